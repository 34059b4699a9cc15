import { Trans, useLingui } from "@lingui/react/macro";
import type {
  GameRecord,
  GameRecordsResult,
  TradeKind,
  TradeRecord,
} from "../../api/contract/records";
import { formatMoney } from "../../lib/money";
import { formatRecordTime } from "./dates";

export function GameRows({
  items,
  summary,
}: {
  items: GameRecord[];
  summary: GameRecordsResult["summary"] | undefined;
}) {
  const { i18n } = useLingui();
  const m = (v: string) => formatMoney(v, i18n.locale);
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
              <Trans>Profit</Trans>
            </dt>
            <dd className="amount">{m(summary.profit)}</dd>
          </div>
        </dl>
      ) : null}
      <ul className="list card" data-testid="game-records">
        {items.map((r) => (
          <li key={r.id} className="row">
            <span>
              {r.gameName}
              <br />
              <small className="muted">{formatRecordTime(r.createdAt, i18n.locale)}</small>
            </span>
            <span className="amount">{m(r.bet)}</span>
            <span className="amount">{m(r.profit)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function TradeRows({ items }: { items: TradeRecord[] }) {
  const { t, i18n } = useLingui();
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
          <span className="amount">{formatMoney(r.amount, i18n.locale)}</span>
        </li>
      ))}
    </ul>
  );
}
