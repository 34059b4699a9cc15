import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterLoad, SETTLE_CAP_MS, useFirstScreenSettled } from "./first-screen-settled";

function Probe() {
  return <p>{useFirstScreenSettled() ? "settled" : "waiting"}</p>;
}

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

/** A request that never answers, in flight from now on. */
function fetchForever(client: QueryClient, key: string) {
  void client.prefetchQuery({ queryKey: [key], queryFn: () => new Promise<string>(() => {}) });
}

function renderWith(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, "readyState");
});

describe("useFirstScreenSettled", () => {
  it("waits while the first screen's requests are in flight, then settles in an idle moment", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const answer = deferred();
    void client.prefetchQuery({ queryKey: ["games"], queryFn: () => answer.promise });
    renderWith(client);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText("waiting")).toBeTruthy();

    await act(async () => answer.resolve("ok"));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText("settled")).toBeTruthy();
  });

  it("does not wait for ever on a screen that keeps fetching", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    fetchForever(client, "never");
    renderWith(client);
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_CAP_MS - 100));
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200)); // the cap
    await act(() => vi.advanceTimersByTimeAsync(100)); // then an idle moment
    expect(screen.getByText("settled")).toBeTruthy();
  });

  it("settles by the cap even when the page's load event never comes", async () => {
    vi.useFakeTimers();
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    renderWith(new QueryClient());
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_CAP_MS - 100));
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200)); // the cap
    await act(() => vi.advanceTimersByTimeAsync(100)); // then an idle moment
    expect(screen.getByText("settled")).toBeTruthy();
  });

  it("waits for the page's load event", async () => {
    vi.useFakeTimers();
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    renderWith(new QueryClient());
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText("waiting")).toBeTruthy();
    await act(async () => window.dispatchEvent(new Event("load")));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText("settled")).toBeTruthy();
  });

  it("watches the query cache only from the load event until the requests have settled", async () => {
    vi.useFakeTimers();
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const client = new QueryClient();
    const answer = deferred();
    void client.prefetchQuery({ queryKey: ["games"], queryFn: () => answer.promise });
    renderWith(client);
    // While the app starts, its queries' events reach no subscription of this hook.
    expect(client.getQueryCache().hasListeners()).toBe(false);
    await act(async () => window.dispatchEvent(new Event("load")));
    expect(client.getQueryCache().hasListeners()).toBe(true);
    await act(async () => answer.resolve("ok"));
    expect(client.getQueryCache().hasListeners()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText("settled")).toBeTruthy();
  });

  it("settles when the only request in flight is dropped from the cache", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    fetchForever(client, "dropped");
    renderWith(client);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText("waiting")).toBeTruthy();
    act(() => client.removeQueries({ queryKey: ["dropped"] }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText("settled")).toBeTruthy();
  });
});

describe("afterLoad", () => {
  it("runs at once after load, and can be cancelled before it", () => {
    const now = vi.fn();
    afterLoad(now);
    expect(now).toHaveBeenCalledTimes(1);

    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const later = vi.fn();
    const cancel = afterLoad(later);
    cancel();
    window.dispatchEvent(new Event("load"));
    expect(later).not.toHaveBeenCalled();
  });
});
