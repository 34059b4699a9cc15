import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import type { Activity } from "../../../api/contract/common";
import { TenantImage } from "../../media";

export function PromoCards({
  promotions,
  className = "",
  limit = 3,
  heading = true,
}: {
  promotions: Activity[];
  className?: string;
  limit?: number;
  heading?: boolean;
}) {
  const { t } = useLingui();
  const { locale } = useParams({ strict: false });
  if (promotions.length === 0) return null;
  return (
    <section className={`promo-cards ${className}`} aria-label={t`Promotions`}>
      {heading ? (
        <div className="home-section__head">
          <h2 className="home-section__title">
            <Trans>Promotions</Trans>
          </h2>
          <Link className="home-section__more" to="/{-$locale}/promotion" params={{ locale }}>
            <Trans>All promotions</Trans>
          </Link>
        </div>
      ) : null}
      <ul className="promo-cards__list">
        {promotions.slice(0, limit).map((p) => (
          <li key={p.id} className="promo-cards__item">
            <Link
              to="/{-$locale}/promotion/promotion-details/{-$id}"
              params={{ locale, id: p.id }}
              className="promo-cards__link"
            >
              <TenantImage src={p.imageUrl} decorative aspectRatio="5 / 2" />
              <span className="promo-cards__title">{p.title}</span>
              <span className="promo-cards__summary">{p.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
