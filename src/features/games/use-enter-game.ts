// Entering a game (docs/product.md §7 GetGameUrlV2, docs/product.md §10). Members get the game URL and open it in
// the sandboxed `embedded` screen; a visitor is sent to login with a redirect to a lobby URL that
// carries `play=<gameCode>`, so the lobby starts the game right after login.
// Money follows the member in: with the transfer-free wallet on, the platform moves it as the game
// opens; otherwise a game whose wallet is empty while the main wallet is not first offers the
// transfer in place (transferOfferAtom, shown by the layout's host).
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useNavigate, useParams, useRouter } from "@tanstack/react-router";
import { atom, useAtomValue, useSetAtom } from "jotai";
import { newIdempotencyKey } from "../../api/client";
import { MAIN_WALLET } from "../../api/contract/constants";
import type { Money } from "../../api/contract/envelope";
import type { GameUrlResult } from "../../api/contract/game-url";
import { apiHooks } from "../../api/hooks";
import { getGameUrl } from "../../api/endpoints/member";
import { plateTypesQueryOptions, walletSettingsQueryOptions } from "../../api/endpoints/wallet";
import { toCents } from "../../lib/money";
import { isLoggedInAtom } from "../session";
import { markPlayedAtom } from "./game-shelf-atoms";

export interface GameToEnter {
  plateType: string;
  /** gameCode of the catalogue, or a lottery game id; absent = the platform's lobby. */
  gameId?: string;
  /** Favourites / recently played id (the catalogue's numeric id as text). */
  shelfId?: string;
  /** The game's name in the player's language: the game screen's heading. */
  name?: string;
}

export function fetchGameUrl(game: GameToEnter, idempotencyKey?: string): Promise<GameUrlResult> {
  return getGameUrl(
    {
      plateType: game.plateType as Parameters<typeof getGameUrl>[0]["plateType"],
      ...(game.gameId ? { gameId: game.gameId } : {}),
    },
    idempotencyKey ? { idempotencyKey } : {},
  );
}

/** A game waiting for the member's answer: move money from the main wallet first? */
export interface TransferOffer {
  game: GameToEnter;
  /** The game wallet's name, in the member's language. */
  plateName: string;
  /** The main wallet's balance: what the offer moves unless the member changes it. */
  main: Money;
}
export const transferOfferAtom = atom<TransferOffer | null>(null);

/**
 * The offer for a game whose wallet is empty while the main wallet holds money, else null (also
 * when the balances cannot be read: the game then opens as it would have).
 */
export async function transferOfferFor(
  client: QueryClient,
  game: GameToEnter,
): Promise<TransferOffer | null> {
  const wallets = await client
    .fetchQuery({ ...plateTypesQueryOptions(), staleTime: 0 })
    .catch(() => null);
  const target = wallets?.find((w) => w.plateType === game.plateType);
  const main = wallets?.find((w) => w.plateType === MAIN_WALLET);
  if (!target || !main || toCents(target.balance) > 0 || toCents(main.balance) <= 0) return null;
  return { game, plateName: target.name, main: main.balance };
}

type Entered = { url: string; offer?: undefined } | { url?: undefined; offer: TransferOffer };

async function openOrOffer(
  client: QueryClient,
  game: GameToEnter,
  offer: boolean,
): Promise<Entered> {
  const settings = await client.ensureQueryData(walletSettingsQueryOptions()).catch(() => null);
  if (settings?.transferFree) {
    // The platform moves the money with the ticket; one key for this tap, so a retry moves nothing.
    return { url: (await fetchGameUrl(game, newIdempotencyKey())).url };
  }
  const pending = offer ? await transferOfferFor(client, game) : null;
  if (pending) return { offer: pending };
  return { url: (await fetchGameUrl(game)).url };
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
  const queryClient = useQueryClient();
  const setOffer = useSetAtom(transferOfferAtom);

  const mutation = useMutation({
    mutationFn: async ({ game, offer }: { game: GameToEnter; offer: boolean }) => {
      // The overlay covers the balance reads too, from the tap until the game opens.
      apiHooks.showLoading();
      try {
        return await openOrOffer(queryClient, game, offer);
      } finally {
        apiHooks.endLoading();
      }
    },
    onSuccess: ({ url, offer }, { game }) => {
      if (offer) return setOffer(offer);
      if (game.shelfId) markPlayed(game.shelfId);
      const here = router.state.location.href;
      // Back from the game returns here, without the one-shot `play` that started it.
      const from = withoutPlay(here);
      void navigate({
        to: "/{-$locale}/embedded",
        params: { locale },
        search: { from, type: "game", url },
        // In the history entry, not the address: a shared link cannot put words in the heading.
        state: (s) => ({ ...s, gameName: game.name }),
        replace: here !== from,
      });
    },
  });

  /** `offer: false`: the member has just answered the transfer offer, open the game. */
  function enter(game: GameToEnter, { offer = true }: { offer?: boolean } = {}) {
    if (!loggedIn) {
      void navigate({
        to: "/{-$locale}/login",
        params: { locale },
        search: { redirect: launchPath(locale, game) },
      });
      return;
    }
    if (!mutation.isPending) mutation.mutate({ game, offer });
  }

  return { enter, pending: mutation.isPending, error: mutation.error };
}

/** The same location without its `play` search param. */
export function withoutPlay(href: string): string {
  const url = new URL(href, "http://x");
  url.searchParams.delete("play");
  return url.pathname + url.search + url.hash;
}
