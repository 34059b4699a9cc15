import { QueryClient, QueryClientProvider, queryOptions } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import type * as ReactDom from "react-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "../../api/client";
import { ImageType } from "../../api/contract/constants";
import { snoozeToday } from "./no-reminder-today";
import { useHomeData } from "./home-data";
import { prefetchHome } from "./prefetch-home";

const answers: Record<string, unknown> = {
  "/api/v3/common/site-config": { vStyle: "style-classic0", companyPageName: "Classic" },
  "/api/Activity/GetCompanyInfo": {
    companyName: "Classic Co",
    images: [
      { id: 2, imageType: ImageType.H5Dialog, imageUrl: "/assets/dialog-b.svg", sort: 2 },
      { id: 1, imageType: ImageType.H5Dialog, imageUrl: "/assets/dialog-a.svg", sort: 1 },
    ],
    news: [],
  },
  "/api/Manage/GetAppShortMenu": [],
  "/api/Manage/GetConfigByStyle": { layoutConfig: { showNoticeDialog: true } },
  "/api/Activity/GetActivitysV3": { items: [], total: 0 },
  "/api/Activity/GetGameList": { games: [], plateTypes: [] },
};

vi.mock("react-dom", async (importOriginal) => ({
  ...(await importOriginal<typeof ReactDom>()),
  preload: vi.fn(),
}));
vi.mock("../../api/client", () => ({
  apiRequest: vi.fn(async (_method: string, path: string) => {
    if (path === "/api/v3/common/site-config" && failSite) throw new Error("offline");
    return answers[path];
  }),
}));
// The catalogue's own query (IndexedDB copy) is the games feature's; here it only has to be the
// same options object both sides use.
vi.mock("../games", async () => {
  const { apiRequest: request } = await import("../../api/client");
  return {
    gameCatalogueQueryOptions: () =>
      queryOptions({
        queryKey: ["common", "gameList"],
        queryFn: () => request("GET", "/api/Activity/GetGameList"),
        staleTime: 5 * 60_000,
      }),
  };
});

let failSite = false;
const calls = () => vi.mocked(apiRequest).mock.calls.map((c) => c[1]);
const count = (path: string) => calls().filter((p) => p === path).length;

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe("prefetchHome", () => {
  beforeEach(() => {
    failSite = false;
    localStorage.clear();
    vi.mocked(apiRequest).mockClear();
    vi.mocked(preload).mockClear();
  });

  it("starts every home call before the screen mounts, and the screen fetches none again", async () => {
    const { client, wrapper } = setup();
    prefetchHome(client);
    await waitFor(() => expect(new Set(calls()).size).toBe(Object.keys(answers).length));
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith(
      "GET",
      "/api/Activity/GetCompanyInfo",
      expect.objectContaining({ query: { vstyle: "style-classic0" } }),
    );

    const { result } = renderHook(() => useHomeData(), { wrapper });
    await waitFor(() => expect(Object.values(result.current.ready).every(Boolean)).toBe(true));
    expect(result.current.companyName).toBe("Classic Co");
    expect(result.current.showNoticeDialog).toBe(true);
    for (const path of Object.keys(answers)) expect(count(path), path).toBe(1);
  });

  it("preloads the announcement's first image, unless the dialog is snoozed for today", async () => {
    const { client } = setup();
    prefetchHome(client);
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(preload).toHaveBeenCalledWith("/assets/dialog-a.svg", {
      as: "image",
      fetchPriority: "high",
    });

    snoozeToday(localStorage);
    vi.mocked(preload).mockClear();
    const second = setup().client;
    prefetchHome(second);
    await waitFor(() => expect(count("/api/Manage/GetConfigByStyle")).toBe(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(preload).not.toHaveBeenCalled();
  });

  it("asks nothing that needs the style when site config fails", async () => {
    failSite = true;
    const { client } = setup();
    prefetchHome(client);
    await waitFor(() => expect(count("/api/v3/common/site-config")).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(count("/api/Activity/GetCompanyInfo")).toBe(0);
    expect(count("/api/Activity/GetGameList")).toBe(1);
  });

  it("hands home the same data until an answer changes it, so the layout renders once per answer", async () => {
    const { client, wrapper } = setup();
    prefetchHome(client);
    const { result, rerender } = renderHook(() => useHomeData(), { wrapper });
    await waitFor(() => expect(Object.values(result.current.ready).every(Boolean)).toBe(true));
    const settled = result.current;
    rerender();
    expect(result.current).toBe(settled);
    // An answer home does not show (another screen's call) changes nothing it renders.
    client.setQueryData(["elsewhere"], { any: 1 });
    rerender();
    expect(result.current).toBe(settled);
    client.setQueryData(["common", "gameList"], {
      games: [],
      plateTypes: [{ plateType: "slot", platforms: [] }],
    });
    rerender();
    expect(result.current).not.toBe(settled);
    expect(result.current.plates).toHaveLength(1);
  });
});
