import { afterEach, describe, expect, it, vi } from "vitest";
import { render, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider } from "jotai";
import type { SiteConfig } from "../api/contract/common";
import { AppStart } from "./app-start";
import {
  appFlagAtom,
  LAYOUT_PRESETS,
  layoutConfigAtom,
  siteConfigQueryOptions,
  styleAtom,
  themeAtom,
} from "../features/shell";

const config = {
  vStyle: "2002",
  mobileColor: "#aa3300",
  companyPageName: "Lucky Lottery",
  faviconUrl: "/tenant/lottery/favicon.png",
  imGlobalSetting: { isEnabled: false },
  analyticsId: "",
} as unknown as SiteConfig;

function start(url = "/") {
  window.history.replaceState(null, "", url);
  const store = createStore();
  const client = new QueryClient();
  client.setQueryData(siteConfigQueryOptions().queryKey, config);
  render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <AppStart />
      </QueryClientProvider>
    </Provider>,
  );
  return store;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("app start", () => {
  it("applies the tenant's branding, style family and its layout preset", async () => {
    const store = start();
    await waitFor(() => expect(store.get(styleAtom)).toBe("lottery"));
    expect(store.get(layoutConfigAtom)).toEqual(LAYOUT_PRESETS.lottery);
    expect(store.get(themeAtom)).toBe("blue-white");
    expect(document.title).toBe("Lucky Lottery");
    expect(document.documentElement.dataset.style).toBe("lottery");
    expect(document.documentElement.dataset.theme).toBe("blue-white");
    expect(document.documentElement.style.getPropertyValue("--color-primary")).toBe("#aa3300");
  });

  it("preview mode shows the operator's style without persisting it", async () => {
    const store = start("/?previewonly=1&layoutConfig=tq&isApp=1");
    await waitFor(() => expect(document.documentElement.dataset.style).toBe("tq"));
    expect(store.get(styleAtom)).toBeNull();
    expect(store.get(appFlagAtom)).toBe(false);
    expect(localStorage.getItem("playfront.style")).toBeNull();
  });

  it("remembers the app flag from ?isApp outside preview", async () => {
    const store = start("/?isApp=1");
    await waitFor(() => expect(store.get(appFlagAtom)).toBe(true));
  });
});
