// Promotions list (GetActivitysV3): category tabs and paging with "Show more".
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { activitiesQueryOptions } from "../../api/endpoints/activity-common";
import { formatPlatformTime } from "../../api/contract/platform-time";
import { TenantImage } from "../media";
import { isLoggedInAtom } from "../session";
import { ScreenHeader, useLocaleParam } from "../shell";
import "./promotions.css";

const PAGE = 10;

/** The list as the screen opens (all categories, one page): its route loader starts it. */
export const promotionsQueryOptions = () =>
  activitiesQueryOptions({ category: "all", pageIndex: 1, pageSize: PAGE });
type Category = "all" | "new" | "daily" | "vip" | "deposit";

export function PromotionsScreen() {
  const { t, i18n } = useLingui();
  const locale = useLocaleParam();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [category, setCategory] = useState<Category>("all");
  const [pages, setPages] = useState(1);
  const query = useQuery({
    ...activitiesQueryOptions({ category, pageIndex: 1, pageSize: PAGE * pages }),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const tabs: [Category, string][] = [
    ["all", t`All`],
    ["new", t`New members`],
    ["daily", t`Daily`],
    ["vip", t`VIP`],
    ["deposit", t`Deposit`],
  ];

  return (
    <main className="promos">
      {/* A visitor's tab; a member reaches it from a menu or a banner, so it has a way back. */}
      {loggedIn ? (
        <ScreenHeader title={<Trans>Promotions</Trans>} />
      ) : (
        <h1 className="promos__title">
          <Trans>Promotions</Trans>
        </h1>
      )}
      <div className="promos__tabs" role="group" aria-label={t`Categories`}>
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="promos__tab"
            aria-pressed={category === value}
            onClick={() => {
              setCategory(value);
              setPages(1);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <p className="promos__note" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : query.isError ? (
        <p className="promos__note" role="alert">
          <Trans>The promotions could not be loaded.</Trans>
        </p>
      ) : items.length === 0 ? (
        <p className="promos__note" role="status">
          <Trans>No promotions in this category right now.</Trans>
        </p>
      ) : (
        <ul className="promos__list">
          {items.map((p) => (
            <li key={p.id}>
              <Link
                className="promos__card"
                to="/{-$locale}/promotion/promotion-details/{-$id}"
                params={{ locale, id: p.id }}
              >
                <TenantImage src={p.imageUrl} decorative aspectRatio="5 / 2" />
                <span className="promos__card-title">{p.title}</span>
                <span className="promos__card-summary">{p.summary}</span>
                <span className="promos__card-dates">
                  {formatPlatformTime(p.startAt, i18n.locale, "date")} –{" "}
                  {formatPlatformTime(p.endAt, i18n.locale, "date")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {items.length < total ? (
        <button
          type="button"
          className="promos__more"
          disabled={query.isFetching}
          onClick={() => setPages((n) => n + 1)}
        >
          <Trans>Show more</Trans>
        </button>
      ) : null}
    </main>
  );
}
