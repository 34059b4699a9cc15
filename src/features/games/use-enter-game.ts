// Entering a game (docs/product.md §7 GetGameUrlV2, docs/product.md §10). Members get the game URL and open it in
// the sandboxed `embedded` screen; a visitor is sent to login with a redirect to a lobby URL that
// carries `play=<gameCode>`, so the lobby starts the game right after login.
import { useMutation } from "@tanstack/react-query";
import { useNavigate, useParams, useRouter } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import type { GameUrlResult } from "../../api/contract/game-url";
import { getGameUrl } from "../../api/endpoints/member";
import { isLoggedInAtom } from "../session";
import { markPlayedAtom } from "./game-shelf-atoms";

export interface GameToEnter {
  plateType: string;
  /** gameCode of the catalogue, or a lottery game id; absent = the platform's lobby. */
  gameId?: string;
  /** Favourites / recently played id (the catalogue's numeric id as text). */
  shelfId?: string;
}

export function fetchGameUrl(game: GameToEnter): Promise<GameUrlResult> {
  return getGameUrl({
    plateType: game.plateType as Parameters<typeof getGameUrl>[0]["plateType"],
    ...(game.gameId ? { gameId: game.gameId } : {}),
  });
}

/** Where the visitor comes back to after login: the lobby of this plate type, launching `play`. */
export function launchPath(locale: string | undefined, game: GameToEnter): string {
  const prefix = locale ? `/${locale}` : "";
  const lobby = game.plateType === "slot" ? "game-slot" : "subgame";
  const q = new URLSearchParams();
  if (game.gameId) q.set("play", game.gameId);
  const search = q.toString();
  return `${prefix}/${lobby}/${encodeURIComponent(game.plateType)}${search ? `?${search}` : ""}`;
}

export function useEnterGame() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const markPlayed = useSetAtom(markPlayedAtom);
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  // Read when a game opens, not subscribed to: a lobby's every URL change (its search text written
  // as typing pauses) would otherwise re-render the whole lobby screen.
  const router = useRouter();

  const mutation = useMutation({
    mutationFn: fetchGameUrl,
    onSuccess: ({ url }, game) => {
      if (game.shelfId) markPlayed(game.shelfId);
      const here = router.state.location.href;
      // Back from the game returns here, without the one-shot `play` that started it.
      const from = withoutPlay(here);
      void navigate({
        to: "/{-$locale}/embedded",
        params: { locale },
        search: { from, type: "game", url },
        replace: here !== from,
      });
    },
  });

  function enter(game: GameToEnter) {
    if (!loggedIn) {
      void navigate({
        to: "/{-$locale}/login",
        params: { locale },
        search: { redirect: launchPath(locale, game) },
      });
      return;
    }
    if (!mutation.isPending) mutation.mutate(game);
  }

  return { enter, pending: mutation.isPending, error: mutation.error };
}

/** The same location without its `play` search param. */
export function withoutPlay(href: string): string {
  const url = new URL(href, "http://x");
  url.searchParams.delete("play");
  return url.pathname + url.search + url.hash;
}
