// The deposit bonus on the deposit screen: an opt-in (never ticked for the player) with its
// terms before the deposit: the requirement, the largest stake while it is in play and the expiry
// (docs/bonus-rules.md). When this deposit cannot claim it, the platform's reason shows instead.
import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans } from "@lingui/react/macro";
import type { BonusOffer } from "../../../api/contract/bonus";
import { bonusQueryOptions } from "../../../api/endpoints/bonus";
import { useMoney } from "../../shell";

export function BonusOptIn({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (claim: boolean) => void;
}) {
  const { data } = useQuery(bonusQueryOptions());
  const offer = data?.offer;
  const termsId = useId();
  const boxId = useId();
  if (!offer) return null;
  if (!offer.eligible) {
    return (
      <p className="muted deposit-bonus" role="note">
        {offer.reason}
      </p>
    );
  }
  // The terms describe the box; its name stays the short label.
  return (
    <div className="deposit-bonus">
      <input
        id={boxId}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={termsId}
      />
      <span>
        <label htmlFor={boxId}>
          <Trans>Add my deposit bonus</Trans>
        </label>
        <small id={termsId} className="muted">
          <BonusTerms offer={offer} />
        </small>
      </span>
    </div>
  );
}

/** The offer's terms in a sentence each. */
export function BonusTerms({ offer }: { offer: BonusOffer }) {
  const money = useMoney();
  const percent = offer.percent;
  const cap = offer.cap === null ? null : money(offer.cap);
  const minDeposit = money(offer.minDeposit);
  const wagering = offer.wagering;
  const maxStake = money(offer.maxStake);
  const days = offer.expiryDays;
  return (
    <>
      {cap === null ? (
        <Trans>
          {percent}% of this deposit as a bonus, for a deposit of at least {minDeposit}.
        </Trans>
      ) : (
        <Trans>
          {percent}% of this deposit as a bonus, up to {cap}, for a deposit of at least {minDeposit}
          .
        </Trans>
      )}{" "}
      <Trans>
        The bonus and its winnings can be withdrawn after bets of {wagering} times the bonus; until
        then each bet is at most {maxStake}, and after {days} days an unfinished bonus lapses. Your
        own money can always be withdrawn: doing so before that gives the bonus up.
      </Trans>
    </>
  );
}
