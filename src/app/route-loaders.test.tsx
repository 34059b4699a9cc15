// Route loaders prime the query cache (TanStack Router + Query): the screen renders the loader's
// data without asking again, a failed loader shows the router's one error component whose retry
// loads again, offline a screen never loaded says so instead of waiting, and a visitor's member
// route redirects before any member call.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { onlineManager } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { createStore } from "jotai";
import { configureApi, resetApiHooks } from "../api/hooks";
import { activateLocale } from "../lib/i18n";
import { resetRuntimeConfig, setRuntimeConfig } from "../api/runtime-config";
import { setUserInfoAtom, signInAtom, type UserInfo } from "../features/session";
import { siteConfigQueryOptions } from "../features/shell";
import { createAppQueryClient } from "./query-client";
import { createAppRouter } from "./router";
import { AppProviders, testSiteConfig } from "./test-providers";

const WALLETS = [
  { plateType: "sys", name: "Main wallet", balance: "100.00" },
  { plateType: "slot", name: "Slot wallet", balance: "5.00" },
];
const PLATE_LIST = "/api/VipUser/GetPlateTypeList";

let failPlateList = false;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input), "http://app.test").pathname;
  if (path === PLATE_LIST && failPlateList) {
    return new Response(JSON.stringify({ ok: false, result: null, message: "busy" }), {
      status: 500,
    });
  }
  const result =
    path === PLATE_LIST
      ? WALLETS
      : path === "/api/VipUser/RefreshBalance"
        ? "100.00"
        : path === "/api/v3/common/site-config"
          ? testSiteConfig
          : null;
  return new Response(JSON.stringify({ ok: true, result, error: null, message: "" }), {
    status: 200,
  });
});
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => new URL(String(u), "http://app.test").pathname === path)
    .length;

async function openApp(url: string, member = true) {
  const store = createStore();
  if (member) {
    store.set(signInAtom, { id: 1, token: "tok" });
    store.set(setUserInfoAtom, { userName: "demo", nickname: "", fullAvata: "" } as UserInfo);
  }
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, testSiteConfig);
  const router = createAppRouter(
    { store, queryClient },
    createMemoryHistory({ initialEntries: [url] }),
  );
  await router.load();
  render(<AppProviders store={store} queryClient={queryClient} router={router} />);
  return { router, queryClient };
}

beforeEach(() => {
  failPlateList = false;
  configureApi({ getToken: () => "tok" });
  setRuntimeConfig({ apiBase: "", encryptionKey: "k" });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  resetApiHooks();
  resetRuntimeConfig();
  onlineManager.setOnline(true);
  localStorage.clear();
});

describe("member route loaders", () => {
  it("prime the cache: the screen renders the wallets without a second request", async () => {
    const { queryClient } = await openApp("/en/member/money-change");
    // Loaded before the first render.
    expect(callsTo(PLATE_LIST)).toBe(1);
    expect(queryClient.getQueryData(["member", "wallet", "plate-types"])).toEqual(WALLETS);
    expect((await screen.findAllByRole("option", { name: /Slot wallet/ })).length).toBeGreaterThan(
      0,
    );
    expect(callsTo(PLATE_LIST)).toBe(1);
  });

  it("a failed loader shows the shared error component, and its retry loads again", async () => {
    failPlateList = true;
    await openApp("/en/member/money-change");
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByText("Something went wrong")).toBeTruthy();
    // It replaces the screen's header and back button: it keeps a way out (no browser chrome in
    // an installed app).
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/en");
    expect(screen.queryByRole("option", { name: /Slot wallet/ })).toBeNull();
    failPlateList = false;
    fireEvent.click(retry);
    expect((await screen.findAllByRole("option", { name: /Slot wallet/ })).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText("Something went wrong")).toBeNull();
    expect(callsTo(PLATE_LIST)).toBe(2);
  });

  it("offline, a screen never loaded says so instead of waiting for the network", async () => {
    onlineManager.setOnline(false);
    await openApp("/en/member/money-change");
    expect(
      await screen.findByText("This page is not saved on this device, so it cannot open offline."),
    ).toBeTruthy();
    const lobby = screen.getByRole("link", { name: "Open the game lobby" });
    // In the screen's frame (its padding), as the sole action: a primary button.
    expect(lobby.closest("main.screen")).toBeTruthy();
    expect(lobby.className).toContain("btn--primary");
    expect(callsTo(PLATE_LIST)).toBe(0);
  });

  it("a visitor is sent to login before any member call", async () => {
    const { router } = await openApp("/en/member/money-change", false);
    expect(router.state.location.pathname).toBe("/en/login");
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes("/api/VipUser/"))).toBe(false);
  });

  it("preloading on intent loads the data, not only the code", async () => {
    const { router } = await openApp("/en/member/setting");
    expect(callsTo(PLATE_LIST)).toBe(0);
    await router.preloadRoute({ to: "/{-$locale}/member/money-change", params: { locale: "en" } });
    expect(callsTo(PLATE_LIST)).toBe(1);
  });
});

describe("params parsed in the route", () => {
  const paramsOf = (router: Awaited<ReturnType<typeof openApp>>["router"], routeId: string) =>
    router.state.matches.find((m) => m.routeId === routeId)?.params;

  it("the records screen reads its type as a RecordType; an unknown one opens bet records", async () => {
    const { router } = await openApp("/en/member/records/trade");
    expect(paramsOf(router, "/{-$locale}/_member/member/records/{-$type}")).toMatchObject({
      type: "trade",
    });
    expect(await screen.findByRole("heading", { name: "Trade records" })).toBeTruthy();
  });

  it("an unknown records type falls back to bet records, not an error", async () => {
    const { router } = await openApp("/en/member/records/bogus");
    expect(paramsOf(router, "/{-$locale}/_member/member/records/{-$type}")).toMatchObject({
      type: "game",
    });
    expect(await screen.findByRole("heading", { name: "Bet records" })).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });

  it("a letter id reaches the route as a number", async () => {
    const { router } = await openApp("/en/member/notice/7");
    expect(paramsOf(router, "/{-$locale}/_member/member/notice/{-$id}")).toMatchObject({ id: 7 });
  });

  it("a bad promotion id keeps the screen's not-found", async () => {
    await openApp("/en/promotion/promotion-details/abc", false);
    expect(await screen.findByText("This promotion does not exist.")).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });
});

describe("a language switch", () => {
  const GAME_LIST = "/api/Activity/GetGameList";
  const MENUS = "/api/Manage/GetAppShortMenu";

  // The app opens in the language it was in: no switch at the start.
  beforeEach(() => activateLocale("en"));

  it("online, saves the lobby's content in the new language for an offline start in it", async () => {
    const { router } = await openApp("/en/setting", false);
    expect(callsTo(GAME_LIST)).toBe(0);
    await router.navigate({ href: "/th/setting" });
    await vi.waitFor(() => {
      expect(callsTo(GAME_LIST)).toBe(1);
      expect(callsTo(MENUS)).toBe(1);
    });
  });

  it("offline, asks for nothing more", async () => {
    const { router } = await openApp("/en/setting", false);
    onlineManager.setOnline(false);
    await router.navigate({ href: "/th/setting" });
    await screen.findByRole("heading", { name: "ตั้งค่า" });
    expect(callsTo(GAME_LIST)).toBe(0);
  });
});
