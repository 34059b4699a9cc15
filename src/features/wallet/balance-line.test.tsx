import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { Provider as JotaiProvider, createStore } from "jotai";
import { QueryClientProvider } from "@tanstack/react-query";
import { tenantClient } from "../../../tests/tenant-provider";
import { BALANCE_REFRESH_DELAY_MS } from "../../lib/constants";
import type * as WalletEndpoints from "../../api/endpoints/wallet";

type Wallets = Awaited<ReturnType<typeof WalletEndpoints.getPlateTypeList>>;
const getPlateTypeList = vi.fn<() => Promise<Wallets>>();
vi.mock("../../api/endpoints/wallet", async (importOriginal) => {
  const real = await importOriginal<typeof WalletEndpoints>();
  return {
    ...real,
    getPlateTypeList: () => getPlateTypeList(),
    totalBalanceQueryOptions: () => ({
      ...real.totalBalanceQueryOptions(),
      queryFn: () => getPlateTypeList(),
    }),
  };
});
/** The main wallet and the slot wallet holding these amounts. */
const wallets = (sys: string, slot: string): Wallets => [
  { plateType: "sys", name: "Main wallet", balance: sys },
  { plateType: "slot", name: "Slots", balance: slot },
  { plateType: "live", name: "Live", balance: "0.00" },
];
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
  getPlateTypeList.mockReset();
});
afterEach(() => vi.useRealTimers());

function renderLine() {
  const client = tenantClient("CNY");
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
  it("shows every wallet together with 2 decimals, refreshes after 1 s and animates to the new value", async () => {
    getPlateTypeList
      .mockResolvedValueOnce(wallets("0.00", "10000.00"))
      .mockResolvedValueOnce(wallets("10250.50", "0.00"));
    renderLine();
    const value = screen.getByRole("status", { name: "Balance" });
    await act(() => vi.advanceTimersByTimeAsync(20));
    // After a game: the money the game's wallet holds is the member's balance, not 0.00.
    expect(value.textContent).toBe("CN¥10,000.00");

    const button = screen.getByRole("button", { name: "Refresh balance" });
    fireEvent.click(button);
    fireEvent.click(button); // ignored while loading
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_REFRESH_DELAY_MS - 10));
    expect(getPlateTypeList).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(getPlateTypeList).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(250));
    const mid = value.textContent;
    expect(mid).not.toBe("CN¥10,000.00");
    expect(mid).not.toBe("CN¥10,250.50");
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(value.textContent).toBe("CN¥10,250.50");
  });

  it("shows the split one tap away: the main wallet and each game wallet that holds money", async () => {
    getPlateTypeList.mockResolvedValueOnce(wallets("12.50", "30.05"));
    renderLine();
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(screen.getByRole("status", { name: "Balance" }).textContent).toBe("CN¥42.55");
    const toggle = screen.getByRole("button", { name: "Balance by wallet" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("list", { name: "Balance by wallet" })).toBeNull();
    fireEvent.click(toggle);
    const split = screen.getByRole("list", { name: "Balance by wallet" });
    expect([...split.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Main walletCN¥12.50",
      "SlotsCN¥30.05",
    ]);
  });
});
