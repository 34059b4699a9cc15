// The activity statement in the records (docs/product.md §10 "Activity statement"): deposits,
// withdrawals, net deposits, bonuses and win/loss for the chosen days, then win/loss per game
// type, each in the tenant's currency; the same figures download as a CSV file.
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { activityStatementQueryOptions } from "../../api/endpoints/records";
import { useMoney, useSiteConfig } from "../shell";
import { outcomeClass } from "./record-rows";
import { downloadCsv, statementCsv, type StatementLabels } from "./statement-csv";

export function Statement({
  startDate,
  endDate,
  gameName,
}: {
  startDate: string;
  endDate: string;
  gameName: (plateType: string) => string;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const currency = useSiteConfig()?.currency ?? "";
  const q = useQuery(activityStatementQueryOptions({ startDate, endDate }));
  const st = q.data;
  if (!st) {
    return (
      <p className="muted" role="status">
        {q.isError ? <Trans>The statement could not be loaded.</Trans> : <Trans>Loading…</Trans>}
      </p>
    );
  }
  const lines: StatementLabels["lines"] = [
    ["deposits", t`Deposits`],
    ["withdrawals", t`Withdrawals`],
    ["netDeposits", t`Net deposits`],
    ["bonuses", t`Bonuses and rebates`],
    ["winLoss", t`Win/loss`],
  ];
  // A win or a loss shows by its sign as well as its colour.
  const signed = (v: string) => (Number(v) > 0 ? `+${money(v)}` : money(v));
  const onDownload = () =>
    downloadCsv(
      `statement-${st.startDate}-${st.endDate}.csv`,
      statementCsv(
        st,
        {
          period: t`Period`,
          item: t`Item`,
          amount: t`Amount`,
          currency: t`Currency`,
          gameType: t`Game type`,
          bets: t`Bets`,
          winLoss: t`Win/loss`,
          lines,
        },
        currency,
        gameName,
      ),
    );
  return (
    <>
      <dl className="card list statement" data-testid="statement">
        {lines.map(([key, label]) => (
          <div key={key} className="row">
            <dt>{label}</dt>
            <dd className={`amount ${key === "winLoss" ? outcomeClass(st.winLoss) : ""}`}>
              {key === "winLoss" ? signed(st.winLoss) : money(st[key])}
            </dd>
          </div>
        ))}
      </dl>
      {st.games.length > 0 ? (
        <table className="card records-table" data-testid="statement-games">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Game type</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Bets</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Win/loss</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {st.games.map((g) => (
              <tr key={g.plateType}>
                <th scope="row">{gameName(g.plateType)}</th>
                <td className="num amount">{money(g.bet)}</td>
                <td className={`num amount ${outcomeClass(g.winLoss)}`}>{signed(g.winLoss)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">
          <Trans>No bets in this range.</Trans>
        </p>
      )}
      <button type="button" className="btn btn--block" onClick={onDownload}>
        <Trans>Download as CSV</Trans>
      </button>
    </>
  );
}
