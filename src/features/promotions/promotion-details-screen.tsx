// One promotion (GetActivity/{id}): its detail image, dates and plain-text content.
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { activityQueryOptions } from "../../api/endpoints/activity-common";
import { formatPlatformTime } from "../../lib/platform-time";
import { TenantImage } from "../media";
import { ScreenHeader } from "../shell";
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
          <TenantImage src={p.detailImageUrl || p.imageUrl} alt={p.title} aspectRatio="5 / 2" />
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
        </article>
      )}
    </main>
  );
}
