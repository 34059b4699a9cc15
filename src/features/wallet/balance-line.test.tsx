import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { Provider as JotaiProvider, createStore } from "jotai";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BALANCE_REFRESH_DELAY_MS } from "../../lib/constants";
import type * as WalletEndpoints from "../../api/endpoints/wallet";

const refreshBalance = vi.fn<(plateType?: string) => Promise<string>>();
vi.mock("../../api/endpoints/wallet", async (importOriginal) => {
  const real = await importOriginal<typeof WalletEndpoints>();
  return {
    ...real,
    refreshBalance: (plateType?: string) => refreshBalance(plateType),
    balanceQueryOptions: (plateType = "sys") => ({
      queryKey: ["member", "wallet", "balance", plateType],
      queryFn: () => refreshBalance(plateType),
    }),
  };
});
const { BalanceLine } = await import("./balance-line");

i18n.loadAndActivate({ locale: "en", messages: {} });

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      "setTimeout",
      "clearTimeout",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "performance",
    ],
  });
  refreshBalance.mockReset();
});
afterEach(() => vi.useRealTimers());

function renderLine() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <JotaiProvider store={createStore()}>
        <QueryClientProvider client={client}>
          <BalanceLine />
        </QueryClientProvider>
      </JotaiProvider>
    </I18nProvider>,
  );
}

describe("BalanceLine", () => {
  it("shows the main wallet with 2 decimals, refreshes after 1 s and animates to the new value", async () => {
    refreshBalance.mockResolvedValueOnce("10000").mockResolvedValueOnce("10250.5");
    renderLine();
    const value = screen.getByRole("status", { name: "Balance" });
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(value.textContent).toBe("10,000.00");
    expect(refreshBalance).toHaveBeenCalledWith("sys");

    const button = screen.getByRole("button", { name: "Refresh balance" });
    fireEvent.click(button);
    fireEvent.click(button); // ignored while loading
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_REFRESH_DELAY_MS - 10));
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(refreshBalance).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(250));
    const mid = value.textContent;
    expect(mid).not.toBe("10,000.00");
    expect(mid).not.toBe("10,250.50");
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(value.textContent).toBe("10,250.50");
  });
});
