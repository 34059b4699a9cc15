// The activity statement on screen and as CSV: every figure in the tenant's currency and the
// page's language, and the downloaded file holds the same figures as the screen, row by row.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import type { ActivityStatement } from "../../api/contract/records";
import { configureApi, resetApiHooks } from "../../api/hooks";
import { resetRuntimeConfig, setRuntimeConfig } from "../../api/runtime-config";
import { formatMoney } from "../../lib/format";
import { activateLocale, i18n, type Locale } from "../../lib/i18n";
import { TenantProvider } from "../../../tests/tenant-provider";
import { Statement } from "./statement";

const STATEMENT: ActivityStatement = {
  startDate: "2026-11-01",
  endDate: "2026-11-27",
  deposits: "1234.63",
  withdrawals: "100.25",
  netDeposits: "1134.38",
  bonuses: "0.12",
  winLoss: "-15.36",
  games: [
    { plateType: "slot", bet: "19.36", winLoss: "-12.36" },
    { plateType: "fish", bet: "6.55", winLoss: "-3.00" },
  ],
};
const NAMES: Record<string, string> = { slot: "=SUM(A1), Slots", fish: "Fish" };

let file: { name: string; text: Promise<string> } | null;
beforeEach(() => {
  configureApi({ getToken: () => "tok" });
  setRuntimeConfig({ apiBase: "", encryptionKey: "k" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      expect(String(url)).toMatch(/\/api\/VipUser\/GetActivityStatement$/);
      expect(JSON.parse(String(init.body))).toEqual({
        startDate: "2026-11-01",
        endDate: "2026-11-27",
      });
      return new Response(
        JSON.stringify({ ok: true, result: STATEMENT, error: null, message: "" }),
      );
    }),
  );
  // The download: the file the browser is handed, not a navigation jsdom cannot make.
  file = null;
  let blob: Blob | null = null;
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: (b: Blob) => ((blob = b), "blob:x") }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    file = { name: this.download, text: blob!.text() };
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetApiHooks();
  resetRuntimeConfig();
});

const read = (s: string | null | undefined) => (s ?? "").replace(/[\u00a0\u202f]/g, " ");

async function show(locale: Locale) {
  await activateLocale(locale);
  render(
    <TenantProvider currency="THB">
      <I18nProvider i18n={i18n}>
        <Statement startDate="2026-11-01" endDate="2026-11-27" gameName={(p) => NAMES[p] ?? p} />
      </I18nProvider>
    </TenantProvider>,
  );
  await screen.findByTestId("statement");
}

/** CSV rows as cells (quoted cells unquoted), the byte-order mark dropped. */
function rows(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .filter((m) => m.index! < line.length || m[1] !== "")
        .map((m) => m[1]!.replace(/^"(.*)"$/s, "$1").replace(/""/g, '"')),
    );
}

describe("activity statement", () => {
  beforeAll(async () => {
    await activateLocale("th");
    await activateLocale("en");
  });

  it.each(["en", "th"] as const)("%s: the CSV holds the screen's figures", async (locale) => {
    await show(locale);
    const summary = [...screen.getByTestId("statement").querySelectorAll("div")].map((d) => [
      d.querySelector("dt")!.textContent!,
      read(d.querySelector("dd")!.textContent),
    ]);
    expect(summary).toHaveLength(5);
    const games = within(screen.getByTestId("statement-games"))
      .getAllByRole("row")
      .slice(1)
      .map((r) => [...r.children].map((c) => read(c.textContent)));

    fireEvent.click(screen.getByRole("button", { name: /CSV/ }));
    expect(file!.name).toBe("statement-2026-11-01-2026-11-27.csv");
    const csv = rows(await file!.text);
    expect(csv[0]!.slice(1)).toEqual(["2026-11-01", "2026-11-27"]);
    // The summary: each label with its exact amount and the currency's code, as on screen.
    const shown = (v: string, signed: boolean) =>
      read((signed && Number(v) > 0 ? "+" : "") + formatMoney(v, locale, "THB"));
    const lines = csv.slice(2, 7);
    expect(lines.map(([label]) => label)).toEqual(summary.map(([label]) => label));
    lines.forEach(([, amount, currency], i) => {
      expect(currency).toBe("THB");
      expect(shown(amount!, i === 4)).toBe(summary[i]![1]);
    });
    expect(lines.map(([, amount]) => amount)).toEqual([
      "1234.63",
      "100.25",
      "1134.38",
      "0.12",
      "-15.36",
    ]);
    // Per game type: the name as on screen (a formula-like name is kept as text), bets, win/loss.
    const perGame = csv.slice(8);
    expect(perGame.map(([name]) => name)).toEqual(["'=SUM(A1), Slots", "Fish"]);
    perGame.forEach(([, bet, winLoss], i) => {
      expect(shown(bet!, false)).toBe(games[i]![1]);
      expect(shown(winLoss!, true)).toBe(games[i]![2]);
    });
  });

  it("shows every amount in the tenant's currency, in the page's language", async () => {
    await show("th");
    expect(read(screen.getByTestId("statement").textContent)).toContain("฿1,234.63");
    expect(screen.getByRole("button", { name: /CSV/ })).toBeTruthy();
    expect(screen.queryByText("Deposits")).toBeNull();
  });
});
