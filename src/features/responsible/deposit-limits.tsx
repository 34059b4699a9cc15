// Deposit limits per day / week / month (docs/product.md §10): lowering applies at once, raising or
// removing after the cooling-off; the platform's answer is the whole new state.
import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type {
  DepositLimitState,
  LimitPeriod,
  ResponsibleGamingState,
} from "../../api/contract/responsible";
import { setDepositLimit } from "../../api/endpoints/responsible";
import { queryKeys } from "../../api/query-keys";
import { parseAmountInput } from "../../lib/money";
import { Field, useGuardedSubmit } from "../../components/form";
import { refusalMessage } from "../../api/money-submit";
import type { useReauth } from "../account";
import { useFeedback } from "../shell";
import { formatUntil } from "./format";
import { PlatformDayNote, useMoney } from "../shell";

type Reauth = ReturnType<typeof useReauth>;

/** The rows share one re-authentication field (rendered by the section, above them). */
export function DepositLimits({
  state,
  reauth,
}: {
  state: ResponsibleGamingState;
  reauth: Reauth;
}) {
  return (
    <>
      <PlatformDayNote />
      {state.limits.map((l) => (
        <LimitRow key={l.period} limit={l} reauth={reauth} />
      ))}
    </>
  );
}

function LimitRow({ limit, reauth }: { limit: DepositLimitState; reauth: Reauth }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { toast } = useFeedback();
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useGuardedSubmit();
  const names: Record<LimitPeriod, string> = {
    day: t`Daily limit`,
    week: t`Weekly limit`,
    month: t`Monthly limit`,
  };
  const m = useMoney();
  const periodName = names[limit.period];
  const current = limit.limit === null ? t`No limit` : m(limit.limit);
  const used = m(limit.used);
  const change = async (value: string | null) => {
    setError(null);
    if (reauth.check()) return;
    const request = { period: limit.period, amount: value };
    const proof = await reauth.proof({ action: "deposit-limit", request });
    if (!proof) return;
    const outcome = await run(() => setDepositLimit({ ...request, ...proof }));
    if (!outcome) return;
    if (!outcome.ok) return setError(refusalMessage(outcome.error));
    queryClient.setQueryData(queryKeys.member.responsible(), outcome.result);
    reauth.clear();
    setAmount("");
    const after = outcome.result.limits.find((l) => l.period === limit.period);
    toast(after?.pending ? t`Saved: the change applies after the cooling-off` : t`Limit saved`);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseAmountInput(amount);
    if (!parsed.ok || parsed.cents === 0n) return setError(t`Enter a valid amount`);
    void change(parsed.value);
  };
  const next = limit.pending?.limit;
  const pendingLimit = next == null ? t`no limit` : m(next);
  const pendingAt = limit.pending ? formatUntil(limit.pending.effectiveAt, i18n.locale) : "";
  return (
    <form className="card" onSubmit={onSubmit} noValidate data-period={limit.period}>
      <p className="row">
        <strong>{periodName}</strong>
        <span className="amount">{current}</span>
      </p>
      <p className="muted">
        <Trans>Deposited in this period: {used}</Trans>
      </p>
      {limit.pending ? (
        <p className="muted">
          <Trans>
            Changes to {pendingLimit} on {pendingAt}
          </Trans>
        </p>
      ) : null}
      <Field
        label={t`New ${periodName}`}
        inputMode="decimal"
        value={amount}
        onValue={setAmount}
        error={error}
        after={
          <button type="submit" className="btn" disabled={pending}>
            <Trans>Set</Trans>
          </button>
        }
      />
      {limit.limit !== null ? (
        <button type="button" className="btn" disabled={pending} onClick={() => void change(null)}>
          <Trans>Remove limit</Trans>
        </button>
      ) : null}
    </form>
  );
}
