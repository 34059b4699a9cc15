import { memo } from "react";
import { useLingui } from "@lingui/react/macro";
import type { Game } from "../../api/contract/games";
import { StarIcon } from "../../components/icons";
import { TenantImage } from "../media";
import "./games.css";

export interface GameTileProps {
  game: Game;
  onPlay: (game: Game) => void;
  favourite?: boolean;
  onToggleFavourite?: (game: Game) => void;
  /** "card" in grids, "wide" in the elec rows. */
  variant?: "card" | "wide";
  /** Above the fold (a grid's first row): load the art at once, it is the page's largest paint. */
  priority?: boolean;
}

/** Memoized: a grid adding or moving rows leaves the tiles it keeps alone. */
export const GameTile = memo(function GameTile({
  game,
  onPlay,
  favourite = false,
  onToggleFavourite,
  variant = "card",
  priority = false,
}: GameTileProps) {
  const { t } = useLingui();
  const name = game.name;
  return (
    <li className={`game-tile game-tile--${variant}`}>
      <button
        type="button"
        className="game-tile__play"
        onClick={() => onPlay(game)}
        aria-label={t`Play ${name}`}
      >
        <TenantImage
          src={game.imageUrl}
          decorative
          aspectRatio={variant === "wide" ? "16 / 9" : "1 / 1"}
          className="game-tile__art"
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
        />
        <span className="game-tile__name">{game.name}</span>
      </button>
      {/* Outside the button: its accessible name stays "Play <name>". */}
      {game.isHot ? (
        <span className="game-tile__badge game-tile__badge--hot">{t`Hot`}</span>
      ) : game.isNew ? (
        <span className="game-tile__badge">{t`New`}</span>
      ) : null}
      {onToggleFavourite ? (
        <button
          type="button"
          className="game-tile__fav"
          aria-pressed={favourite}
          aria-label={t`Favourite ${name}`}
          onClick={() => onToggleFavourite(game)}
        >
          <StarIcon fill={favourite ? "currentColor" : "none"} />
        </button>
      ) : null}
    </li>
  );
});
