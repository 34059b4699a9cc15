// The member's latest deposit orders with their status, read again while any is pending.
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { depositOrdersQueryOptions } from "../../../api/endpoints/deposit";
import { useMoney } from "../../shell";

const POLL_MS = 2_000;

export function RecentDeposits() {
  const { t } = useLingui();
  const money = useMoney();
  const { data } = useQuery({
    ...depositOrdersQueryOptions({ pageIndex: 1, pageSize: 5 }),
    refetchInterval: (q) =>
      q.state.data?.items.some((o) => o.status === "pending") ? POLL_MS : false,
  });
  if (!data || data.items.length === 0) return null;
  return (
    <section className="card" aria-labelledby="recent-deposits">
      <h2 id="recent-deposits" className="modal__title">
        <Trans>Recent deposits</Trans>
      </h2>
      <ul className="list">
        {data.items.map((o) => (
          <li key={o.id} className="row" data-status={o.status}>
            <span className="order-ref">{o.reference}</span>
            <span className="muted">{o.status === "pending" ? t`Pending` : t`Credited`}</span>
            <span className="amount">{money(o.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
