// A deposit order's receipt: its reference, amount, status and what to do next, polled while pending;
// when it is credited every balance is read again, so the balance line animates to the new value.
// Just after confirming (`receipt`), it is brought into view and focused: the player's eyes are
// on the button they tapped, further down.
import { useEffect, useId, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import {
  depositOrderQueryOptions,
  invalidateAfterDepositCredited,
} from "../../../api/endpoints/deposit";
import { DEPOSIT_CREDITED_EVENT } from "../../../api/contract/constants";
import { compareMoney } from "../../../lib/money";
import { useLocaleParam } from "../../shell";
import { useMoney } from "../../shell";

const POLL_MS = 1_000;

export function DepositOrderStatus({ id, receipt = false }: { id: number; receipt?: boolean }) {
  const money = useMoney();
  const locale = useLocaleParam();
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  const queryClient = useQueryClient();
  const { data: order } = useQuery({
    ...depositOrderQueryOptions(id),
    refetchInterval: (q) => (q.state.data?.status === "confirmed" ? false : POLL_MS),
  });
  const credited = order?.status === "confirmed";
  const wasPending = useRef(false);
  useEffect(() => {
    if (order?.status === "pending") wasPending.current = true;
  }, [order?.status]);
  const shown = order !== undefined;
  useEffect(() => {
    if (!credited) return;
    void invalidateAfterDepositCredited(queryClient);
    // Seen credited here, not read as credited from the start: a receipt the player watched.
    if (wasPending.current) window.dispatchEvent(new Event(DEPOSIT_CREDITED_EVENT));
  }, [credited, queryClient]);
  useEffect(() => {
    if (!receipt || !shown || !box.current) return;
    box.current.scrollIntoView({ block: "start" });
    box.current.focus({ preventScroll: true });
  }, [receipt, shown]);
  if (!order) return null;
  const amount = money(order.amount);
  // The reference the player reads out to customer service, never the row number.
  const reference = order.reference;
  // Orders from before the platform knew bonuses carry none.
  const bonus = order.bonus && compareMoney(order.bonus, "0") > 0 ? money(order.bonus) : null;
  return (
    <section
      ref={box}
      className="card stack"
      aria-labelledby={titleId}
      aria-live="polite"
      tabIndex={-1}
      data-order-status={order.status}
    >
      <h2 id={titleId} className="row deposit-receipt__title">
        <span>
          <Trans>Order {reference}</Trans>
        </span>
        <span className="amount">{amount}</span>
      </h2>
      <p role="status" className={credited ? undefined : "muted"}>
        {credited ? <Trans>Credited</Trans> : <Trans>Pending confirmation…</Trans>}
      </p>
      {credited && bonus ? (
        <p className="deposit-receipt__bonus">
          <Trans>Deposit bonus credited: {bonus}</Trans>
        </p>
      ) : null}
      {credited ? (
        <p>
          <Trans>The amount is in your balance: you can play now.</Trans>{" "}
          <Link to="/{-$locale}" params={{ locale }}>
            <Trans>Choose a game</Trans>
          </Link>
        </p>
      ) : (
        <p>
          <Trans>
            Pay this amount by the channel you chose. It is credited here as soon as the payment is
            confirmed.
          </Trans>
        </p>
      )}
    </section>
  );
}
