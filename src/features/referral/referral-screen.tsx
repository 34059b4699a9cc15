// `referral`: "Promote and earn" (docs/referrals.md). The member's own referral code and the
// register link that carries it (copy, or the system share sheet where the browser has one), how
// it works in plain words, and how many sign-ups the code brought. A visitor is asked to log in.
import { useAtomValue } from "jotai";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useRouter } from "@tanstack/react-router";
import { referralQueryOptions } from "../../api/endpoints/referral";
import { CopyIcon } from "../../components/icons";
import { isLoggedInAtom } from "../session";
import { ScreenHeader, useCopy, useLocaleParam, useSiteConfig } from "../shell";
import "./referral.css";

export function ReferralScreen() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <main className="referral">
      <ScreenHeader title={<Trans>Promote and earn</Trans>} />
      {loggedIn ? <MemberReferral /> : <SignInPrompt />}
      <HowItWorks />
    </main>
  );
}

function SignInPrompt() {
  const locale = useLocaleParam();
  const router = useRouter();
  const here = router.state.location.href;
  return (
    <section className="referral__card">
      <p>
        <Trans>Log in to see your referral code and the link to share with friends.</Trans>
      </p>
      <p className="referral__actions">
        <Link
          className="btn btn--primary"
          to="/{-$locale}/login"
          params={{ locale }}
          search={{ redirect: here }}
        >
          <Trans>Log in</Trans>
        </Link>
        <Link className="btn" to="/{-$locale}/register" params={{ locale }}>
          <Trans context="tab bar">Register</Trans>
        </Link>
      </p>
    </section>
  );
}

function MemberReferral() {
  const { t } = useLingui();
  const locale = useLocaleParam();
  const router = useRouter();
  const copy = useCopy();
  const company = useSiteConfig()?.companyPageName ?? "";
  const { data, isError, refetch } = useQuery(referralQueryOptions());

  if (isError) {
    return (
      <section className="referral__card" role="alert">
        <p>
          <Trans>Your referral code could not be loaded.</Trans>
        </p>
        <button type="button" className="btn" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </button>
      </section>
    );
  }
  if (!data) {
    return (
      <section className="referral__card" aria-busy="true">
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      </section>
    );
  }

  const { code, signUps, notCounted } = data;
  const link = new URL(
    router.buildLocation({ to: "/{-$locale}/register", params: { locale }, search: { ref: code } })
      .href,
    window.location.origin,
  ).href;
  const canShare = typeof navigator.share === "function";
  const share = () =>
    navigator
      .share({
        title: company,
        text: t`Join me on ${company}: sign up with my code ${code}.`,
        url: link,
      })
      // Closing the share sheet rejects; nothing to say.
      .catch(() => undefined);

  return (
    <>
      <section className="referral__card" aria-labelledby="referral-code">
        <h2 id="referral-code">
          <Trans>Your referral code</Trans>
        </h2>
        <p className="referral__value">
          <strong id="referral-code-value" className="referral__code">
            {code}
          </strong>
          {/* Named by its visible word (a label that differs fails in languages without spaces). */}
          <button
            type="button"
            className="btn"
            aria-describedby="referral-code-value"
            onClick={() => void copy(code)}
          >
            <CopyIcon size="1.1em" />
            <Trans>Copy</Trans>
          </button>
        </p>
        <h2 id="referral-link">
          <Trans>Your invitation link</Trans>
        </h2>
        <p className="referral__value">
          {/* A field, not text: one line the player can scroll and select, never broken mid-word. */}
          <input
            className="referral__link"
            aria-labelledby="referral-link"
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
          />
        </p>
        <p className="referral__actions">
          <button type="button" className="btn" onClick={() => void copy(link)}>
            <CopyIcon size="1.1em" />
            <Trans>Copy the link</Trans>
          </button>
          {canShare ? (
            <button type="button" className="btn btn--primary" onClick={() => void share()}>
              <Trans>Share</Trans>
            </button>
          ) : null}
        </p>
      </section>
      <section className="referral__card" aria-labelledby="referral-count">
        <h2 id="referral-count">
          <Trans>Sign-ups with your code</Trans>
        </h2>
        <p className="referral__count">
          <Trans>Friends signed up: {signUps}</Trans>
        </p>
        {notCounted > 0 ? (
          <p className="muted">
            <Trans>
              Not counted, as they share your device, real name or payout card: {notCounted}
            </Trans>
          </p>
        ) : null}
      </section>
    </>
  );
}

function HowItWorks() {
  return (
    <section className="referral__card" aria-labelledby="referral-how">
      <h2 id="referral-how">
        <Trans>How it works</Trans>
      </h2>
      <ol className="referral__steps">
        <li>
          <Trans>Send your link to a friend, or tell them your code.</Trans>
        </li>
        <li>
          <Trans>
            Your friend signs up through the link, or types your code in the invitation code box
            when registering.
          </Trans>
        </li>
        <li>
          <Trans>
            The sign-up is counted here. A sign-up from your own device, or with your real name or
            payout card, is not: one person counts once.
          </Trans>
        </li>
        <li>
          <Trans>
            Rewards for invitations are set by customer service; ask them what this site pays.
          </Trans>
        </li>
      </ol>
    </section>
  );
}
