import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, renderHook, screen } from "@testing-library/react";
import { usePagedList, visibleCount } from "./use-paged-list";

const items = Array.from({ length: 100 }, (_, i) => i);

/** A controllable IntersectionObserver: `fire(true)` reports every watched element in range. */
class FakeObserver {
  static all: FakeObserver[] = [];
  elements: Element[] = [];
  disconnected = false;
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.elements.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  fire(isIntersecting: boolean) {
    const entries = this.elements.map((target) => ({ target, isIntersecting }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}
const live = () => FakeObserver.all.filter((o) => !o.disconnected);

let renders = 0;
/** Renders the sentinel after the list as the lobby's grid does. */
function Paged({ list, size }: { list: readonly number[]; size: number }) {
  const { visible, hasMore, sentinelRef } = usePagedList(list, size, "a");
  renders++;
  return (
    <>
      <p data-testid="count">{visible.length}</p>
      {hasMore ? <div ref={sentinelRef} data-testid="sentinel" /> : null}
    </>
  );
}
const shown = () => Number(screen.getByTestId("count").textContent);

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe("visibleCount", () => {
  it("is whole pages, capped by the list", () => {
    expect(visibleCount(1, 24, 300)).toBe(24);
    expect(visibleCount(3, 24, 300)).toBe(72);
    expect(visibleCount(13, 24, 300)).toBe(300);
    expect(visibleCount(1, 24, 5)).toBe(5);
    expect(visibleCount(0, 24, 300)).toBe(24);
  });
});

describe("usePagedList", () => {
  it("shows the first page, then one more page per showMore until the end", () => {
    const { result } = renderHook(() => usePagedList(items, 40, "a"));
    expect(result.current.visible).toEqual(items.slice(0, 40));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.showMore());
    expect(result.current.visible).toHaveLength(80);
    act(() => result.current.showMore());
    expect(result.current.visible).toEqual(items);
    expect(result.current.hasMore).toBe(false);
  });

  it("starts over at the first page when the reset key changes", () => {
    const { result, rerender } = renderHook(({ key }) => usePagedList(items, 10, key), {
      initialProps: { key: "slot|" },
    });
    act(() => result.current.showMore());
    act(() => result.current.showMore());
    expect(result.current.visible).toHaveLength(30);
    rerender({ key: "slot|pg" });
    expect(result.current.visible).toHaveLength(10);
    rerender({ key: "slot|pg" });
    expect(result.current.visible).toHaveLength(10);
  });

  it("adds a page when the sentinel comes into range, and re-arms after each page", () => {
    render(<Paged list={items} size={30} />);
    const sentinel = screen.getByTestId("sentinel");
    expect(live()).toHaveLength(1);
    expect(live()[0]!.elements).toEqual([sentinel]);
    expect(live()[0]!.options?.rootMargin).toMatch(/px/);

    act(() => live()[0]!.fire(false));
    expect(shown()).toBe(30);
    act(() => live()[0]!.fire(true));
    expect(shown()).toBe(60);
    // A fresh observer watches the sentinel for the next page; the old one is gone.
    expect(live()).toHaveLength(1);
    act(() => live()[0]!.fire(true));
    act(() => live()[0]!.fire(true));
    expect(shown()).toBe(100);
    // Everything shown: nothing is watched any more.
    expect(live()).toHaveLength(0);
  });

  it("shows everything without an observer when the list fits one page", () => {
    render(<Paged list={items.slice(0, 5)} size={24} />);
    expect(shown()).toBe(5);
    expect(screen.queryByTestId("sentinel")).toBeNull();
    expect(live()).toHaveLength(0);
  });

  it("watches the sentinel without rendering the list a second time", () => {
    renders = 0;
    render(<Paged list={items} size={30} />);
    expect(live()).toHaveLength(1);
    expect(renders).toBe(1);
  });
});
