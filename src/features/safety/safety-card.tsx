// Responsible gaming in reach (docs/product.md §10): how long this session has lasted, the
// sign-in before it, the way to the limits, time-out and self-exclusion, and the tenant's
// helpline. On the member centre and the wallet, not only in settings.
import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatPlatformTime } from "../../api/contract/platform-time";
import { signInsQueryOptions } from "../../api/endpoints/responsible";
import { useLocaleParam, useSiteConfig } from "../shell";
import "./safety-card.css";

const MINUTE_MS = 60_000;

/** The current time, again every minute, so the session's length keeps up. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function SafetyCard() {
  const { i18n } = useLingui();
  const locale = useLocaleParam();
  const helpline = useSiteConfig()?.helpline;
  const { data } = useQuery(signInsQueryOptions());
  const now = useMinuteClock();
  const started = data ? Date.parse(data.sessionStartedAt) : null;
  const minutes = started === null ? null : Math.max(0, Math.floor((now - started) / MINUTE_MS));
  const hours = minutes === null ? 0 : Math.floor(minutes / 60);
  const rest = minutes === null ? 0 : minutes % 60;
  const previous = data?.previousSignInAt
    ? formatPlatformTime(data.previousSignInAt, i18n.locale, "dateTime")
    : null;
  return (
    <section className="card stack safety-card" aria-labelledby="safety-card-title">
      <h2 id="safety-card-title" className="safety-card__title">
        <Trans>Play safely</Trans>
      </h2>
      {minutes === null ? null : (
        <p data-testid="session-time">
          {hours > 0 ? (
            <Trans>
              Signed in for {hours} h {rest} min
            </Trans>
          ) : (
            <Trans>Signed in for {minutes} min</Trans>
          )}
        </p>
      )}
      {data ? (
        <p className="muted" data-testid="last-sign-in">
          {previous === null ? (
            <Trans>This is your first sign-in.</Trans>
          ) : (
            <Trans>Last sign-in: {previous}</Trans>
          )}
        </p>
      ) : null}
      <Link
        className="tap-link"
        to="/{-$locale}/member/setting"
        params={{ locale }}
        hash="responsible"
      >
        <Trans>Deposit limits, time-out and self-exclusion</Trans>
      </Link>
      {helpline ? <Helpline {...helpline} /> : null}
    </section>
  );
}

function Helpline({ name, phone, url }: { name: string; phone: string; url: string }) {
  const { t } = useLingui();
  return (
    <p className="muted">
      <Trans>Need to talk to someone? {name}:</Trans>{" "}
      <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} aria-label={t`Call ${name}, ${phone}`}>
        {phone}
      </a>
      {url ? (
        <>
          {" · "}
          <a href={url} target="_blank" rel="noopener noreferrer">
            <Trans>{name} website</Trans>
          </a>
        </>
      ) : null}
    </p>
  );
}
