// Re-authentication of a sensitive change: binding a payout card, changing phone or
// email. The form asks, in the same form and request, for the login password, or for the current
// authenticator code when two-factor is on (the platform then accepts only the code); or, on a
// device that has one of the member's passkeys, the passkey (passkey-proof.tsx).
import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { PasskeyAssertion } from "../../../api/contract/passkeys";
import type { ReauthProof } from "../../../api/contract/reauth";
import { CODE_RE } from "../../../api/contract/rules";
import { codeInputProps, Field, PasswordField } from "../../../components/form";
import { PasskeyProof } from "./passkey-proof";

/**
 * The proof's state for a form: `problem()` says what is missing before sending (null: nothing),
 * `proof()` is what the request carries, `field` is the input to render (see ReauthField).
 */
export function useReauth(twoFactor: boolean) {
  const { t } = useLingui();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [passkey, setPasskey] = useState<PasskeyAssertion | null>(null);
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
  /** A passkey's answer is good for one request: a refusal asks for it again. */
  const proof = (): ReauthProof => {
    if (!passkey) return twoFactor ? { code: value } : { passWord: value };
    setPasskey(null);
    return { passkey };
  };
  /** After a success: a password or a code is never kept in the form. */
  const clear = () => {
    setValue("");
    setError(null);
    setPasskey(null);
  };
  const onPasskey = (p: PasskeyAssertion) => {
    setPasskey(p);
    setError(null);
  };
  return {
    field: { twoFactor, value, onValue: setValue, error, passkey: !!passkey, onPasskey },
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
  /** A passkey has answered: it is the proof, no field is needed. */
  passkey?: boolean;
  onPasskey?: (p: PasskeyAssertion) => void;
}) {
  const { t } = useLingui();
  const alt = onPasskey ? <PasskeyProof confirmed={passkey} onPasskey={onPasskey} /> : null;
  if (passkey) return alt;
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
