import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Game } from "../../api/contract/games";
import { ImageHostProvider } from "../media";
import { GameGrid, lobbyPageSize } from "./game-grid";
import { testGames } from "./test-games";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(() => vi.unstubAllGlobals());

/** Stubs IntersectionObserver; the returned function reports every watched element in range. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[]; on: boolean }[] =
    [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      o: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.o = { callback, elements: [], on: true };
        observers.push(this.o);
      }
      observe(el: Element) {
        this.o.elements.push(el);
      }
      unobserve(el: Element) {
        this.o.elements = this.o.elements.filter((x) => x !== el);
      }
      disconnect() {
        this.o.on = false;
      }
    },
  );
  return () => {
    for (const o of observers.filter((x) => x.on)) {
      const entries = o.elements.map((target) => ({ target, isIntersecting: true }));
      o.callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
    }
  };
}

const games = testGames(60);

function renderGrid(props: { columns?: number; resetKey?: string; list?: Game[] } = {}) {
  const onPlay = vi.fn();
  const ui = (p: typeof props) => (
    <I18nProvider i18n={i18n}>
      <ImageHostProvider cdnDomain="">
        <GameGrid
          games={p.list ?? games}
          columns={p.columns}
          resetKey={p.resetKey ?? "slot"}
          favourites={[]}
          onToggleFavourite={() => {}}
          onPlay={onPlay}
        />
      </ImageHostProvider>
    </I18nProvider>
  );
  const view = render(ui(props));
  return { ...view, onPlay, update: (p: typeof props) => view.rerender(ui(p)) };
}

const tiles = () =>
  within(screen.getByRole("list", { name: "Games" })).getAllByRole("button", { name: /^Play / });

describe("lobbyPageSize", () => {
  it("is a screenful of whole rows of the preset's columns (3 when unset or out of range)", () => {
    expect(lobbyPageSize(undefined)).toBe(18);
    expect(lobbyPageSize(2)).toBe(10);
    expect(lobbyPageSize(3)).toBe(18);
    expect(lobbyPageSize(4)).toBe(32);
    expect(lobbyPageSize(5)).toBe(50);
    expect(lobbyPageSize(9)).toBe(18);
  });
});

/** A page at the default 3 columns. */
const PAGE = lobbyPageSize(undefined);

describe("GameGrid", () => {
  it("renders one page, and 'Show more games' adds the next and focuses its first game", () => {
    renderGrid();
    expect(tiles()).toHaveLength(PAGE);
    const more = screen.getByRole("button", { name: "Show more games" });
    expect(more.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(more.getAttribute("aria-describedby")!)?.textContent).toBe(
      `Showing ${PAGE} of 60 games`,
    );
    act(() => fireEvent.click(more));
    expect(tiles()).toHaveLength(2 * PAGE);
    expect(document.activeElement).toBe(tiles()[PAGE]);
    while (tiles().length < 60)
      act(() => fireEvent.click(screen.getByRole("button", { name: "Show more games" })));
    expect(tiles()).toHaveLength(60);
    expect(screen.queryByRole("button", { name: "Show more games" })).toBeNull();
  });

  it("after a page added by scrolling, the button focuses the first game its user has not reached", () => {
    const reachSentinel = stubObserver();
    renderGrid();
    const more = screen.getByRole("button", { name: "Show more games" });
    act(() => more.focus());
    // Bringing the button into view brings the sentinel above it into range too.
    act(() => reachSentinel());
    expect(tiles()).toHaveLength(2 * PAGE);
    act(() => fireEvent.click(more));
    expect(tiles()).toHaveLength(3 * PAGE);
    expect(document.activeElement).toBe(tiles()[PAGE]);
  });

  it("keeps keyboard focus when scrolling adds the last page and the button goes away", () => {
    const reachSentinel = stubObserver();
    renderGrid({ list: games.slice(0, 2 * PAGE - 4) });
    act(() => screen.getByRole("button", { name: "Show more games" }).focus());
    act(() => reachSentinel());
    expect(tiles()).toHaveLength(2 * PAGE - 4);
    expect(screen.queryByRole("button", { name: "Show more games" })).toBeNull();
    expect(document.activeElement).toBe(tiles()[PAGE]);
  });

  it("loads the first row's art eagerly and the rest lazily", () => {
    const { container } = renderGrid({ columns: 4 });
    const loading = [...container.querySelectorAll("img")].map((img) =>
      img.getAttribute("loading"),
    );
    expect(loading.slice(0, 4)).toEqual(["eager", "eager", "eager", "eager"]);
    expect(new Set(loading.slice(4))).toEqual(new Set(["lazy"]));
  });

  it("goes back to the first page when the filter changes", () => {
    const { update } = renderGrid();
    act(() => fireEvent.click(screen.getByRole("button", { name: "Show more games" })));
    expect(tiles()).toHaveLength(2 * PAGE);
    update({ resetKey: "slot|pg", list: games.slice(0, 50) });
    expect(tiles()).toHaveLength(PAGE);
  });
});
