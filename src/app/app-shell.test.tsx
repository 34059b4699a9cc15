import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryHistory } from "@tanstack/react-router";
import { createStore } from "jotai";
import type { SiteConfig } from "../api/contract/common";
import { chatUnreadAtom } from "../features/chat";
import {
  isLoggedInAtom,
  setUserInfoAtom,
  signInAtom,
  tokenAtom,
  type UserInfo,
} from "../features/session";
import { drawerOpenAtom, siteConfigQueryOptions } from "../features/shell";
import { i18n } from "../lib/i18n";
import { createAppQueryClient } from "./query-client";
import { createAppRouter } from "./router";
import { AppProviders, testSiteConfig } from "./test-providers";

// What the shell tells the chat (who, and whether chat is on); the connection itself is the chat
// feature's (runtime.test.ts), and no socket opens here.
const chatRuntime = vi.hoisted(() => ({ syncChat: vi.fn() }));
vi.mock(import("../features/chat/runtime"), async (original) => ({
  ...(await original()),
  syncChat: chatRuntime.syncChat,
}));

async function renderApp(
  url: string,
  opts: { config?: Partial<SiteConfig>; member?: boolean; unread?: number } = {},
) {
  const store = createStore();
  if (opts.member) {
    store.set(signInAtom, { id: 1, token: "tok" });
    store.set(setUserInfoAtom, { userName: "demo", nickname: "", fullAvata: "" } as UserInfo);
  }
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, {
    ...testSiteConfig,
    ...opts.config,
  });
  const router = createAppRouter(
    { store, queryClient },
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  render(<AppProviders store={store} queryClient={queryClient} router={router} />);
  // The chat feature owns the unread count (it resets it on start); set it once mounted.
  if (opts.unread) act(() => store.set(chatUnreadAtom, opts.unread!));
  return { store, router, queryClient };
}

async function tabs() {
  return within(await screen.findByRole("navigation", { name: /Main|主导航/ }));
}

beforeEach(() => {
  // Screens may call the API; answer every call with a plain refusal.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ ok: false, message: "no" }), { status: 404 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe("tab bar", () => {
  it("visitor without chat: home, service, register, promotions, member centre", async () => {
    await renderApp("/en/subgame");
    const nav = await tabs();
    expect(nav.getByRole("link", { name: "Home" })).toBeTruthy();
    expect(nav.getByRole("button", { name: "Service" })).toBeTruthy();
    expect(nav.getByRole("link", { name: "Register" })).toBeTruthy();
    expect(nav.getByRole("link", { name: "Promotions" })).toBeTruthy();
    expect(nav.getByRole("link", { name: "Member centre" }).getAttribute("href")).toBe(
      "/en/centre",
    );
    expect(nav.queryByRole("link", { name: "Messages" })).toBeNull();
  });

  it("member with chat on: messages with a capped badge, deposit, promote and earn", async () => {
    await renderApp("/en/subgame", {
      member: true,
      unread: 150,
      config: { imGlobalSetting: { isEnabled: true } },
    });
    const nav = await tabs();
    const messages = nav.getByRole("link", { name: "Messages" });
    expect(messages.getAttribute("href")).toBe("/en/message");
    expect(within(messages).getByTestId("badge").textContent).toBe("99+");
    expect(nav.queryByRole("button", { name: "Service" })).toBeNull();
    expect(nav.getByRole("link", { name: "Deposit" }).getAttribute("href")).toBe(
      "/en/member/deposit",
    );
    expect(nav.getByRole("link", { name: "Promote and earn" })).toBeTruthy();
    expect(nav.queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("service with a backup URL opens the two-line dialog", async () => {
    await renderApp("/en/subgame", {
      config: { serviceBackupUrl: "https://backup.example.com/b" },
    });
    const nav = await tabs();
    fireEvent.click(nav.getByRole("button", { name: "Service" }));
    const dialog = await screen.findByRole("dialog", { name: "Customer service centre" });
    expect(within(dialog).getAllByRole("button", { name: "Open" })).toHaveLength(2);
  });

  it("is hidden on hideFooter routes", async () => {
    const { router } = await renderApp("/en/subgame");
    await tabs();
    await act(() => router.navigate({ to: "/{-$locale}/protocal", params: { locale: "en" } }));
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });
});

describe("language switch", () => {
  it("keeps the route, search and params and changes the prefix", async () => {
    const { store, router, queryClient } = await renderApp("/en/member/records/game?page=2", {
      member: true,
    });
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    act(() => store.set(drawerOpenAtom, true));
    const select = await screen.findByRole("combobox", { name: "Language" });
    act(() => {
      fireEvent.change(select, { target: { value: "zh-hans" } });
    });
    // The other locale's catalogs load asynchronously before the route changes.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/zh-hans/member/records/game"),
    );
    expect(router.state.location.search).toEqual({ page: 2 });
    await waitFor(() => expect(i18n.locale).toBe("zh-hans"));
    // Localized answers are refetched in the new language.
    expect(invalidate).toHaveBeenCalled();
    expect(document.documentElement.lang).toBe("zh-Hans");
  });
});

describe("sidebar drawer", () => {
  it("visitor: log in and register", async () => {
    const { store } = await renderApp("/en/subgame");
    act(() => store.set(drawerOpenAtom, true));
    const drawer = within(await screen.findByRole("dialog", { name: "Visitor" }));
    expect((await drawer.findByRole("link", { name: "Log in" })).getAttribute("href")).toBe(
      "/en/login",
    );
    expect(await drawer.findByRole("link", { name: "Register" })).toBeTruthy();
    expect(drawer.queryByRole("button", { name: "Log out" })).toBeNull();
  });

  it("member: quick buttons, fixed menu, and logout clears the session and goes home", async () => {
    const { store, router } = await renderApp("/en/promotion", {
      member: true,
      config: { imGlobalSetting: { isEnabled: true } },
    });
    const lastChat = () => chatRuntime.syncChat.mock.lastCall?.[0] as unknown;
    await waitFor(() => expect(lastChat()).toMatchObject({ enabled: true, memberUid: 1 }));
    chatRuntime.syncChat.mockClear();
    act(() => store.set(drawerOpenAtom, true));
    const drawer = within(await screen.findByRole("dialog", { name: "demo" }));
    for (const name of ["Deposit", "Withdraw", "Transfer", "Bank cards", "Letters"]) {
      expect(await drawer.findByRole("link", { name })).toBeTruthy();
    }
    expect(drawer.getByRole("link", { name: "Bet records" }).getAttribute("href")).toBe(
      "/en/member/records/game",
    );
    expect(drawer.getByRole("link", { name: "Trade records" }).getAttribute("href")).toBe(
      "/en/member/records/trade",
    );
    act(() => fireEvent.click(drawer.getByRole("button", { name: "Log out" })));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en"));
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    expect(store.get(isLoggedInAtom)).toBe(false);
    // The chat goes back to the guest (docs/product.md §4), once.
    await waitFor(() => expect(lastChat()).toMatchObject({ enabled: true, memberUid: null }));
    expect(chatRuntime.syncChat).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog", { name: "demo" })).toBeNull();
  });
});
