// A deposit order's status, polled while pending; when it is credited every balance is read
// again, so the balance line animates to the new value.
import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  depositOrderQueryOptions,
  invalidateAfterDepositCredited,
} from "../../../api/endpoints/deposit";
import { formatMoney } from "../../../lib/money";

const POLL_MS = 1_000;

export function DepositOrderStatus({ id }: { id: number }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data: order } = useQuery({
    ...depositOrderQueryOptions(id),
    refetchInterval: (q) => (q.state.data?.status === "confirmed" ? false : POLL_MS),
  });
  const credited = order?.status === "confirmed";
  useEffect(() => {
    if (!credited) return;
    void invalidateAfterDepositCredited(queryClient);
  }, [credited, queryClient]);
  if (!order) return null;
  const amount = formatMoney(order.amount, i18n.locale);
  const orderId = order.id;
  return (
    <section className="card" aria-live="polite" data-order-status={order.status}>
      <p className="row">
        <span>
          <Trans>Order {orderId}</Trans>
        </span>
        <span className="amount">{amount}</span>
      </p>
      <p role="status" className={credited ? undefined : "muted"}>
        {credited ? <Trans>Credited</Trans> : <Trans>Pending confirmation…</Trans>}
      </p>
    </section>
  );
}
