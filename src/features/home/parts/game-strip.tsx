// A titled list of games (hot games grid, provider rows) whose tiles enter the game.
import { useId, useRef } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import type { Game } from "../../../api/contract/games";
import { favouritesAtom, GameTile, toggleFavouriteAtom, useEnterGame } from "../../games";
import { ShelfArrows } from "./shelf-arrows";

export function GameStrip({
  title,
  games,
  layout,
  className = "",
}: {
  title: string;
  games: Game[];
  layout: "grid" | "row";
  className?: string;
}) {
  const { enter } = useEnterGame();
  const favourites = useAtomValue(favouritesAtom);
  const toggle = useSetAtom(toggleFavouriteAtom);
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  if (games.length === 0) return null;
  return (
    <section className={`game-strip game-strip--${layout} ${className}`} aria-label={title}>
      <h2 className="home-section__title">{title}</h2>
      {layout === "row" ? <ShelfArrows list={list} listId={listId} /> : null}
      <ul className="game-strip__list" id={listId} ref={list}>
        {games.map((g) => (
          <GameTile
            key={g.id}
            game={g}
            variant={layout === "row" ? "wide" : "card"}
            favourite={favourites.includes(String(g.id))}
            onToggleFavourite={(x) => toggle(String(x.id))}
            onPlay={(x) =>
              enter({
                plateType: x.plateType,
                gameId: x.gameCode,
                shelfId: String(x.id),
                name: x.name,
              })
            }
          />
        ))}
      </ul>
    </section>
  );
}
