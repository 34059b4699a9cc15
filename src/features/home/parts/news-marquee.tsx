// Scrolling news line. The text moves with CSS only and stands still for reduced motion; the
// full list stays readable to assistive technology.
import { useLingui } from "@lingui/react/macro";
import type { NewsItem } from "../../../api/contract/common";
import { NotificationsIcon } from "../../../components/icons";

export function NewsMarquee({ news, className = "" }: { news: NewsItem[]; className?: string }) {
  const { t } = useLingui();
  if (news.length === 0) return null;
  const line = news.map((n) => `${n.title}: ${n.content}`).join("   ·   ");
  return (
    <section className={`marquee ${className}`} aria-label={t`News`}>
      <NotificationsIcon className="marquee__icon" />
      <div className="marquee__viewport">
        <p className="marquee__text">{line}</p>
      </div>
    </section>
  );
}
