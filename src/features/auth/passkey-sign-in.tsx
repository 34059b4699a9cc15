// Signing in with a passkey on the login screen: a button, and the browser's passkey suggestions
// in the username field's autofill (conditional mediation) where the browser has them. After a
// password login on a device that can make passkeys, the offer to add one (once per account on
// this device: "Not now" is remembered).
import { useEffect, useEffectEvent, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LoginResult } from "../../api/contract/auth";
import {
  addPasskey,
  getPasskeys,
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
} from "../../api/endpoints/passkeys";
import { useGuardedSubmit } from "../../components/form";
import { refusalMessage } from "../../api/money-submit";
import {
  createPasskey,
  getPasskey,
  isPasskeyCancel,
  passkeyAutofillSupported,
  passkeysSupported,
  platformPasskeyAvailable,
} from "../../lib/webauthn";

async function signIn(): Promise<LoginResult> {
  const options = await passkeyLoginOptions();
  const credential = await getPasskey(options);
  return passkeyLogin({ credential });
}

/**
 * The passkey sign-in of the login screen. `onResult` finishes the sign-in; `onError` shows a
 * refusal (a cancelled prompt shows nothing).
 */
export function usePasskeySignIn(
  onResult: (r: LoginResult) => Promise<void>,
  onError: (message: string) => void,
) {
  const { t } = useLingui();
  const supported = passkeysSupported();
  const { pending, run } = useGuardedSubmit();
  const failed = (e: unknown) => {
    if (isPasskeyCancel(e)) return;
    onError(refusalMessage(e) ?? t`The passkey could not be used, try again`);
  };
  const found = useEffectEvent((r: LoginResult) => onResult(r));
  const refused = useEffectEvent(failed);

  // The autofill waits in the background for as long as the screen is open. Until the player
  // picks a passkey, nothing was asked of them: a browser that refuses the waiting request
  // itself (no passkey UI) shows nothing; a refusal of the passkey they picked is shown.
  useEffect(() => {
    if (!supported) return;
    let live = true;
    void (async () => {
      if (!(await passkeyAutofillSupported()) || !live) return;
      let options;
      try {
        options = await passkeyLoginOptions();
      } catch {
        return;
      }
      let credential;
      try {
        credential = await getPasskey(options, true);
      } catch {
        return;
      }
      try {
        const result = await passkeyLogin({ credential });
        if (live) await found(result);
      } catch (e) {
        if (live) refused(e);
      }
    })();
    return () => {
      live = false;
    };
  }, [supported]);

  const start = async () => {
    // A new ceremony replaces the autofill's waiting one.
    const outcome = await run(() => signIn());
    if (!outcome) return;
    if (outcome.ok) await onResult(outcome.result);
    else failed(outcome.error);
  };
  return { supported, pending, start };
}

export function PasskeySignInButton({
  pending,
  onStart,
}: {
  pending: boolean;
  onStart: () => void;
}) {
  return (
    <button
      type="button"
      className="auth-submit auth-submit--secondary"
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={onStart}
    >
      <Trans>Sign in with a passkey</Trans>
    </button>
  );
}

const offerKey = (userId: number) => `playfront.passkey-offer-dismissed.${userId}`;

/**
 * Whether to offer a passkey after this password login: a device that can make one, a member
 * without one, and no "Not now" for this account on this device before.
 */
export async function shouldOfferPasskey(userId: number): Promise<boolean> {
  try {
    if (localStorage.getItem(offerKey(userId))) return false;
    if (!(await platformPasskeyAvailable())) return false;
    return (await getPasskeys()).length === 0;
  } catch {
    return false;
  }
}

/**
 * "Sign in faster next time": adds a passkey with the password just typed as the proof (it was
 * checked a moment ago; nothing keeps it). Either way the member then continues.
 */
export function PasskeyOffer({
  userId,
  passWord,
  onDone,
}: {
  userId: number;
  passWord: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { pending, run } = useGuardedSubmit();
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    setError(null);
    const outcome = await run(async () => {
      const credential = await createPasskey(await passkeyRegistrationOptions({ passWord }));
      return addPasskey({ credential });
    });
    if (!outcome) return;
    if (outcome.ok) return onDone();
    if (!isPasskeyCancel(outcome.error)) {
      setError(refusalMessage(outcome.error) ?? t`The passkey could not be added, try again`);
    }
  };
  const notNow = () => {
    localStorage.setItem(offerKey(userId), "1");
    onDone();
  };
  return (
    <section className="auth__form" aria-labelledby="passkey-offer-title">
      <h2 id="passkey-offer-title" className="auth__title">
        <Trans>Sign in faster next time</Trans>
      </h2>
      <p>
        <Trans>
          Add a passkey and sign in with your fingerprint, face or screen lock instead of your
          password.
        </Trans>
      </p>
      {error ? (
        <p className="auth-error auth-error--form" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="auth-submit"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void add()}
      >
        <Trans>Add a passkey</Trans>
      </button>
      <button type="button" className="auth-submit auth-submit--secondary" onClick={notNow}>
        <Trans>Not now</Trans>
      </button>
    </section>
  );
}
