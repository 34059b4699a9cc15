import { Trans, useLingui } from "@lingui/react/macro";
import type {
  GameRecord,
  GameRecordsResult,
  TradeKind,
  TradeRecord,
} from "../../api/contract/records";

import { formatRecordTime } from "./dates";
import { useMoney } from "../shell";

export function GameRows({
  items,
  summary,
}: {
  items: GameRecord[];
  summary: GameRecordsResult["summary"] | undefined;
}) {
  const { i18n } = useLingui();
  const m = useMoney();
  // A win or a loss shows by its sign as well as its colour.
  const signed = (v: string) => (Number(v) > 0 ? `+${m(v)}` : m(v));
  return (
    <>
      {summary ? (
        <dl className="card row records-summary">
          <div>
            <dt className="muted">
              <Trans>Bets</Trans>
            </dt>
            <dd className="amount">{m(summary.bet)}</dd>
          </div>
          <div>
            <dt className="muted">
              <Trans>Valid bets</Trans>
            </dt>
            <dd className="amount">{m(summary.validBet)}</dd>
          </div>
          <div>
            <dt className="muted">
              <Trans>Win/loss</Trans>
            </dt>
            <dd className={`amount ${outcomeClass(summary.profit)}`}>{signed(summary.profit)}</dd>
          </div>
        </dl>
      ) : null}
      <table className="card records-table" data-testid="game-records">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Game</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Bet</Trans>
            </th>
            <th scope="col" className="num">
              <Trans>Win/loss</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.id}>
              <th scope="row">
                {r.gameName}
                <br />
                <small className="muted">{formatRecordTime(r.createdAt, i18n.locale)}</small>
              </th>
              <td className="num amount">{m(r.bet)}</td>
              <td className={`num amount ${outcomeClass(r.profit)}`}>{signed(r.profit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Green for a win, red for a loss, nothing for even. */
export function outcomeClass(profit: string): string {
  const n = Number(profit);
  return n > 0 ? "amount--win" : n < 0 ? "amount--loss" : "";
}

export function TradeRows({ items }: { items: TradeRecord[] }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const kinds: Record<TradeKind, string> = {
    deposit: t`Deposit`,
    withdrawal: t`Withdrawal`,
    transfer: t`Transfer`,
    rebate: t`Rebate`,
    bonus: t`Bonus`,
    promotion: t`Deposit bonus`,
  };
  return (
    <ul className="list card" data-testid="trade-records">
      {items.map((r) => (
        <li key={r.id} className="row" data-kind={r.kind}>
          <span>
            {kinds[r.kind]}
            <br />
            <small className="muted">{formatRecordTime(r.createdAt, i18n.locale)}</small>
          </span>
          <span className="muted">{r.status === "pending" ? t`Pending` : t`Done`}</span>
          <span className="amount">{money(r.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
