// Passkeys (docs/passkeys.md), a section of the member's settings (`#passkeys`, no route of its
// own: the app's first load stays as it was): the member's passkeys with their dates, rename and
// remove, and adding one on this device after the same proof as any sensitive change. Where the
// browser has no passkeys the section says so; the list still shows (they work on the devices
// that made them).
import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { PASSKEY_NAME_MAX } from "../../../api/contract/constants";
import type { PasskeyInfo } from "../../../api/contract/passkeys";
import {
  addPasskey,
  passkeyRegistrationOptions,
  passkeysKey,
  passkeysQueryOptions,
  removePasskey,
  renamePasskey,
} from "../../../api/endpoints/passkeys";
import { Field, FormRefusal, SubmitButton, useGuardedSubmit } from "../../../components/form";
import { refusalMessage } from "../../../api/money-submit";
import { createPasskey, isPasskeyCancel, passkeysSupported } from "../../../lib/webauthn";
import { useFeedback } from "../../shell";
import { useMemberInfo } from "../use-member-info";
import { ReauthField, useReauth } from "./reauth-field";
import { formatPlatformTime } from "../../../api/contract/platform-time";

export function PasskeysSection() {
  const { data: passkeys } = useQuery(passkeysQueryOptions());
  const supported = passkeysSupported();
  return (
    <section id="passkeys" className="stack" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="screen__title">
        <Trans>Passkeys</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Sign in with your fingerprint, face or screen lock instead of your password. A passkey
          also confirms payout cards and other sensitive changes. Nothing secret is kept on the
          device, and a passkey works only on this site.
        </Trans>
      </p>
      {supported ? null : (
        <p className="card" role="status" data-testid="passkeys-unsupported">
          <Trans>
            This browser cannot use passkeys. Your passkeys still work on the devices that made
            them.
          </Trans>
        </p>
      )}
      <PasskeyList passkeys={passkeys} />
      {supported ? <AddPasskeyForm /> : null}
    </section>
  );
}

/**
 * At a password change: the member's passkeys, which keep signing in whatever the password is,
 * with a way to remove each (one made by whoever knew the old password goes with it). Nothing
 * when the member has none.
 */
export function PasskeysAtPasswordChange() {
  const { data: passkeys } = useQuery(passkeysQueryOptions());
  if (!passkeys?.length) return null;
  return (
    <section className="stack" aria-labelledby="pw-passkeys-title">
      <h2 id="pw-passkeys-title" className="screen__title">
        <Trans>Your passkeys</Trans>
      </h2>
      <p className="muted">
        <Trans>
          A new password does not change your passkeys: each still signs in. Remove any you do not
          recognise or no longer use.
        </Trans>
      </p>
      <PasskeyList passkeys={passkeys} />
    </section>
  );
}

function useDate() {
  const { i18n } = useLingui();
  return (iso: string) => formatPlatformTime(iso, i18n.locale, "dateTime");
}

function PasskeyList({ passkeys }: { passkeys: PasskeyInfo[] | undefined }) {
  const { t } = useLingui();
  if (!passkeys) return null;
  if (!passkeys.length) {
    return (
      <p className="card">
        <Trans>You have no passkeys yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="stack" aria-label={t`Your passkeys`}>
      {passkeys.map((p) => (
        <PasskeyItem key={p.id} passkey={p} />
      ))}
    </ul>
  );
}

function PasskeyItem({ passkey }: { passkey: PasskeyInfo }) {
  const { t } = useLingui();
  const date = useDate();
  const queryClient = useQueryClient();
  const { toast } = useFeedback();
  const { pending, run } = useGuardedSubmit();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);
  const settle = async (task: () => Promise<PasskeyInfo[]>, done: string) => {
    const outcome = await run(task);
    if (!outcome) return false;
    if (!outcome.ok) {
      setError(refusalMessage(outcome.error) ?? t`Something went wrong, please try again`);
      return false;
    }
    queryClient.setQueryData(passkeysKey(), outcome.result);
    toast(done);
    return true;
  };
  const label = passkey.name;
  const added = date(passkey.createdAt);
  const used = passkey.lastUsedAt ? date(passkey.lastUsedAt) : null;
  const rename = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t`Enter a name`);
    if (await settle(() => renamePasskey({ id: passkey.id, name }), t`Passkey renamed`)) {
      setRenaming(false);
    }
  };
  return (
    <li className="card stack" aria-label={passkey.name}>
      <strong>{passkey.name}</strong>
      <span className="muted">
        <Trans>Added {added}</Trans>
      </span>
      <span className="muted">
        {used ? <Trans>Last used {used}</Trans> : <Trans>Not used yet</Trans>}
      </span>
      {renaming ? (
        <form onSubmit={(e) => void rename(e)} noValidate>
          <Field
            label={t`Passkey name`}
            value={name}
            onValue={setName}
            maxLength={PASSKEY_NAME_MAX}
          />
          <SubmitButton pending={pending}>
            <Trans>Save name</Trans>
          </SubmitButton>
        </form>
      ) : (
        <div className="row">
          <button
            type="button"
            className="btn"
            aria-label={t`Rename ${label}`}
            onClick={() => setRenaming(true)}
          >
            <Trans>Rename</Trans>
          </button>
          <button
            type="button"
            className="btn"
            aria-label={t`Remove ${label}`}
            disabled={pending}
            onClick={() => void settle(() => removePasskey({ id: passkey.id }), t`Passkey removed`)}
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      )}
      <FormRefusal message={error} />
    </li>
  );
}

/** A default name that tells the member's devices apart. */
function deviceName(): string {
  const ua = navigator.userAgent;
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Mac OS/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /Linux/.test(ua)
            ? "Linux"
            : "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "";
  return [browser, os].filter(Boolean).join(" · ").slice(0, PASSKEY_NAME_MAX);
}

function AddPasskeyForm() {
  const { t } = useLingui();
  const { data: info } = useMemberInfo();
  const reauth = useReauth(info?.twoFactorEnabled ?? false);
  const [name, setName] = useState(deviceName);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { toast } = useFeedback();
  const { pending, run } = useGuardedSubmit();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (reauth.check()) return;
    setError(null);
    const proof = await reauth.proof({ action: "add-passkey" });
    if (!proof) return;
    const outcome = await run(async () => {
      const options = await passkeyRegistrationOptions(proof);
      const credential = await createPasskey(options);
      return addPasskey({ credential, ...(name.trim() ? { name: name.trim() } : {}) });
    });
    if (!outcome) return;
    if (!outcome.ok) {
      if (!isPasskeyCancel(outcome.error)) {
        setError(refusalMessage(outcome.error) ?? t`The passkey could not be added, try again`);
      }
      return;
    }
    reauth.clear();
    await queryClient.invalidateQueries({ queryKey: passkeysKey() });
    toast(t`Passkey added`);
  };
  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} noValidate>
      <h3>
        <Trans>Add a passkey on this device</Trans>
      </h3>
      <Field
        label={t`Passkey name`}
        hint={t`So you can tell your devices apart.`}
        value={name}
        onValue={setName}
        maxLength={PASSKEY_NAME_MAX}
      />
      <ReauthField {...reauth.field} />
      <FormRefusal message={error} />
      <SubmitButton pending={pending}>
        <Trans>Add a passkey</Trans>
      </SubmitButton>
    </form>
  );
}
