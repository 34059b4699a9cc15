import { Profiler } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { createMemoryHistory } from "@tanstack/react-router";
import { createStore } from "jotai";
import type { GameList } from "../../api/contract/games";
import { createAppQueryClient } from "../../app/query-client";
import { createAppRouter } from "../../app/router";
import { AppProviders, testSiteConfig } from "../../app/test-providers";
import { gameCatalogueQueryOptions } from "../games";
import { siteConfigQueryOptions } from "../shell";
import { testGames } from "./test-games";

const catalogue: GameList = {
  version: "1",
  plateTypes: [{ plateType: "slot", name: "Slots", platforms: [{ code: "pg", name: "PG" }] }],
  games: testGames(30),
} as unknown as GameList;

beforeEach(() => {
  // The platform never answers: the test hands the catalogue over itself.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Commits of the app: whether the grid was in the document, and the screen's aria-busy. */
interface Commit {
  grid: boolean;
  busy: string | null | undefined;
}

async function mountLobby(cached?: GameList) {
  const store = createStore();
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, testSiteConfig);
  if (cached) queryClient.setQueryData(gameCatalogueQueryOptions().queryKey, cached);
  const router = createAppRouter(
    { store, queryClient },
    createMemoryHistory({ initialEntries: ["/en/game-slot"] }),
  );
  await router.load();
  const commits: Commit[] = [];
  render(
    <Profiler
      id="app"
      onRender={() =>
        commits.push({
          grid: document.querySelector(".lobby__grid") !== null,
          busy: document.querySelector("main.lobby")?.getAttribute("aria-busy"),
        })
      }
    >
      <AppProviders store={store} queryClient={queryClient} router={router} />
    </Profiler>,
  );
  return { queryClient, commits };
}

describe("lobby screen", () => {
  it("renders the catalogue's arrival in the background, not in the answer's own render", async () => {
    const { queryClient, commits } = await mountLobby();
    await screen.findByText("Loading games…");
    expect(screen.getByRole("main").getAttribute("aria-busy")).toBe("true");

    commits.length = 0;
    act(() => queryClient.setQueryData(gameCatalogueQueryOptions().queryKey, catalogue));
    await screen.findByRole("list", { name: "Games" });
    // A query update renders its readers synchronously. The answer's first commit still shows
    // the loading note and reads as busy; the grid (a page of tiles) came in a later,
    // interruptible render.
    expect(commits[0]).toEqual({ grid: false, busy: "true" });
    expect(commits.at(-1)).toEqual({ grid: true, busy: "false" });
    expect(screen.queryByText("Loading games…")).toBeNull();
    expect(screen.getAllByRole("listitem").length).toBeGreaterThan(0);
  });

  it("shows a catalogue already in the cache in its first render", async () => {
    const { commits } = await mountLobby(catalogue);
    await screen.findByRole("list", { name: "Games" });
    expect(commits.find((c) => c.busy != null)).toEqual({ grid: true, busy: "false" });
  });
});
