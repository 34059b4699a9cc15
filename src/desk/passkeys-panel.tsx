// The agent's passkeys (docs/desk.md "Who"): listed with Remove, and added on this device after
// the password is entered again. A passkey then signs the agent in without the password and code.
import { useEffect, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PasskeyInfo } from "../api/contract/passkeys";
import { createPasskey, isPasskeyCancel } from "../lib/webauthn";
import { desk, DeskError } from "./api";

export function PasskeysPanel(props: { onError: (err: unknown) => void }) {
  const { t } = useLingui();
  const [passkeys, setPasskeys] = useState<PasskeyInfo[] | null>(null);
  const [name, setName] = useState("");
  const [passWord, setPassWord] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { onError } = props;

  useEffect(() => {
    desk<PasskeyInfo[]>("GET", "/passkeys").then(setPasskeys).catch(onError);
  }, [onError]);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const options = await desk<Record<string, unknown> & { challenge: string }>(
        "POST",
        "/passkeys/options",
        { passWord },
      );
      const credential = await createPasskey(options);
      setPasskeys(
        await desk<PasskeyInfo[]>("POST", "/passkeys", {
          credential,
          ...(name.trim() ? { name: name.trim() } : {}),
        }),
      );
      setPassWord("");
      setName("");
    } catch (err) {
      if (err instanceof DeskError && err.status === 401) onError(err);
      else if (!isPasskeyCancel(err)) {
        setProblem(err instanceof DeskError ? err.message : t`The passkey could not be added.`);
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = (id: string) => {
    desk<PasskeyInfo[]>("POST", "/passkeys/remove", { id }).then(setPasskeys).catch(onError);
  };

  return (
    <section className="desk-card desk-passkeys" aria-labelledby="desk-passkeys-title">
      <h2 id="desk-passkeys-title">
        <Trans>Your passkeys</Trans>
      </h2>
      {passkeys?.length === 0 && (
        <p>
          <Trans>No passkeys yet: you sign in with your password.</Trans>
        </p>
      )}
      <ul>
        {passkeys?.map((p) => {
          const label = p.name;
          return (
            <li key={p.id}>
              {label}{" "}
              <button type="button" aria-label={t`Remove ${label}`} onClick={() => remove(p.id)}>
                <Trans>Remove</Trans>
              </button>
            </li>
          );
        })}
      </ul>
      <form onSubmit={(e) => void add(e)}>
        <label>
          <Trans>Passkey name</Trans>
          <input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          <Trans>Password</Trans>
          <input
            type="password"
            value={passWord}
            autoComplete="current-password"
            required
            onChange={(e) => setPassWord(e.target.value)}
          />
        </label>
        {problem && (
          <p className="desk-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" disabled={busy}>
          <Trans>Add a passkey on this device</Trans>
        </button>
      </form>
    </section>
  );
}
