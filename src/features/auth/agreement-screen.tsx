// The account-opening agreement (`protocal`, the platform's spelling). The platform has no call
// for it, so the text ships with the app in every language, naming the tenant. Register shows the
// same text in a dialog, so reading it never leaves the half-filled form.
import { Trans } from "@lingui/react/macro";
import { ScreenHeader, useSiteConfig } from "../shell";
import "./auth.css";

export function AgreementScreen() {
  return (
    <main className="auth agreement">
      <ScreenHeader title={<Trans>Account-opening agreement</Trans>} />
      <AgreementText />
    </main>
  );
}

export function AgreementText() {
  const company = useSiteConfig()?.companyPageName ?? "";
  return (
    <>
      <p>
        <Trans>
          By opening an account with {company} you accept the terms below. Please read them before
          you register.
        </Trans>
      </p>
      <h2>
        <Trans>1. Who may open an account</Trans>
      </h2>
      <p>
        <Trans>
          You must be at least 18 years old and allowed to take part in online gaming where you
          live. One person may hold one account.
        </Trans>
      </p>
      <h2>
        <Trans>2. Your account</Trans>
      </h2>
      <p>
        <Trans>
          Keep your password and withdrawal password secret and turn on two-factor authentication.
          You are responsible for everything done with your account.
        </Trans>
      </p>
      <h2>
        <Trans>3. Deposits and withdrawals</Trans>
      </h2>
      <p>
        <Trans>
          Deposits and withdrawals are made in your own name. We may ask you to confirm your
          identity before paying out, and refuse transactions that break these terms.
        </Trans>
      </p>
      <h2>
        <Trans>4. Responsible gaming</Trans>
      </h2>
      <p>
        <Trans>
          Play for fun, never to earn a living. You can set deposit limits, take a time-out or
          exclude yourself at any time from the member centre.
        </Trans>
      </p>
      <h2>
        <Trans>5. Privacy</Trans>
      </h2>
      <p>
        <Trans>
          We keep your data only to run your account and meet legal duties, and never sell it.
        </Trans>
      </p>
    </>
  );
}
