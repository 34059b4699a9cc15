// One promotion (GetActivity/{id}): its detail image, dates and plain-text content, ending with
// what to do: a visitor registers; a member deposits (new-member and deposit offers, credited
// with a deposit that claims the bonus) or picks a game (the others).
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import type { Activity } from "../../api/contract/common";
import { activityQueryOptions } from "../../api/endpoints/activity-common";
import { formatPlatformTime } from "../../api/contract/platform-time";
import { TenantImage } from "../media";
import { isLoggedInAtom } from "../session";
import { ScreenHeader, useLocaleParam } from "../shell";
import "./promotions.css";

/** `id` is parsed by the route: undefined when the URL has none or not a valid one. */
export function PromotionDetailsScreen({ id }: { id: number | undefined }) {
  const valid = id !== undefined;
  const query = useQuery({ ...activityQueryOptions(id ?? 0), enabled: valid });
  const p = query.data;
  const { i18n } = useLingui();
  const start = p ? formatPlatformTime(p.startAt, i18n.locale, "date") : "";
  const end = p ? formatPlatformTime(p.endAt, i18n.locale, "date") : "";
  return (
    <main className="promos promos--details">
      {/* The promotion's own title once it is in; the screen's name until then. */}
      <ScreenHeader title={p ? p.title : <Trans>Promotion details</Trans>} fallback="promotions" />
      {!p ? (
        <>
          {!valid || query.isError ? (
            <p className="promos__note" role="alert">
              <Trans>This promotion does not exist.</Trans>
            </p>
          ) : (
            <p className="promos__note" role="status">
              <Trans>Loading…</Trans>
            </p>
          )}
        </>
      ) : (
        <article>
          {/* A detail poster is portrait (3:4) and a list banner 5:2: each box has its picture's
              shape, so the artwork's words are never cut. */}
          <TenantImage
            src={p.detailImageUrl || p.imageUrl}
            alt={p.title}
            aspectRatio={p.detailImageUrl ? "3 / 4" : "5 / 2"}
          />
          <p className="promos__card-dates">
            <Trans>
              From {start} to {end}
            </Trans>
          </p>
          {p.content
            .split("\n")
            .filter((line) => line.trim())
            .map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          <PromotionAction promotion={p} />
        </article>
      )}
    </main>
  );
}

/** Categories whose offer is credited with a deposit. */
const DEPOSIT_OFFERS = new Set(["new", "deposit"]);

function PromotionAction({ promotion }: { promotion: Activity }) {
  const locale = useLocaleParam();
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) {
    return (
      <p className="promos__action">
        <Trans>Open an account to take part.</Trans>{" "}
        <Link className="btn btn--primary" to="/{-$locale}/register" params={{ locale }}>
          <Trans>Register</Trans>
        </Link>
      </p>
    );
  }
  if (DEPOSIT_OFFERS.has(promotion.category)) {
    return (
      <p className="promos__action">
        <Trans>
          Deposit with “Add my deposit bonus” ticked; the bonus arrives with the deposit.
        </Trans>{" "}
        <Link
          className="btn btn--primary"
          to="/{-$locale}/member/deposit/{-$from}"
          params={{ locale, from: undefined }}
        >
          <Trans>Deposit now</Trans>
        </Link>
      </p>
    );
  }
  return (
    <p className="promos__action">
      <Trans>Play any game to take part.</Trans>{" "}
      <Link className="btn btn--primary" to="/{-$locale}/subgame/{-$plateType}" params={{ locale }}>
        <Trans>Choose a game</Trans>
      </Link>
    </p>
  );
}
