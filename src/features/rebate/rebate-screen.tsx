// Self-service rebate (docs/product.md §2 member/return): the rate, what the valid bets not yet rebated
// would pay per platform, and claiming it into the main wallet (a money mutation).
import { useSuspenseQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  getVipReturnMutationOptions,
  searchVipReturnQueryOptions,
  vipGroupReturnQueryOptions,
} from "../../api/endpoints/rebate";

import { MemberPage } from "../shell";
import { refusalMessage, useMoneyMutation } from "../../api/money-submit";
import { useFeedback } from "../shell";
import { BalanceLine } from "../wallet";
import { useMoney } from "../shell";

export function RebateScreen() {
  const { t } = useLingui();
  const { toast, dialog } = useFeedback();
  // Both primed by the route loader.
  const group = useSuspenseQuery(vipGroupReturnQueryOptions());
  const search = useSuspenseQuery(searchVipReturnQueryOptions());
  const { pending, submit } = useMoneyMutation(getVipReturnMutationOptions());
  const m = useMoney();
  const rate = group.data?.ratePercent ?? "";
  const min = group.data ? m(group.data.minClaim) : "";

  const onClaim = async () => {
    const outcome = await submit(null);
    if (!outcome) return;
    if (!outcome.ok) {
      const msg = refusalMessage(outcome.error);
      if (msg) dialog(msg);
      return;
    }
    const amount = m(outcome.result.amount);
    // The options' onSuccess has read what is left to claim and every balance again.
    toast(t`Rebate of ${amount} claimed`);
  };

  const data = search.data;
  const total = data ? m(data.amount) : "";
  return (
    <MemberPage title={<Trans>Self-service rebate</Trans>}>
      <section className="card">
        <BalanceLine />
      </section>
      {group.data && !group.data.enabled ? (
        <p className="muted">
          <Trans>Rebate is not available for your account.</Trans>
        </p>
      ) : null}
      {group.data?.enabled ? (
        <p className="muted">
          <Trans>
            You get {rate}% of your valid bets back; claims start at {min}.
          </Trans>
        </p>
      ) : null}
      {data ? (
        <>
          <table className="card records-table" aria-label={t`Rebate per platform`}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Platform</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Valid bets</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Rebate</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.lines.map((l) => (
                <tr key={l.plateType}>
                  <th scope="row">{l.name}</th>
                  <td className="num muted">{m(l.validBet)}</td>
                  <td className="num amount">{m(l.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="row card">
            <span>
              <Trans>Rebate to claim</Trans>
            </span>
            <span className="amount" data-testid="rebate-total">
              {total}
            </span>
          </p>
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={pending || !data.claimable}
            aria-busy={pending || undefined}
            onClick={() => void onClaim()}
          >
            <Trans>Claim rebate</Trans>
          </button>
          {!data.claimable ? (
            <p className="muted">
              <Trans>Nothing to claim yet: play to collect valid bets.</Trans>
            </p>
          ) : null}
        </>
      ) : null}
    </MemberPage>
  );
}
