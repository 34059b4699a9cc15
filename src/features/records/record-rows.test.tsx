import { beforeAll, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import type { GameRecord } from "../../api/contract/records";
import { activateLocale, i18n, type Locale } from "../../lib/i18n";
import { TenantProvider } from "../../../tests/tenant-provider";
import { phoneZone } from "../../../tests/phone-zone";
import { GameRows } from "./record-rows";

// 02:30 UTC is 09:30 on a phone in Bangkok and the evening before in the platform's zone: the
// row shows the phone's time.
const AT = "2026-11-27T02:30:00Z";
const record = (id: number, bet: string, profit: string): GameRecord => ({
  id,
  plateType: "slot",
  gameId: `pg-00${id}`,
  gameName: `Game ${id}`,
  bet,
  win: "0.00",
  profit,
  validBet: bet,
  rebated: false,
  createdAt: AT,
});

async function renderRows(locale: Locale) {
  await activateLocale(locale);
  render(
    <TenantProvider currency="CNY">
      <I18nProvider i18n={i18n}>
        <GameRows
          items={[
            record(1, "10.00", "15.00"),
            record(2, "1200.00", "-1200.00"),
            record(3, "5.00", "0.00"),
          ]}
          summary={{ bet: "1215.00", win: "30.00", validBet: "1215.00", profit: "-1185.00" }}
        />
      </I18nProvider>
    </TenantProvider>,
  );
}

describe("bet records", () => {
  phoneZone("Asia/Bangkok");
  // Compiling the catalogs is the slow part: once, before the tests' own clocks start.
  beforeAll(async () => {
    await activateLocale("th");
    await activateLocale("en");
  });

  it("labels its columns and marks a win and a loss by sign and colour", async () => {
    await renderRows("en");
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Game", "Bet", "Win/loss"]);
    const rows = within(table).getAllByRole("row").slice(1);
    const outcome = (i: number) => within(rows[i]!).getAllByRole("cell")[1]!;
    // In the tenant's currency.
    expect(outcome(0).textContent).toBe("+CN¥15.00");
    expect(outcome(0).className).toContain("amount--win");
    expect(outcome(1).textContent).toBe("-CN¥1,200.00");
    expect(outcome(1).className).toContain("amount--loss");
    expect(outcome(2).textContent).toBe("CN¥0.00");
    expect(outcome(2).className).not.toMatch(/amount--(win|loss)/);
    // Each row is headed by its game, with the time in the locale's one format.
    expect(within(rows[0]!).getByRole("rowheader").textContent).toBe("Game 127/11/2026 09:30");
  });

  it("writes its figures and dates the Thai way", async () => {
    await renderRows("th");
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "เกม",
      "ยอดเดิมพัน",
      "ได้/เสีย",
    ]);
    expect(screen.getAllByRole("rowheader")[0]!.textContent).toMatch(
      /\d{2}\/\d{2}\/2569 \d{2}:\d{2}$/,
    );
    expect(screen.getAllByRole("cell")[1]!.textContent).toBe("+CN¥15.00");
  });
});
