import { afterEach, describe, expect, it, vi } from "vitest";
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

async function setup(url: string, withSession: boolean) {
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
  await router.load();
  wireApi(store, router, queryClient);
  return { store, router };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

afterEach(() => {
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

  it("401 without a token: goes to login with a redirect back, no dialog", async () => {
    const { store, router } = await setup("/en/promotion?x=1", false);
    apiHooks.onUnauthorized(false, "Login expired");
    await settle();
    expect(router.state.location.pathname).toBe("/en/login");
    expect(router.state.location.search).toEqual({ redirect: "/en/promotion?x=1" });
    expect(store.get(messageDialogsAtom)).toEqual([]);
  });

  it("dialogs for the same message are not stacked", async () => {
    const { store } = await setup("/en", false);
    apiHooks.showDialog("Oops");
    apiHooks.showDialog("Oops");
    expect(store.get(messageDialogsAtom)).toHaveLength(1);
  });

  it("sends the location's language with requests made before the catalogs are active", () => {
    // main.tsx asks for the site config at start, before the locale layout activates a catalog.
    const store = createStore();
    const queryClient = createAppQueryClient();
    const router = createAppRouter(
      { store, queryClient },
      createMemoryHistory({ initialEntries: ["/en/login"] }),
    );
    wireApi(store, router, queryClient);
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
