// Two-factor authenticator (docs/product.md §2 setting/authenticator): scan the QR of GenerateQrUri (drawn
// with uqr), confirm with a current code and the login password (re-authentication) to
// turn it on; a current code, or one of the member's passkeys, turns it off again.
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  disableAuthenticator,
  enableAuthenticator,
  qrUriQueryOptions,
} from "../../../api/endpoints/member";
import { useFeedback } from "../../shell";
import {
  codeInputProps,
  FormRefusal,
  Field,
  SubmitButton,
  useGuardedSubmit,
} from "../../../components/form";
import { refusalMessage } from "../../../api/money-submit";
import { CODE_RE } from "../../../api/contract/rules";
import { QrCode } from "../../../components/qr-code";
import { MemberPage, useCopy } from "../../shell";
import { disableAuthenticatorWithPasskey } from "../../../api/endpoints/passkeys";
import { useMemberInfo, useRefreshMemberInfo } from "../use-member-info";
import { PasskeyProof, passkeyProof } from "./passkey-proof";
import { ReauthField, useReauth } from "./reauth-field";
import { GroupedCode } from "../../../components/grouped-code";

export function AuthenticatorScreen() {
  const { data: info } = useMemberInfo();
  return (
    <MemberPage title={<Trans>Two-factor authenticator</Trans>}>
      {!info ? null : info.twoFactorEnabled ? <DisableForm /> : <EnableForm />}
    </MemberPage>
  );
}

/** `action` answers null when it sent nothing (the proof's own field says why). */
function useCodeForm(
  action: (p: { code: string }) => Promise<unknown>,
  done: string,
  /** Another field's problem, checked after the code (null: none). */
  check: () => string | null = () => null,
) {
  const { t } = useLingui();
  const { toast } = useFeedback();
  const refresh = useRefreshMemberInfo();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useGuardedSubmit();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!CODE_RE.test(code)) return setError(t`Enter the 6-digit code`);
    const problem = check();
    if (problem) return setError(problem);
    setError(null);
    const outcome = await run(() => action({ code }));
    if (!outcome) return;
    if (!outcome.ok) return setError(refusalMessage(outcome.error));
    if (outcome.result === null) return;
    setCode("");
    toast(done);
    await refresh();
  };
  /** The same end through a passkey's answer instead of the code. */
  const withPasskey = async (task: () => Promise<unknown>) => {
    const outcome = await run(task);
    if (!outcome) return;
    if (!outcome.ok) return setError(refusalMessage(outcome.error));
    toast(done);
    await refresh();
  };
  return { code, setCode, error, pending, onSubmit, withPasskey };
}

function EnableForm() {
  const { t } = useLingui();
  const copy = useCopy();
  const { data: qr } = useQuery(qrUriQueryOptions());
  // The login password confirms it, or one of the member's passkeys in its place.
  const reauth = useReauth(false);
  const f = useCodeForm(
    async (p) => {
      const proof = await reauth.proof({ action: "enable-2fa" });
      // No answer from the passkey: the field says why, and nothing is sent.
      return proof ? enableAuthenticator(p, proof) : null;
    },
    t`Two-factor authentication is on`,
    () => reauth.check(),
  );
  return (
    <>
      <p className="muted">
        <Trans>
          Scan the code with an authenticator app, then enter the 6-digit code it shows. Logins and
          withdrawals will ask for a code.
        </Trans>
      </p>
      {qr ? (
        <section className="card stack" style={{ justifyItems: "center" }}>
          <QrCode value={qr.qrUri} label={t`Authenticator QR code`} />
          <p className="amount" data-testid="totp-secret">
            <GroupedCode value={qr.secret} />
          </p>
          <button type="button" className="btn" onClick={() => void copy(qr.secret)}>
            <Trans>Copy key</Trans>
          </button>
        </section>
      ) : null}
      <form onSubmit={(e) => void f.onSubmit(e)} noValidate>
        <Field
          label={t`Authenticator code`}
          autoComplete="one-time-code"
          {...codeInputProps}
          value={f.code}
          onValue={f.setCode}
        />
        {/* The form's refusal line says what is missing; the field does not repeat it. */}
        <ReauthField {...reauth.field} error={null} />
        <FormRefusal message={f.error} />
        <SubmitButton pending={f.pending} disabled={!qr}>
          <Trans>Turn on</Trans>
        </SubmitButton>
      </form>
    </>
  );
}

function DisableForm() {
  const { t } = useLingui();
  const f = useCodeForm(disableAuthenticator, t`Two-factor authentication is off`);
  return (
    <>
      <p className="card" role="status">
        <Trans>Two-factor authentication is on.</Trans>
      </p>
      <form onSubmit={(e) => void f.onSubmit(e)} noValidate>
        <Field
          label={t`Authenticator code`}
          autoComplete="one-time-code"
          {...codeInputProps}
          value={f.code}
          onValue={f.setCode}
          error={f.error}
        />
        <SubmitButton pending={f.pending}>
          <Trans>Turn off</Trans>
        </SubmitButton>
      </form>
      <PasskeyProof
        chosen={false}
        disabled={f.pending}
        onChoose={() =>
          void f.withPasskey(async () =>
            disableAuthenticatorWithPasskey(await passkeyProof({ action: "disable-2fa" })),
          )
        }
      />
    </>
  );
}
