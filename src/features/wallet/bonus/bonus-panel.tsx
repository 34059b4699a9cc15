// What the player can take out now, and the bonus in play: its wagering progress, its limits and
// giving it up in one tap with the cost shown beside the button (docs/bonus-rules.md). Shown in
// the wallet and on the withdrawal screen before any amount is typed.
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ActiveBonus } from "../../../api/contract/bonus";
import { bonusQueryOptions, forfeitBonusMutationOptions } from "../../../api/endpoints/bonus";
import { toCents } from "../../../lib/money";
import { formatPlatformTime } from "../../../api/contract/platform-time";
import { FormRefusal } from "../../../components/form";
import { refusalMessage, useMoneyMutation } from "../../../api/money-submit";
import { useFeedback, useMoney } from "../../shell";

export function BonusPanel() {
  const money = useMoney();
  const { data } = useQuery(bonusQueryOptions());
  if (!data) return null;
  const withdrawable = money(data.withdrawable);
  return (
    <section className="card stack bonus-panel" aria-labelledby="bonus-panel-title">
      <p className="row" id="bonus-panel-title">
        <span className="muted">
          <Trans>Withdrawable now</Trans>
        </span>
        <strong>{withdrawable}</strong>
      </p>
      {data.review ? <p role="alert">{data.review.reason}</p> : null}
      {data.bonus ? <BonusInPlay bonus={data.bonus} /> : null}
    </section>
  );
}

function BonusInPlay({ bonus }: { bonus: ActiveBonus }) {
  const { t, i18n } = useLingui();
  const { toast } = useFeedback();
  const [refusal, setRefusal] = useState<string | null>(null);
  const forfeit = useMoneyMutation(forfeitBonusMutationOptions());
  const money = useMoney();
  const [amount, wagered, requirement, left, locked, maxStake] = [
    money(bonus.amount),
    money(bonus.wagered),
    money(bonus.requirement),
    money(bonus.left),
    money(bonus.locked),
    money(bonus.maxStake),
  ];
  const expires = formatPlatformTime(bonus.expiresAt, i18n.locale, "dateTime");
  // Whole percent for the bar: cents as integers, no float money.
  const done = Number((toCents(bonus.wagered) * 100n) / toCents(bonus.requirement));

  const onForfeit = async () => {
    setRefusal(null);
    const outcome = await forfeit.submit({ bonusId: bonus.id });
    if (!outcome) return;
    if (!outcome.ok) return setRefusal(refusalMessage(outcome.error));
    toast(t`Bonus given up`);
  };

  return (
    <div className="stack">
      <p className="row">
        <span className="muted">
          <Trans>Bonus in play</Trans>
        </span>
        <span>{amount}</span>
      </p>
      <progress max={100} value={done} aria-label={t`Wagering progress`} />
      <p>
        <Trans>
          Wagered {wagered} of {requirement}: {left} more in bets before the bonus and its winnings
          ({locked}) can be withdrawn.
        </Trans>
      </p>
      <p className="muted">
        <Trans>
          Bets are at most {maxStake} while the bonus is in play. It lapses on {expires}.
        </Trans>
      </p>
      <p className="muted">
        <Trans>Giving the bonus up takes back {locked}; your own money stays yours.</Trans>
      </p>
      <FormRefusal message={refusal} />
      <button
        type="button"
        className="btn"
        disabled={forfeit.pending}
        onClick={() => void onForfeit()}
      >
        <Trans>Give up the bonus ({locked})</Trans>
      </button>
    </div>
  );
}
