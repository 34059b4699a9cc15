// Game category entry points: one link per plate type into its lobby.
import { useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import type { PlateTypeInfo } from "../../../api/contract/games";
import { PlateIcon } from "../../games";

export function PlateEntries({
  plates,
  className = "",
  iconSize = 28,
}: {
  plates: PlateTypeInfo[];
  className?: string;
  iconSize?: number;
}) {
  const { t } = useLingui();
  const { locale } = useParams({ strict: false });
  if (plates.length === 0) return null;
  return (
    <nav className={`plate-entries ${className}`} aria-label={t`Game categories`}>
      <ul className="plate-entries__list">
        {plates.map((p) => (
          <li key={p.plateType}>
            {p.plateType === "slot" ? (
              <Link
                className="plate-entries__item"
                to="/{-$locale}/game-slot/{-$plateType}"
                params={{ locale, plateType: p.plateType }}
              >
                <PlateIcon plateType={p.plateType} size={iconSize} />
                <span>{p.name}</span>
              </Link>
            ) : (
              <Link
                className="plate-entries__item"
                to="/{-$locale}/subgame/{-$plateType}"
                params={{ locale, plateType: p.plateType }}
              >
                <PlateIcon plateType={p.plateType} size={iconSize} />
                <span>{p.name}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
