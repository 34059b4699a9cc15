// The activity statement as a CSV file the player downloads: the figures of the screen, one per
// row, as exact decimals with the currency's code beside them (a spreadsheet reads them as
// numbers), the labels in the page's language. A byte-order mark first, so a spreadsheet reads
// Chinese and Thai labels as UTF-8.
import type { ActivityStatement } from "../../api/contract/records";

/** A cell as CSV writes it: quoted when it holds a separator, a quote or a line break; a text
 * that a spreadsheet would run as a formula is prefixed with an apostrophe. */
function cell(value: string, text = false): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The summary's figures, in the screen's order. */
export type StatementLine = "deposits" | "withdrawals" | "netDeposits" | "bonuses" | "winLoss";

export interface StatementLabels {
  item: string;
  amount: string;
  currency: string;
  period: string;
  gameType: string;
  bets: string;
  winLoss: string;
  /** The summary's rows, in the screen's order. */
  lines: [StatementLine, string][];
}

export function statementCsv(
  st: ActivityStatement,
  labels: StatementLabels,
  currency: string,
  gameName: (plateType: string) => string,
): string {
  const rows: string[][] = [
    [cell(labels.period, true), st.startDate, st.endDate],
    [cell(labels.item, true), cell(labels.amount, true), cell(labels.currency, true)],
    ...labels.lines.map(([key, label]) => [cell(label, true), st[key], currency]),
    [],
    [
      cell(labels.gameType, true),
      cell(labels.bets, true),
      cell(labels.winLoss, true),
      cell(labels.currency, true),
    ],
    ...st.games.map((g) => [cell(gameName(g.plateType), true), g.bet, g.winLoss, currency]),
  ];
  return `\uFEFF${rows.map((r) => r.join(",")).join("\r\n")}\r\n`;
}

/** Hands the file to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.click();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url));
}
