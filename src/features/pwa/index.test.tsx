import { Component, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";

afterEach(() => {
  vi.doUnmock("./pwa-chrome");
  vi.useRealTimers();
});

class Boundary extends Component<{ onError: (e: unknown) => void; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

describe("PwaChrome", () => {
  it("leaves itself out, without an error, when its chunk cannot be loaded", async () => {
    vi.useFakeTimers();
    vi.resetModules();
    vi.doMock("./pwa-chrome", () => Promise.reject(new Error("chunk failed")));
    const { PwaChrome } = await import("./index");
    const errors: unknown[] = [];
    const { container } = render(
      <Boundary onError={(e) => errors.push(e)}>
        <QueryClientProvider client={new QueryClient()}>
          <PwaChrome letters={0} chat={0} chatUnread={() => 0} inApp={false} />
          <p>screen</p>
        </QueryClientProvider>
      </Boundary>,
    );
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("screen");
  });
});
