// `goto-lt-game/{gameid}/{code}`: enters a lottery game. A visitor goes to login first and comes
// back here; a member gets the game URL and continues in the embedded frame (this screen is
// replaced in history so "back" from the game does not start it again).
import { useEffect, useRef, useState } from "react";
import { Trans } from "@lingui/react/macro";
import { useNavigate, useParams, useRouterState } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { isLoggedInAtom } from "../session";
import { gameCatalogueQueryOptions } from "./game-list-query";
import { fetchGameUrl } from "./use-enter-game";

export function LotteryLaunch({ gameId, code }: { gameId?: string; code?: string }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { locale } = useParams({ strict: false });
  const here = useRouterState({ select: (s) => s.location.href });
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!loggedIn) {
      void navigate({
        to: "/{-$locale}/login",
        params: { locale },
        search: { redirect: here },
        replace: true,
      });
      return;
    }
    // gameid is the catalogue id (or code) of the lottery; code is the draw family, a fallback.
    const id = gameId || code;
    // The heading names the draw: the catalogue (the device's copy, else asked beside the game's
    // link) has its name in the player's language; without it the heading says "Game".
    const gameName = queryClient
      .fetchQuery(gameCatalogueQueryOptions())
      .then(
        ({ games }) =>
          games.find((g) => g.plateType === "lottery" && (g.gameCode === id || String(g.id) === id))
            ?.name,
      )
      .catch(() => undefined);
    fetchGameUrl({ plateType: "lottery", ...(id ? { gameId: id } : {}) }).then(
      async ({ url }) =>
        void navigate({
          to: "/{-$locale}/embedded",
          params: { locale },
          search: { url, type: "game", from: locale ? `/${locale}` : "/" },
          state: { gameName: await gameName },
          replace: true,
        }),
      () => setFailed(true),
    );
  }, [loggedIn, navigate, queryClient, locale, here, gameId, code]);

  return (
    <main className="lobby">
      {failed ? (
        <p className="lobby__note" role="alert">
          <Trans>The game could not be opened. Please try again later.</Trans>
        </p>
      ) : (
        <p className="lobby__note" role="status">
          <Trans>Entering the lottery…</Trans>
        </p>
      )}
    </main>
  );
}
