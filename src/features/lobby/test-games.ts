// Test fixture: `n` slot games of one provider, named "Game 1" … "Game n".
import type { Game } from "../../api/contract/games";

export const testGames = (n: number): Game[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    gameCode: `g${i + 1}`,
    name: `Game ${i + 1}`,
    plateType: "slot",
    platform: "pg",
    imageUrl: `/assets/games/pg/${i + 1}.svg`,
    isHot: false,
    isNew: false,
  }));
