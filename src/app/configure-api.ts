// Connects the API client's hooks (src/api/hooks.ts) to the store, the router and the shell's
// toast/dialog primitives. Navigation goes through the router, never window.location.
import type { QueryClient } from "@tanstack/react-query";
import { configureApi } from "../api/hooks";
import { queryKeys } from "../api/query-keys";
import { readDeviceCopy, saveDeviceCopy } from "../features/pwa";
import { endSession, STORAGE_PREFIX, TOKEN_KEY, tokenAtom } from "../features/session";
import { isPreviewMode } from "../features/preview";
import { feedbackOf, localeToEnter, type AppStore } from "../features/shell";
import { i18n, isLocale } from "../lib/i18n";
import type { AppRouter } from "./router";

/** Screens where refusals show no message (docs/product.md §8). */
const QUIET_ROUTES = new Set(["/{-$locale}/login", "/{-$locale}/register"]);
const LOGIN_ROUTE = "/{-$locale}/login";
const MEMBER_LAYOUT = "/{-$locale}/_member";

/**
 * The locale prefix of the location being shown or entered. From the location, not the matches:
 * a 401 can arrive during the router's first load (an expired token on a call made at start),
 * before anything has matched.
 */
function currentLocaleParam(router: AppRouter): string | undefined {
  const [, params] = router.getMatchedRoutes(router.latestLocation.pathname);
  return (params as { locale?: string }).locale;
}

/** Returns the cleanup (tests; the app wires once for its lifetime). */
export function wireApi(store: AppStore, router: AppRouter, queryClient: QueryClient): () => void {
  const feedback = feedbackOf(store);
  /**
   * Set while an expired session is being left (until home has loaded). Other calls of the screen
   * being left fail too: with the token (several calls, one expiry) or, once it is gone, without
   * one — neither may start a second exit or turn "go home" into "log in".
   */
  let leavingSession = false;
  // Member data needs the token. A member screen can still mount after a 401 ended the session
  // (the router's load was under way): without this its queries would ask without a token, and
  // that refusal reads as "log in" instead of "your session expired". Queries that set their own
  // `enabled` (the always-mounted ones, on logged-in state) keep it.
  // Preview mode (previewonly) makes no member call at all (docs/product.md §4).
  queryClient.setQueryDefaults(queryKeys.member.all, {
    enabled: () => store.get(tokenAtom) !== null && !isPreviewMode(),
  });
  /** A visitor where a member is needed: log in, then come back here. */
  const toLogin = () => {
    if (router.state.matches.some((m) => m.routeId === LOGIN_ROUTE)) return;
    void router.navigate({
      to: "/{-$locale}/login",
      params: { locale: currentLocaleParam(router) },
      search: { redirect: router.latestLocation.href },
    });
  };
  // Another tab ended the session (its logout or its 401 flow). This tab's member queries now
  // wait for a token, so a member screen here would sit on stale data: clear it and ask for a
  // login, as a refused call does. (Storage events come only from other tabs; this tab's own
  // logout leaves member screens by itself.)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_PREFIX + TOKEN_KEY || (event.newValue ?? "null") !== "null") return;
    if (leavingSession) return;
    void endSession(store, queryClient);
    if (router.state.matches.some((m) => m.routeId === MEMBER_LAYOUT)) toLogin();
  };
  window.addEventListener("storage", onStorage);
  configureApi({
    getToken: () => (isPreviewMode() ? null : store.get(tokenAtom)),
    setToken: (token) => store.set(tokenAtom, token),
    getLocale: () => {
      if (isLocale(i18n.locale)) return i18n.locale;
      // Requests started at app start, before the first catalogs are active.
      return localeToEnter(store, currentLocaleParam(router));
    },
    isQuietRoute: () => router.state.matches.some((m) => QUIET_ROUTES.has(m.routeId)),
    onUnauthorized: (hadToken, message) => {
      if (leavingSession) return;
      const locale = currentLocaleParam(router);
      if (hadToken) {
        // Expired or replaced on another device: log out, go home, say why (docs/product.md §8).
        leavingSession = true;
        void endSession(store, queryClient);
        const left = () => (leavingSession = false);
        void router.navigate({ to: "/{-$locale}", params: { locale } }).then(left, left);
        feedback.dialog(message);
        return;
      }
      toLogin();
    },
    showDialog: (message) => feedback.dialog(message),
    showToast: (message) => feedback.toast(message),
    hideLoading: () => feedback.hideLoading(true),
    showLoading: () => feedback.showLoading(),
    endLoading: () => feedback.hideLoading(),
    saveDeviceCopy: (name, locale, value) => void saveDeviceCopy(name, locale, value),
    readDeviceCopy: (name, locale, anyLocale) => readDeviceCopy(name, locale, { anyLocale }),
  });
  return () => window.removeEventListener("storage", onStorage);
}
