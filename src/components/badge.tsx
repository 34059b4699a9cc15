import { UNREAD_BADGE_MAX } from "../lib/constants";

/** Unread count as shown on a badge: nothing at 0, "99+" above the spec's maximum (docs/product.md §9). */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
}

/** Decorative: the control it sits on carries the count in its accessible name. */
export function Badge({ count }: { count: number }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span className="badge" aria-hidden="true" data-testid="badge">
      {text}
    </span>
  );
}
