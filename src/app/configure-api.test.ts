import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryObserver } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { createStore } from "jotai";
import { apiHooks, resetApiHooks } from "../api/hooks";
import { signInAtom, setUserInfoAtom, tokenAtom, userInfoAtom } from "../features/session";
import { messageDialogsAtom } from "../features/shell/feedback";
import type { UserInfo } from "../features/session";
import { wireApi } from "./configure-api";
import { createAppQueryClient } from "./query-client";
import { createAppRouter } from "./router";
import { i18n } from "../lib/i18n";

/** Store, query client and router at `url`, wired; the router has not loaded yet (app start). */
function wired(url: string, withSession = false) {
  const store = createStore();
  if (withSession) {
    store.set(signInAtom, { id: 1, token: "tok" });
    store.set(setUserInfoAtom, { userName: "demo", nickname: "", fullAvata: "" } as UserInfo);
  }
  const queryClient = createAppQueryClient();
  const router = createAppRouter(
    { store, queryClient },
    createMemoryHistory({ initialEntries: [url] }),
  );
  unwire.push(wireApi(store, router, queryClient));
  return { store, router, queryClient };
}

/** The same after the router's first load. */
async function setup(url: string, withSession: boolean) {
  const app = wired(url, withSession);
  await app.router.load();
  return app;
}

const settle = () => new Promise((r) => setTimeout(r, 20));

const unwire: Array<() => void> = [];
afterEach(() => {
  unwire.splice(0).forEach((stop) => stop());
  resetApiHooks();
  localStorage.clear();
});

describe("API hooks wired to store and router", () => {
  it("reads and stores the token through the store", async () => {
    const { store } = await setup("/en", true);
    expect(apiHooks.getToken()).toBe("tok");
    apiHooks.setToken("fresh");
    expect(store.get(tokenAtom)).toBe("fresh");
    expect(apiHooks.getLocale()).toBe("en");
  });

  it("is quiet on login and register only", async () => {
    const { router } = await setup("/en/login", false);
    expect(apiHooks.isQuietRoute()).toBe(true);
    await router.navigate({ to: "/{-$locale}/register", params: { locale: "en" } });
    expect(apiHooks.isQuietRoute()).toBe(true);
    await router.navigate({ to: "/{-$locale}/promotion", params: { locale: "en" } });
    expect(apiHooks.isQuietRoute()).toBe(false);
  });

  it("401 with a token: clears the session, goes home, shows the dialog", async () => {
    const { store, router } = await setup("/en/member/setting", true);
    apiHooks.onUnauthorized(true, "Login expired");
    await settle();
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(router.state.location.pathname).toBe("/en");
    expect(store.get(messageDialogsAtom).map((d) => d.message)).toEqual(["Login expired"]);
  });

  it("401 with a token during the router's first load: home in the location's language", async () => {
    // A call made at app start (site config, a screen's loader) with an expired token answers
    // before anything has matched.
    const { store, router } = wired("/en/game-slot", true);
    const firstLoad = router.load();
    apiHooks.onUnauthorized(true, "Login expired");
    await firstLoad;
    await settle();
    expect(store.get(tokenAtom)).toBeNull();
    expect(router.state.location.pathname).toBe("/en");
    expect(store.get(messageDialogsAtom).map((d) => d.message)).toEqual(["Login expired"]);
  });

  it("the other failing calls of the screen being left change nothing", async () => {
    const { store, router } = await setup("/en/member/setting", true);
    apiHooks.onUnauthorized(true, "Login expired");
    // The same screen's other calls: sent with the token, or after it was cleared without one.
    apiHooks.onUnauthorized(true, "Logged in on another device");
    apiHooks.onUnauthorized(false, "Login required");
    await settle();
    expect(router.state.location.pathname).toBe("/en");
    expect(store.get(messageDialogsAtom).map((d) => d.message)).toEqual(["Login expired"]);
    // Once home has loaded, a later refusal is handled again.
    apiHooks.onUnauthorized(false, "Login required");
    await settle();
    expect(router.state.location.pathname).toBe("/en/login");
  });

  it("401 without a token: goes to login with a redirect back, no dialog", async () => {
    const { store, router } = await setup("/en/promotion?x=1", false);
    apiHooks.onUnauthorized(false, "Login expired");
    await settle();
    expect(router.state.location.pathname).toBe("/en/login");
    expect(router.state.location.search).toEqual({ redirect: "/en/promotion?x=1" });
    expect(store.get(messageDialogsAtom)).toEqual([]);
  });

  it("member queries wait for a token; others do not", async () => {
    const { store, queryClient } = wired("/en");
    const asked: string[] = [];
    const watch = (key: readonly string[]) =>
      new QueryObserver(queryClient, {
        queryKey: key,
        queryFn: () => (asked.push(key.join("/")), Promise.resolve(1)),
      }).subscribe(() => {});
    const stops = [watch(["member", "bank", "list"]), watch(["common", "site-config"])];
    await settle();
    expect(asked).toEqual(["common/site-config"]);
    store.set(signInAtom, { id: 1, token: "tok" });
    stops.push(watch(["member", "wallet"]));
    await settle();
    expect(asked).toEqual(["common/site-config", "member/wallet"]);
    stops.forEach((stop) => stop());
  });

  it("another tab's logout: a member screen here asks for a login and keeps no member data", async () => {
    const { store, router } = await setup("/en/member/setting", true);
    localStorage.setItem("playfront.token", "null"); // what the other tab left
    window.dispatchEvent(new StorageEvent("storage", { key: "playfront.token", newValue: "null" }));
    await settle();
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
    expect(router.state.location.pathname).toBe("/en/login");
    expect(router.state.location.search).toEqual({ redirect: "/en/member/setting" });
  });

  it("another tab's logout on a visitor screen: stays", async () => {
    const { router } = await setup("/en/promotion", true);
    window.dispatchEvent(new StorageEvent("storage", { key: "playfront.token", newValue: "null" }));
    window.dispatchEvent(
      new StorageEvent("storage", { key: "playfront.locale", newValue: "null" }),
    );
    await settle();
    expect(router.state.location.pathname).toBe("/en/promotion");
  });

  it("dialogs for the same message are not stacked", async () => {
    const { store } = await setup("/en", false);
    apiHooks.showDialog("Oops");
    apiHooks.showDialog("Oops");
    expect(store.get(messageDialogsAtom)).toHaveLength(1);
  });

  it("sends the location's language with requests made before the catalogs are active", () => {
    // main.tsx asks for the site config at start, before the locale layout activates a catalog.
    const { router } = wired("/en/login");
    const locale = vi.spyOn(i18n, "locale", "get").mockReturnValue("");
    try {
      expect(apiHooks.getLocale()).toBe("en");
      void router.navigate({ to: "/{-$locale}/login", params: { locale: "zh-hans" } });
      expect(apiHooks.getLocale()).toBe("zh-hans");
    } finally {
      locale.mockRestore();
    }
  });
});
