import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { ApiError, ApiErrorKind } from "./client";
import { useMoneyMutation, useMoneySubmit } from "./money-submit";

const apiError = (kind: ApiErrorKind, status = 0) =>
  new ApiError({ kind, status, message: "x", method: "POST", path: "/p" });

describe("useMoneySubmit", () => {
  it("ignores a second confirm while the first runs (one request, one key)", async () => {
    let resolve!: (v: string) => void;
    const call = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const { result } = renderHook(() => useMoneySubmit(call));
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.submit({ amount: "10.00" });
      second = result.current.submit({ amount: "10.00" });
    });
    expect(await second).toBeNull();
    await act(async () => {
      resolve("ok");
      await first;
    });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("reuses the key only when the platform never answered", async () => {
    const keys: string[] = [];
    const call = vi.fn((_b: { amount: string }, o: { idempotencyKey: string }) => {
      keys.push(o.idempotencyKey);
      const n = keys.length;
      if (n === 1) return Promise.reject(apiError(ApiErrorKind.Network));
      if (n === 3) return Promise.reject(apiError(ApiErrorKind.Http, 422));
      return Promise.resolve("ok");
    });
    const { result } = renderHook(() => useMoneySubmit(call));
    const body = { amount: "10.00" };
    await act(() => result.current.submit(body)); // network failure
    await act(() => result.current.submit(body)); // retry: same key, succeeds
    await act(() => result.current.submit(body)); // new intent: new key, refused
    await act(() => result.current.submit(body)); // after a refusal: a new key again
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
    expect(keys[3]).not.toBe(keys[2]);
  });
});

describe("useMoneyMutation", () => {
  afterEach(() => onlineManager.setOnline(true));

  it("offline, calls through at once (the client refuses): a money move is never queued", async () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const mutationFn = vi.fn((_v: { body: { amount: string }; idempotencyKey: string }) =>
      Promise.reject(apiError(ApiErrorKind.Offline)),
    );
    const { result } = renderHook(() => useMoneyMutation({ mutationFn }), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(QueryClientProvider, { client }, children),
    });
    const outcome = await act(() => result.current.submit({ amount: "10.00" }));
    expect(outcome).toMatchObject({ ok: false });
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(mutationFn.mock.calls[0]![0].body).toEqual({ amount: "10.00" });
  });
});
