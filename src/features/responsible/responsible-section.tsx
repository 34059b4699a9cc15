// Responsible gaming (docs/product.md §10), reachable from the member centre and the deposit page:
// deposit limits, a reality-check reminder, time-out and self-exclusion. The platform enforces
// them; this explains what each does before the member commits to it.
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponsibleGamingState, TimeoutDuration } from "../../api/contract/responsible";
import { REALITY_CHECK_MINUTES, SELF_EXCLUSION_MONTHS, TIMEOUT_DURATIONS } from "./options";
import {
  responsibleGamingQueryOptions,
  selfExclude,
  setRealityCheck,
  setTimeOut,
} from "../../api/endpoints/responsible";
import { queryKeys } from "../../api/query-keys";
import { Dialog } from "../../components/dialog";
import { SelectField, useGuardedSubmit } from "../../components/form";
import { refusalMessage } from "../../api/money-submit";
import { useFeedback } from "../shell";
import { DepositLimits } from "./deposit-limits";
import { ReauthField, useMemberInfo, useReauth } from "../account";
import { formatUntil } from "./format";

type Pending = { kind: "timeout"; duration: TimeoutDuration } | { kind: "exclude"; months: number };

export function ResponsibleGamingSection() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { toast, dialog } = useFeedback();
  const { data: state } = useQuery(responsibleGamingQueryOptions());
  const { pending, run } = useGuardedSubmit();
  const [confirm, setConfirm] = useState<Pending | null>(null);
  // Self-exclusion and deposit limits are confirmed with the login password (or the code).
  const { data: info } = useMemberInfo();
  const reauth = useReauth(info?.twoFactorEnabled ?? false);

  const apply = async (task: () => Promise<ResponsibleGamingState>, done: string) => {
    const outcome = await run(task);
    if (!outcome) return;
    if (!outcome.ok) {
      const msg = refusalMessage(outcome.error);
      if (msg) dialog(msg);
      return;
    }
    queryClient.setQueryData(queryKeys.member.responsible(), outcome.result);
    toast(done);
  };
  const onConfirm = async (c: Pending) => {
    if (c.kind === "timeout") {
      setConfirm(null);
      return apply(() => setTimeOut({ duration: c.duration }), t`Time-out started`);
    }
    if (reauth.check()) return;
    const months = c.months as 6;
    const proof = await reauth.proof({ action: "self-exclude", request: { months } });
    if (!proof) return;
    setConfirm(null);
    await apply(() => selfExclude({ months, ...proof }), t`Self-exclusion started`);
    reauth.clear();
  };

  const durations: Record<TimeoutDuration, string> = {
    "24h": t`24 hours`,
    "7d": t`7 days`,
    "30d": t`30 days`,
  };
  const reality = REALITY_CHECK_MINUTES.map((n) => ({
    value: String(n),
    label: n === 0 ? t`Off` : t`Every ${n} minutes`,
  }));
  const blockedUntil = state?.selfExclusionUntil ?? state?.timeoutUntil ?? null;
  const until = blockedUntil ? formatUntil(blockedUntil, i18n.locale) : "";

  return (
    <section id="responsible" className="stack" aria-labelledby="responsible-title">
      <h2 id="responsible-title" className="screen__title">
        <Trans>Responsible gaming</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Lowering a limit applies at once; raising or removing one takes effect after 24 hours.
        </Trans>
      </p>
      {state ? (
        <div className="card">
          <ReauthField {...reauth.field} />
        </div>
      ) : null}
      {state ? <DepositLimits state={state} reauth={reauth} /> : null}
      {state ? (
        <div className="card">
          <SelectField
            label={t`Reality check`}
            value={String(state.realityCheckMinutes)}
            onValue={(v) =>
              void apply(() => setRealityCheck({ minutes: Number(v) as 0 }), t`Reality check saved`)
            }
            options={reality}
          />
        </div>
      ) : null}
      {blockedUntil ? (
        <p className="card" role="status">
          {state?.selfExclusionUntil ? (
            <Trans>You are self-excluded until {until}.</Trans>
          ) : (
            <Trans>You are on a time-out until {until}.</Trans>
          )}
        </p>
      ) : null}
      <div className="card stack">
        <strong>
          <Trans>Take a time-out</Trans>
        </strong>
        <p className="muted">
          <Trans>No deposits, transfers or games until it ends. You can still withdraw.</Trans>
        </p>
        <div className="chips chips--even">
          {TIMEOUT_DURATIONS.map((d) => (
            <button
              key={d}
              type="button"
              className="btn"
              disabled={pending}
              onClick={() => setConfirm({ kind: "timeout", duration: d })}
            >
              {durations[d]}
            </button>
          ))}
        </div>
      </div>
      <div className="card stack">
        <strong>
          <Trans>Self-exclusion</Trans>
        </strong>
        <p className="muted">
          <Trans>Closes your account to play for months; it cannot be shortened.</Trans>
        </p>
        <div className="chips chips--even">
          {SELF_EXCLUSION_MONTHS.map((n) => (
            <button
              key={n}
              type="button"
              className="btn"
              disabled={pending}
              onClick={() => setConfirm({ kind: "exclude", months: n })}
            >
              {t`${n} months`}
            </button>
          ))}
        </div>
      </div>
      {confirm ? (
        <Dialog
          role="alertdialog"
          title={confirm.kind === "timeout" ? t`Take a time-out?` : t`Exclude yourself?`}
          onClose={() => setConfirm(null)}
          actions={
            <>
              <button type="button" className="btn" onClick={() => setConfirm(null)}>
                <Trans>Cancel</Trans>
              </button>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => void onConfirm(confirm)}
              >
                <Trans>Confirm</Trans>
              </button>
            </>
          }
        >
          <p>
            <Trans>It starts at once and cannot be undone before it ends.</Trans>
          </p>
          {confirm.kind === "exclude" ? <ReauthField {...reauth.field} /> : null}
        </Dialog>
      ) : null}
    </section>
  );
}
