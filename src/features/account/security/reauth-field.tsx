// Re-authentication of a sensitive change: binding a payout card, changing phone or
// email. The form asks, in the same form and request, for the login password, or for the current
// authenticator code when two-factor is on (the platform then accepts only the code); or, on a
// device that has one of the member's passkeys, the passkey (passkey-proof.tsx), asked when the
// change is sent and for that change alone.
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { ProofFor, ReauthProof } from "../../../api/contract/reauth";
import { CODE_RE } from "../../../api/contract/rules";
import { refusalMessage } from "../../../api/money-submit";
import { codeInputProps, Field, PasswordField } from "../../../components/form";
import { isPasskeyCancel } from "../../../lib/webauthn";
import { PasskeyProof, passkeyProof } from "./passkey-proof";

/**
 * The proof's state for a form: `problem()` says what is missing before sending (null: nothing),
 * `proof()` is what the request carries, `field` is the input to render (see ReauthField).
 */
export function useReauth(twoFactor: boolean) {
  const { t } = useLingui();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [passkey, setPasskey] = useState(false);
  const problem = () =>
    passkey
      ? null
      : twoFactor
        ? CODE_RE.test(value)
          ? null
          : t`Enter the 6-digit code of your authenticator to confirm`
        : value
          ? null
          : t`Enter your login password to confirm`;
  /** Checks the proof before sending; shows and answers its problem. */
  const check = () => {
    const p = problem();
    setError(p);
    return p;
  };
  /**
   * What the request for `change` carries. With the passkey chosen, the passkey answers now, for
   * this change alone; null when it gave no answer (cancelled, or refused: the field says why).
   */
  const proof = async (change: ProofFor): Promise<ReauthProof | null> => {
    if (!passkey) return twoFactor ? { code: value } : { passWord: value };
    setError(null);
    try {
      return { passkey: await passkeyProof(change) };
    } catch (e) {
      if (!isPasskeyCancel(e)) {
        setError(refusalMessage(e) ?? t`The passkey could not be used, try again`);
      }
      return null;
    }
  };
  /** After a success: a password or a code is never kept in the form. */
  const clear = () => {
    setValue("");
    setError(null);
    setPasskey(false);
  };
  const onPasskey = () => {
    setPasskey(true);
    setError(null);
  };
  return {
    field: { twoFactor, value, onValue: setValue, error, passkey, onPasskey },
    check,
    proof,
    clear,
  };
}

export function ReauthField({
  twoFactor,
  value,
  onValue,
  error,
  passkey = false,
  onPasskey,
}: {
  twoFactor: boolean;
  value: string;
  onValue: (v: string) => void;
  error: string | null;
  /** The passkey is chosen as the proof: no field is needed. */
  passkey?: boolean;
  onPasskey?: () => void;
}) {
  const { t } = useLingui();
  const alt = onPasskey ? <PasskeyProof chosen={passkey} onChoose={onPasskey} /> : null;
  if (passkey) {
    return (
      <>
        {alt}
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
      </>
    );
  }
  const field = twoFactor ? (
    <Field
      label={t`Authenticator code`}
      hint={t`To confirm this change, enter the code your authenticator shows.`}
      autoComplete="one-time-code"
      {...codeInputProps}
      value={value}
      onValue={onValue}
      error={error}
    />
  ) : (
    <PasswordField
      label={t`Login password`}
      hint={t`To confirm this change, enter your login password.`}
      autoComplete="current-password"
      value={value}
      onValue={onValue}
      error={error}
    />
  );
  return (
    <>
      {field}
      {alt}
    </>
  );
}
