// Connects the API client's hooks (src/api/hooks.ts) to the store, the router and the shell's
// toast/dialog primitives. Navigation goes through the router, never window.location.
import type { QueryClient } from "@tanstack/react-query";
import { configureApi } from "../api/hooks";
import { endSession, tokenAtom } from "../features/session";
import { feedbackOf, localeToEnter, type AppStore } from "../features/shell";
import { i18n, isLocale } from "../lib/i18n";
import type { AppRouter } from "./router";

/** Screens where refusals show no message (spec §8). */
const QUIET_ROUTES = new Set(["/{-$locale}/login", "/{-$locale}/register"]);
const LOGIN_ROUTE = "/{-$locale}/login";

function currentLocaleParam(router: AppRouter): string | undefined {
  const leaf = router.state.matches[router.state.matches.length - 1];
  return (leaf?.params as { locale?: string } | undefined)?.locale;
}

export function wireApi(store: AppStore, router: AppRouter, queryClient: QueryClient): void {
  const feedback = feedbackOf(store);
  configureApi({
    getToken: () => store.get(tokenAtom),
    setToken: (token) => store.set(tokenAtom, token),
    getLocale: () => {
      if (isLocale(i18n.locale)) return i18n.locale;
      // Requests started at app start, before the first catalogs are active.
      const [, params] = router.getMatchedRoutes(router.latestLocation.pathname);
      return localeToEnter(store, params.locale);
    },
    isQuietRoute: () => router.state.matches.some((m) => QUIET_ROUTES.has(m.routeId)),
    onUnauthorized: (hadToken, message) => {
      const locale = currentLocaleParam(router);
      if (hadToken) {
        // Expired or replaced on another device: log out, go home, say why (spec §8).
        void endSession(store, queryClient);
        void router.navigate({ to: "/{-$locale}", params: { locale } });
        feedback.dialog(message);
        return;
      }
      if (router.state.matches.some((m) => m.routeId === LOGIN_ROUTE)) return;
      void router.navigate({
        to: "/{-$locale}/login",
        params: { locale },
        search: { redirect: router.state.location.href },
      });
    },
    showDialog: (message) => feedback.dialog(message),
    showToast: (message) => feedback.toast(message),
    hideLoading: () => feedback.hideLoading(true),
  });
}
