// Reality-check reminder (docs/product.md §10): every N minutes of a logged-in session (N from the
// member's setting, 0 = off) a dialog says how long the session has lasted, with the way to the
// bet records or out. Mount once in the root layout.
import { useEffect, useState } from "react";
import { useAtomValue } from "jotai";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { responsibleGamingQueryOptions } from "../../api/endpoints/responsible";
import { Dialog } from "../../components/dialog";
import { isLoggedInAtom, tokenAtom } from "../session";
import { useLocaleParam } from "../shell";

const MINUTE_MS = 60_000;
const START_KEY = "playfront.sessionStart";

/** When the next reminder is due: the first multiple of the interval after `now`. */
export function nextReminderAt(startMs: number, minutes: number, nowMs: number): number | null {
  if (minutes <= 0) return null;
  const every = minutes * MINUTE_MS;
  const done = Math.floor(Math.max(0, nowMs - startMs) / every);
  return startMs + (done + 1) * every;
}

/** The session's start, kept per tab so a reload does not restart the count. */
function sessionStart(token: string): number {
  const saved = sessionStorage.getItem(START_KEY);
  const [savedToken, at] = saved ? saved.split("|") : [];
  const tag = token.slice(-12);
  if (savedToken === tag && at && Number.isFinite(Number(at))) return Number(at);
  const now = Date.now();
  sessionStorage.setItem(START_KEY, `${tag}|${now}`);
  return now;
}

export function RealityCheckReminder() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const token = useAtomValue(tokenAtom);
  const { data } = useQuery({ ...responsibleGamingQueryOptions(), enabled: loggedIn });
  const minutes = loggedIn ? (data?.realityCheckMinutes ?? 0) : 0;
  const [shownAfter, setShownAfter] = useState<number | null>(null);
  useEffect(() => {
    if (!token || minutes <= 0) return;
    const start = sessionStart(token);
    let timer = 0;
    const arm = () => {
      const due = nextReminderAt(start, minutes, Date.now());
      if (due === null) return;
      timer = window.setTimeout(() => {
        setShownAfter(Math.round((Date.now() - start) / MINUTE_MS));
        arm();
      }, due - Date.now());
    };
    arm();
    return () => window.clearTimeout(timer);
  }, [token, minutes]);
  if (shownAfter === null || minutes <= 0) return null;
  return <ReminderDialog minutes={shownAfter} onClose={() => setShownAfter(null)} />;
}

function ReminderDialog({ minutes, onClose }: { minutes: number; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocaleParam();
  return (
    <Dialog
      role="alertdialog"
      title={t`Reality check`}
      onClose={onClose}
      actions={
        <>
          <Link
            className="btn"
            to="/{-$locale}/member/records/{-$type}"
            params={{ locale, type: "game" }}
            onClick={onClose}
          >
            <Trans>Bet records</Trans>
          </Link>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            <Trans>Keep playing</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>You have been logged in for {minutes} minutes. Time for a break?</Trans>
      </p>
    </Dialog>
  );
}
