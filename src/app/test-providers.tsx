// Test helper: the app's providers around a router, as main.tsx nests them (without persistence).
import type { ReactNode } from "react";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Provider, type createStore } from "jotai";
import { i18n } from "../lib/i18n";
import type { createAppRouter } from "./router";

export function AppProviders(props: {
  store: ReturnType<typeof createStore>;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}): ReactNode {
  return (
    <Provider store={props.store}>
      <QueryClientProvider client={props.queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={props.router} />
        </I18nProvider>
      </QueryClientProvider>
    </Provider>
  );
}
