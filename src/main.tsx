import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { RouterProvider } from "@tanstack/react-router";
import { createStore, Provider as JotaiProvider } from "jotai";
import { createAppRouter } from "./app/router";
import { createAppQueryClient } from "./app/query-client";
import { wireApi } from "./app/configure-api";
import { installRootFontSize } from "./app/root-font";
import { installErrorReporting } from "./api/analytics";
import { persistOptions } from "./features/pwa/persister";
import { i18n } from "./lib/i18n";
import "./styles/app.css";

const store = createStore();
const queryClient = createAppQueryClient();
const router = createAppRouter({ store, queryClient });
wireApi(store, router, queryClient);
installRootFontSize();
installErrorReporting();

const app = <RouterProvider router={router} />;

// The locale layout activates the location's locale in beforeLoad: wait for the first match so
// the first render is already in the right language. (A promise, not top-level await: lazy
// chunks import the shared app chunk, which must never wait on them.)
void router.load().then(render);

function render() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <JotaiProvider store={store}>
        {persistOptions ? (
          <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
            <I18nProvider i18n={i18n}>{app}</I18nProvider>
          </PersistQueryClientProvider>
        ) : (
          <QueryClientProvider client={queryClient}>
            <I18nProvider i18n={i18n}>{app}</I18nProvider>
          </QueryClientProvider>
        )}
      </JotaiProvider>
    </StrictMode>,
  );
}
