// The member's latest withdrawals with their status, read again while any is still pending.
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { withdrawalsQueryOptions } from "../../../api/endpoints/withdrawal";
import { useMoney } from "../../shell";

const POLL_MS = 2_000;

export function RecentWithdrawals() {
  const { t } = useLingui();
  const money = useMoney();
  const { data } = useQuery({
    ...withdrawalsQueryOptions({ pageIndex: 1, pageSize: 5 }),
    refetchInterval: (q) =>
      q.state.data?.items.some((w) => w.status === "pending") ? POLL_MS : false,
  });
  if (!data || data.items.length === 0) return null;
  return (
    <section className="card" aria-labelledby="recent-withdrawals">
      <h2 id="recent-withdrawals" className="modal__title">
        <Trans>Recent withdrawals</Trans>
      </h2>
      <ul className="list">
        {data.items.map((w) => (
          <li key={w.id} className="row" data-status={w.status}>
            <span>
              <span className="order-ref">{w.reference}</span> {w.maskedAccountNo}
            </span>
            <span className="muted">{w.status === "pending" ? t`Pending` : t`Paid out`}</span>
            <span className="amount">{money(w.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
