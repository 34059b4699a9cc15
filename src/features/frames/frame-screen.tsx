// Full-screen framed page with a bar to leave it. Leaving a game refreshes the balance
// (docs/product.md §10): every balance query is invalidated when the screen goes away, however the
// player leaves (back button, gesture, tab bar); with the transfer-free wallet on, the money is
// collected back to the main wallet first.
import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { invalidateAfterGame } from "../../api/endpoints/wallet";
import { ChevronLeftIcon } from "../../components/icons";
import { isSafeRedirect } from "../session";
import { FrameView } from "./frame-view";

export interface FrameScreenProps {
  url: string | null | undefined;
  /** Where "back" goes: a same-origin path (embedded's `from`), else history back. */
  from?: string;
  /** "game" refreshes the balance on leaving. */
  type?: string;
  title?: string;
}

/** Every wallet balance is read again after a game (api/endpoints/wallet). */
export const invalidateBalances = (queryClient: QueryClient) => invalidateAfterGame(queryClient);

export function FrameScreen({ url, from, type, title }: FrameScreenProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const isGame = type === "game";

  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Only when the screen is really gone: a development remount (StrictMode) must not collect
      // the money of a game that is still open.
      setTimeout(() => {
        if (isGame && !mounted.current) void invalidateBalances(queryClient);
      });
    };
  }, [isGame, queryClient]);

  // The way out replaces this screen's history entry: the phone's back must not reopen a game
  // whose one-time link is spent ("link expired").
  function leave() {
    if (from && isSafeRedirect(from)) void navigate({ href: from, replace: true });
    else router.history.back();
  }

  return (
    <main className="frame-screen">
      <header className="frame-screen__bar">
        <button type="button" className="frame-screen__back" onClick={leave}>
          <ChevronLeftIcon />
          <span>{isGame ? t`Leave game` : t`Back`}</span>
        </button>
        <h1 className="frame-screen__title">{title ?? (isGame ? t`Game` : t`Page`)}</h1>
      </header>
      <FrameView url={url} title={title ?? (isGame ? t`Game` : t`Page`)} onExit={leave} />
    </main>
  );
}
