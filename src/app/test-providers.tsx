// Test helpers: the app's providers around a router, as main.tsx nests them (without persistence),
// and a tenant's site config with what the shell reads.
import type { ReactNode } from "react";
import type { SiteConfig } from "../api/contract/common";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Provider, type createStore } from "jotai";
import { i18n } from "../lib/i18n";
import type { createAppRouter } from "./router";

/** A classic tenant's site config: chat off, no CDN, no analytics. */
export const testSiteConfig = {
  vStyle: "1000",
  mobileColor: "#1677ff",
  companyPageName: "Crown",
  serviceUrl: "https://service.example.com/a",
  serviceBackupUrl: "",
  imGlobalSetting: { isEnabled: false },
  faviconUrl: "",
  cdnDomain: "",
  analyticsId: "",
} as unknown as SiteConfig;

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
