import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NEAR_MARGIN } from "./near-viewport";
import { TenantImage } from "./tenant-image";

/** An IntersectionObserver the test drives: `enter(el)` reports `el` as intersecting. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.watched.add(el);
  }
  unobserve(el: Element) {
    this.watched.delete(el);
  }
  disconnect() {
    this.watched.clear();
  }
  static enter(el: Element, isIntersecting = true) {
    for (const o of FakeObserver.all) {
      if (!o.watched.has(el)) continue;
      const entry = { target: el, isIntersecting } as IntersectionObserverEntry;
      o.callback([entry], o as unknown as IntersectionObserver);
    }
  }
  static watching() {
    return FakeObserver.all.reduce((n, o) => n + o.watched.size, 0);
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  // A new constructor per test: the module makes a new shared observer when the global changes.
  vi.stubGlobal("IntersectionObserver", class extends FakeObserver {});
});
afterEach(() => vi.unstubAllGlobals());

const box = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe("TenantImage near the viewport", () => {
  it("mounts a lazy image's <img> only once its box comes near the viewport", () => {
    const { container } = render(<TenantImage src="/a.svg" alt="Tile" aspectRatio={1} />);
    // Not near yet: the box keeps its size and its name, and nothing is fetched.
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("img", { name: "Tile" })).toBe(box(container));
    expect(box(container).dataset.imageState).toBe("loading");
    act(() => FakeObserver.enter(box(container), false));
    expect(container.querySelector("img")).toBeNull();

    act(() => FakeObserver.enter(box(container)));
    const img = screen.getByAltText("Tile");
    expect(img.getAttribute("src")).toBe("/a.svg");
    // Watched once: after coming near it stays mounted and is no longer observed.
    expect(FakeObserver.watching()).toBe(0);
    fireEvent.load(img);
    expect(box(container).dataset.imageState).toBe("loaded");
  });

  it("looks ahead by the margin, in the viewport and inside horizontal shelves", () => {
    render(<TenantImage src="/a.svg" alt="Tile" />);
    expect(FakeObserver.all).toHaveLength(1);
    expect(FakeObserver.all[0]!.options).toMatchObject({
      rootMargin: NEAR_MARGIN,
      scrollMargin: NEAR_MARGIN,
    });
  });

  it("shares one observer between all the images of a screen", () => {
    render(
      <>
        {Array.from({ length: 12 }, (_, i) => (
          <TenantImage key={i} src={`/g${i}.svg`} alt={`Game ${i}`} />
        ))}
      </>,
    );
    expect(FakeObserver.all).toHaveLength(1);
    expect(FakeObserver.watching()).toBe(12);
  });

  it("mounts an eager image at once, unobserved", () => {
    render(<TenantImage src="/hero.svg" alt="Hero" loading="eager" fetchPriority="high" />);
    expect(screen.getByAltText("Hero").getAttribute("loading")).toBe("eager");
    expect(FakeObserver.watching()).toBe(0);
  });

  it("stops watching a box that unmounts before it came near", () => {
    const { unmount } = render(<TenantImage src="/a.svg" alt="Tile" />);
    expect(FakeObserver.watching()).toBe(1);
    unmount();
    expect(FakeObserver.watching()).toBe(0);
  });
});
