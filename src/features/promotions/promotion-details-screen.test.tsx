// A promotion's detail ends with what to do: register (visitor), deposit with the bonus (deposit
// offers) or choose a game (the others).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { createMemoryHistory } from "@tanstack/react-router";
import { createStore } from "jotai";
import type { Activity } from "../../api/contract/common";
import { activityQueryOptions } from "../../api/endpoints/activity-common";
import { createAppQueryClient } from "../../app/query-client";
import { createAppRouter } from "../../app/router";
import { AppProviders, testSiteConfig } from "../../app/test-providers";
import { setUserInfoAtom, signInAtom, type UserInfo } from "../session";
import { siteConfigQueryOptions } from "../shell";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => vi.unstubAllGlobals());

const promotion = (category: string): Activity => ({
  id: 7,
  title: "New member first-deposit gift",
  summary: "100% on the first deposit, up to 1,888",
  category,
  imageUrl: "/assets/p.svg",
  detailImageUrl: "",
  content: "100% on the first deposit, up to 1,888.",
  startAt: "2026-01-01T00:00:00Z",
  endAt: "2027-01-01T00:00:00Z",
});

async function open(category: string, member: boolean) {
  const store = createStore();
  if (member) {
    store.set(signInAtom, { id: 1, token: "tok" });
    store.set(setUserInfoAtom, { userName: "demo", nickname: "", fullAvata: "" } as UserInfo);
  }
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, testSiteConfig);
  queryClient.setQueryData(activityQueryOptions(7).queryKey, promotion(category));
  const router = createAppRouter(
    { store, queryClient },
    createMemoryHistory({ initialEntries: ["/en/promotion/promotion-details/7"] }),
  );
  await router.load();
  render(<AppProviders store={store} queryClient={queryClient} router={router} />);
  await screen.findByText("100% on the first deposit, up to 1,888.");
}

describe("promotion details: what to do", () => {
  it("asks a visitor to register", async () => {
    await open("new", false);
    expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe(
      "/en/register",
    );
  });

  it("sends a member to deposit with the bonus for a deposit offer", async () => {
    await open("new", true);
    expect(screen.getByText(/“Add my deposit bonus” ticked/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Deposit now" }).getAttribute("href")).toBe(
      "/en/member/deposit",
    );
  });

  it("sends a member to the games for a play offer", async () => {
    await open("daily", true);
    expect(screen.getByRole("link", { name: "Choose a game" }).getAttribute("href")).toBe(
      "/en/subgame",
    );
  });
});
