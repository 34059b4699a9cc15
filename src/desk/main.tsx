// The service desk's entry (docs/desk.md): a page of its own at /desk/, built by
// `vite build --mode desk`; it shares no code chunk with the players' app.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import { DeskApp } from "./desk-app";
import { activate, i18n, initialLocale } from "./i18n";
import "./desk.css";

await activate(initialLocale());
createRoot(document.getElementById("desk")!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <DeskApp />
    </I18nProvider>
  </StrictMode>,
);
