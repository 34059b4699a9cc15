// The desk: sign-in, then the queue beside the open conversation (one column on a tablet).
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DeskLoginResult, DeskMe, DeskQueueItem } from "../api/contract/desk";
import { LOCALES, localeName, localeTag, type Locale } from "../api/contract/locales";
import { CODE_LENGTH, CODE_PATTERN } from "../api/contract/rules";
import { getPasskey, isPasskeyCancel, passkeysSupported } from "../lib/webauthn";
import { desk, DeskError, session } from "./api";
import { PasskeysPanel } from "./passkeys-panel";
import { activate } from "./i18n";
import { listenToDesk } from "./live";
import { ConversationPane } from "./conversation-pane";
import { Waited } from "./waited";

export function DeskApp() {
  const [signedIn, setSignedIn] = useState(() => session.get() !== null);
  return signedIn ? (
    <Workspace onSignedOut={() => setSignedIn(false)} />
  ) : (
    <SignIn onSignedIn={() => setSignedIn(true)} />
  );
}

function LanguagePicker() {
  const { i18n, t } = useLingui();
  return (
    <select
      className="desk-language"
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(e) => void activate(e.target.value as Locale)}
    >
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={localeTag(l)}>
          {localeName(l)}
        </option>
      ))}
    </select>
  );
}

function SignIn(props: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const [userName, setUserName] = useState("");
  const [passWord, setPassWord] = useState("");
  const [code, setCode] = useState("");
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await desk<DeskLoginResult>("POST", "/login", {
        userName,
        passWord,
        ...(needsCode ? { code } : {}),
      });
      session.set(r.token);
      props.onSignedIn();
    } catch (err) {
      if (err instanceof DeskError && err.code === "two-factor-required") setNeedsCode(true);
      setError(err instanceof DeskError ? err.message : t`The desk cannot be reached.`);
    } finally {
      setBusy(false);
    }
  };

  // A passkey with user verification stands for the password and the authenticator code.
  const withPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      const options = await desk<Record<string, unknown> & { challenge: string }>(
        "POST",
        "/passkey-login/options",
        {},
      );
      const credential = await getPasskey(options);
      const r = await desk<DeskLoginResult>("POST", "/passkey-login", { credential });
      session.set(r.token);
      props.onSignedIn();
    } catch (err) {
      if (!isPasskeyCancel(err)) {
        setError(err instanceof DeskError ? err.message : t`The desk cannot be reached.`);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="desk-signin">
      <form className="desk-card" onSubmit={(e) => void submit(e)}>
        <h1>
          <Trans>Service desk</Trans>
        </h1>
        <label>
          <Trans>Username</Trans>
          <input
            value={userName}
            autoComplete="username"
            required
            onChange={(e) => setUserName(e.target.value)}
          />
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
        {needsCode && (
          <label>
            <Trans>Authenticator code</Trans>
            <input
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern={CODE_PATTERN}
              maxLength={CODE_LENGTH}
              required
              onChange={(e) => setCode(e.target.value)}
            />
          </label>
        )}
        {error && (
          <p className="desk-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="desk-primary" disabled={busy}>
          <Trans>Sign in</Trans>
        </button>
        {passkeysSupported() && (
          <button type="button" disabled={busy} onClick={() => void withPasskey()}>
            <Trans>Sign in with a passkey</Trans>
          </button>
        )}
        <LanguagePicker />
      </form>
    </main>
  );
}

function Workspace(props: { onSignedOut: () => void }) {
  const { t } = useLingui();
  const [me, setMe] = useState<DeskMe | null>(null);
  const [queue, setQueue] = useState<DeskQueueItem[] | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [changed, setChanged] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [passkeys, setPasskeys] = useState(false);
  const { onSignedOut } = props;

  const fail = useCallback(
    (err: unknown) => {
      if (err instanceof DeskError && err.status === 401) onSignedOut();
      else setError(err instanceof DeskError ? err.message : t`The desk cannot be reached.`);
    },
    [onSignedOut, t],
  );

  const loadQueue = useCallback(() => {
    desk<DeskQueueItem[]>("GET", "/queue")
      .then((q) => {
        setQueue(q);
        setError(null);
      })
      .catch(fail);
  }, [fail]);

  useEffect(() => {
    desk<DeskMe>("GET", "/me").then(setMe).catch(fail);
    loadQueue();
    // Every change re-reads the queue and, through `changed`, the open conversation.
    return listenToDesk(() => {
      loadQueue();
      setChanged((n) => n + 1);
    });
  }, [fail, loadQueue]);

  const signOut = () => {
    void desk("POST", "/logout").finally(() => {
      session.clear();
      onSignedOut();
    });
  };

  return (
    <div className="desk">
      <header className="desk-header">
        <h1>
          <Trans>Service desk</Trans>
          {me && <span className="desk-tenant"> · {me.tenant.name}</span>}
        </h1>
        {me && (
          <p className="desk-hours" role="status">
            {me.hours.open ? <Trans>Open now</Trans> : <Trans>Closed now</Trans>}
          </p>
        )}
        {me && (
          <p className="desk-me">
            {me.agent.name} ·{" "}
            {me.agent.role === "supervisor" ? <Trans>Supervisor</Trans> : <Trans>Agent</Trans>}
          </p>
        )}
        <LanguagePicker />
        <button type="button" aria-expanded={passkeys} onClick={() => setPasskeys((o) => !o)}>
          <Trans>Passkeys</Trans>
        </button>
        <button type="button" onClick={signOut}>
          <Trans>Sign out</Trans>
        </button>
      </header>
      {error && (
        <p className="desk-error" role="alert">
          {error}
        </p>
      )}
      {passkeys && <PasskeysPanel onError={fail} />}
      <div className={openId === null ? "desk-main" : "desk-main desk-main--open"}>
        <nav className="desk-queue" aria-label={t`Queue`}>
          <h2>
            <Trans>Queue</Trans>
          </h2>
          {queue?.length === 0 && (
            <p className="desk-empty">
              <Trans>No one is waiting.</Trans>
            </p>
          )}
          <ul>
            {queue?.map((q) => {
              const unread = q.unread;
              return (
                <li key={q.conversationId}>
                  <button
                    type="button"
                    className="desk-queue__item"
                    aria-current={q.conversationId === openId ? "true" : undefined}
                    onClick={() => setOpenId(q.conversationId)}
                  >
                    <span className="desk-queue__player">{q.player}</span>
                    <span className="desk-queue__lang" lang={localeTag(q.lang)}>
                      {localeName(q.lang)}
                    </span>
                    <Waited ms={q.waitingMs} />
                    {q.lastMessage && (
                      <span className="desk-queue__last">{q.lastMessage.content}</span>
                    )}
                    {q.claimedBy ? (
                      <span className="desk-queue__by">{q.claimedBy.name}</span>
                    ) : (
                      <span className="desk-queue__by desk-queue__by--waiting">
                        <Trans>Waiting</Trans>
                      </span>
                    )}
                    {unread > 0 && (
                      <span className="desk-badge">
                        <Trans>{unread} unread</Trans>
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        {openId !== null && me && (
          <ConversationPane
            key={openId}
            id={openId}
            me={me}
            changed={changed}
            onClose={() => setOpenId(null)}
            onError={fail}
          />
        )}
      </div>
    </div>
  );
}
