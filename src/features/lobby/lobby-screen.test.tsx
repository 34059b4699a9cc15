import { Profiler } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryHistory } from "@tanstack/react-router";
import { createStore } from "jotai";
import type { GameList } from "../../api/contract/games";
import { createAppQueryClient } from "../../app/query-client";
import { createAppRouter } from "../../app/router";
import { AppProviders, testSiteConfig } from "../../app/test-providers";
import { gameCatalogueQueryOptions } from "../games";
import type * as Games from "../games";
import { siteConfigQueryOptions } from "../shell";
import { SEARCH_URL_DELAY_MS } from "./lobby-search-box";
import { testGames } from "./test-games";

// The lobby screen's renders, counted through a hook it calls once a render.
const screenRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("../games", async (importOriginal) => {
  const games = await importOriginal<typeof Games>();
  return {
    ...games,
    useEnterGame: () => {
      screenRenders.count++;
      return games.useEnterGame();
    },
  };
});

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
  /** The names of the game tiles in the document. */
  tiles?: string[];
}

async function mountLobby(cached?: GameList, path = "/en/game-slot") {
  const store = createStore();
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, testSiteConfig);
  if (cached) queryClient.setQueryData(gameCatalogueQueryOptions().queryKey, cached);
  const router = createAppRouter(
    { store, queryClient },
    createMemoryHistory({ initialEntries: [path] }),
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
          tiles: [...document.querySelectorAll(".game-tile__name")].map((n) => n.textContent ?? ""),
        })
      }
    >
      <AppProviders store={store} queryClient={queryClient} router={router} />
    </Profiler>,
  );
  return { queryClient, commits, router };
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
    expect(commits[0]).toMatchObject({ grid: false, busy: "true" });
    expect(commits.at(-1)).toMatchObject({ grid: true, busy: "false" });
    expect(screen.queryByText("Loading games…")).toBeNull();
    expect(screen.getAllByRole("listitem").length).toBeGreaterThan(0);
  });

  it("shows each key typed at once, filters the grid once typing pauses, and writes the URL later", async () => {
    const { router, commits } = await mountLobby(catalogue);
    await screen.findByRole("list", { name: "Games" });
    const box = screen.getByRole("searchbox", { name: "Search games" });
    commits.length = 0;
    const started = Date.now();
    fireEvent.change(box, { target: { value: "Game 2" } });
    // A key every 60 ms, as a fast typist: time enough for a background render of the matches.
    await act(() => new Promise((r) => setTimeout(r, 60)));
    fireEvent.change(box, { target: { value: "Game 21" } });
    // The box shows the text in the key's own render; the URL is not written per key.
    expect((box as HTMLInputElement).value).toBe("Game 21");
    expect(router.state.location.search).not.toHaveProperty("q", "Game 21");
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: /^Play / }).map((b) => b.textContent)).toEqual([
        "Game 21",
      ]),
    );
    // Keys typed at speed re-filter the grid once: no commit showed the first key's matches, and
    // the keys themselves left the grid's tiles as they were.
    expect(commits.some((c) => c.tiles?.includes("Game 20"))).toBe(false);
    const firstFiltered = commits.findIndex((c) => c.tiles?.join() === "Game 21");
    expect(firstFiltered).toBeGreaterThan(0);
    for (const c of commits.slice(0, firstFiltered)) expect(c.tiles).toHaveLength(18);
    await waitFor(() => expect(router.state.location.search).toHaveProperty("q", "Game 21"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(SEARCH_URL_DELAY_MS);
    expect((box as HTMLInputElement).value).toBe("Game 21");

    // A URL that is not the box's own (back, a link) replaces its text, and the grid's.
    await act(() =>
      router.navigate({ to: "/{-$locale}/game-slot/{-$plateType}", search: { q: "Game 3" } }),
    );
    await waitFor(() => expect((box as HTMLInputElement).value).toBe("Game 3"));
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: /^Play / }).map((b) => b.textContent)).toEqual([
        "Game 3",
        "Game 30",
      ]),
    );
  });

  it("re-renders the search box alone when the box's own text reaches the URL", async () => {
    const { router } = await mountLobby(catalogue);
    await screen.findByRole("list", { name: "Games" });
    const box = screen.getByRole("searchbox", { name: "Search games" });
    fireEvent.change(box, { target: { value: "Game 21" } });
    await waitFor(() => expect(screen.getAllByRole("button", { name: /^Play / })).toHaveLength(1));
    const before = screenRenders.count;
    // In a 10,000-game lobby the screen's re-render made the URL write a long task.
    await waitFor(() => expect(router.state.location.search).toHaveProperty("q", "Game 21"));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screenRenders.count).toBe(before);
    expect((box as HTMLInputElement).value).toBe("Game 21");
  });

  it("opens on the URL's search text, validated as the route validates it", async () => {
    // The router parses `?q=21` as the number 21; the screen filters by the text "21" (the
    // number once failed the screen's render, which the route's error boundary caught).
    const caught = vi.spyOn(console, "warn");
    await mountLobby(catalogue, "/en/game-slot?q=21");
    await screen.findByRole("list", { name: "Games" });
    expect(caught.mock.calls.flat().join(" ")).not.toMatch(/Error in route match/);
    caught.mockRestore();
    expect(screen.getAllByRole("button", { name: /^Play / }).map((b) => b.textContent)).toEqual([
      "Game 21",
    ]);
    expect(
      (screen.getByRole("searchbox", { name: "Search games" }) as HTMLInputElement).value,
    ).toBe("21");
  });

  it("shows a catalogue already in the cache in its first render", async () => {
    const { commits } = await mountLobby(catalogue);
    await screen.findByRole("list", { name: "Games" });
    expect(commits.find((c) => c.busy != null)).toMatchObject({ grid: true, busy: "false" });
  });

  it("searches every category, keeps recent searches, and says where to look when nothing matches", async () => {
    const withLive = {
      ...catalogue,
      plateTypes: [
        ...catalogue.plateTypes,
        { plateType: "live", name: "Live", platforms: [{ code: "ag", name: "AG" }] },
      ],
      games: [
        ...catalogue.games,
        { ...testGames(1)[0]!, id: 99, gameCode: "bac", name: "Baccarat", plateType: "live" },
      ],
    } as GameList;
    const { router } = await mountLobby(withLive);
    await screen.findByRole("list", { name: "Games" });
    const box = screen.getByRole("searchbox", { name: "Search games" });
    // "baccarat" typed in the slot lobby finds the live table.
    fireEvent.change(box, { target: { value: "baccarat" } });
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: /^Play / }).map((b) => b.textContent)).toEqual([
        "Baccarat",
      ]),
    );
    expect(screen.getByText("Searching every category and provider.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toHaveProperty("q", "baccarat"));

    // Nothing anywhere: the note says so and offers the categories.
    fireEvent.change(box, { target: { value: "zzz" } });
    const note = await screen.findByText(/No game in any category has “zzz”/);
    expect(note.textContent).toContain("Try fewer letters");
    expect(
      within(note)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Slots", "Live"]);
    await waitFor(() => expect(router.state.location.search).toHaveProperty("q", "zzz"));

    // The box emptied: the recent searches (the newest first) are one tap away.
    fireEvent.change(box, { target: { value: "" } });
    const recent = await screen.findByRole("group", { name: "Recent searches" });
    expect(
      within(recent)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["zzz", "baccarat", "Clear recent searches"]);
    fireEvent.click(within(recent).getByRole("button", { name: "baccarat" }));
    await waitFor(() => expect((box as HTMLInputElement).value).toBe("baccarat"));
    await waitFor(() => expect(screen.getAllByRole("button", { name: /^Play / })).toHaveLength(1));
  }, 15_000);
});
