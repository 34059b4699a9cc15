import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { createStore, Provider as JotaiProvider } from "jotai";
import { createAppRouter } from "./app/router";
import { createAppQueryClient } from "./app/query-client";
import { i18n } from "./lib/i18n";

const store = createStore();
const queryClient = createAppQueryClient();
const router = createAppRouter({ store, queryClient });

// The locale layout activates the location's locale in beforeLoad, so wait for the first match.
await router.load();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);
