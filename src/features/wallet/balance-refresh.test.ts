import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { BALANCE_REFRESH_DELAY_MS } from "../../lib/constants";
import { requestBalanceRefresh } from "./balance-refresh";
import { interpolateCents, useAnimatedCents } from "./animated-money";

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      "setTimeout",
      "clearTimeout",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "performance",
      "Date",
    ],
  });
});
afterEach(() => vi.useRealTimers());

function deps() {
  let loading = false;
  const read = vi.fn(() => Promise.resolve("12.00"));
  return {
    read,
    d: {
      isLoading: () => loading,
      setLoading: (v: boolean) => {
        loading = v;
      },
      read,
    },
    loading: () => loading,
  };
}

describe("balance refresh rules", () => {
  it("waits 1 s, then reads once", async () => {
    const { d, read, loading } = deps();
    expect(requestBalanceRefresh(d)).toBe(true);
    expect(loading()).toBe(true);
    vi.advanceTimersByTime(BALANCE_REFRESH_DELAY_MS - 1);
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(loading()).toBe(false);
  });

  it("is ignored while loading", async () => {
    const { d, read } = deps();
    requestBalanceRefresh(d);
    expect(requestBalanceRefresh(d)).toBe(false);
    vi.advanceTimersByTime(BALANCE_REFRESH_DELAY_MS);
    expect(requestBalanceRefresh(d)).toBe(false);
    await vi.runAllTimersAsync();
    expect(read).toHaveBeenCalledTimes(1);
    expect(requestBalanceRefresh(d)).toBe(true);
  });

  it("ends loading when the read fails", async () => {
    const { d, loading } = deps();
    d.read.mockImplementationOnce(() => Promise.reject(new Error("offline")));
    requestBalanceRefresh(d);
    await vi.runAllTimersAsync();
    expect(loading()).toBe(false);
  });
});

describe("balance animation", () => {
  it("interpolates in whole cents and lands exactly", () => {
    expect(interpolateCents(0n, 1001n, 0.5)).toBe(500n);
    expect(interpolateCents(1000n, 0n, 0.25)).toBe(750n);
    expect(interpolateCents(5n, 1234567n, 1)).toBe(1234567n);
  });

  it("animates from the previous value to the new one", () => {
    const { result, rerender } = renderHook(({ v }) => useAnimatedCents(v, 600), {
      initialProps: { v: 10_000n as bigint | undefined },
    });
    act(() => vi.advanceTimersByTime(20));
    expect(result.current).toBe(10_000n);
    rerender({ v: 20_000n });
    expect(result.current).toBe(10_000n);
    act(() => vi.advanceTimersByTime(300));
    const mid = result.current!;
    expect(mid > 10_000n && mid < 20_000n).toBe(true);
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe(20_000n);
  });

  it("shows the first value at once", () => {
    const { result, rerender } = renderHook(({ v }) => useAnimatedCents(v), {
      initialProps: { v: undefined as bigint | undefined },
    });
    expect(result.current).toBeUndefined();
    rerender({ v: 500n });
    expect(result.current).toBe(500n);
  });
});
