// The lobby's search box. Its text is its own state: a key typed renders this box and nothing
// else. The lobby hears the text once typing pauses (SEARCH_RESULTS_DELAY_MS), so a word typed at
// speed re-filters and re-renders the grid once, not once per letter; the URL hears it later still
// (SEARCH_URL_DELAY_MS), as one history entry. In a 10,000-game lobby at 4× CPU, every
// key re-rendering the screen and committing a new page of tiles made tasks of 50–130 ms.
// The box is also the one reader of the URL's search text: the text it wrote coming back from the
// router re-renders the box alone, and a text it did not write (back, a link) it adopts and tells
// the lobby at once.
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSearch } from "@tanstack/react-router";
import { SearchIcon } from "../../components/icons";
import { lobbyQuery, type LobbySearch } from "./lobby-search";

/** How long typing pauses before the grid shows the matches of the box's text. */
export const SEARCH_RESULTS_DELAY_MS = 150;
/** How long typing pauses before the box's text is written to the URL. */
export const SEARCH_URL_DELAY_MS = 400;

export interface LobbySearchBoxProps {
  /** Accessible name and placeholder. */
  label: string;
  /**
   * The box's text, once typing has paused for SEARCH_RESULTS_DELAY_MS; the URL's, at once, when
   * that changes to a text the box did not write.
   */
  onQuery: (q: string) => void;
  /** The box's text, once typing has paused for SEARCH_URL_DELAY_MS: write it to the URL. */
  onCommit: (q: string) => void;
}

/** Memoized: the lobby's own renders (a filter chosen, the grid's pages) leave the box alone. */
export const LobbySearchBox = memo(function LobbySearchBox({
  label,
  onQuery,
  onCommit,
}: LobbySearchBoxProps) {
  // The lobby route's search, validated (strict: false: the box serves both lobby routes).
  const urlQ = useSearch({ strict: false, select: (s) => lobbyQuery(s as LobbySearch) });
  const [draft, setDraft] = useSearchDraft(urlQ, onQuery, onCommit);
  return (
    <label className="lobby__search">
      <SearchIcon />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
    </label>
  );
});

/**
 * The box's text, told to `onQuery` and `onCommit` once typing has paused for their delays. A URL
 * change that is not the box's own (back, a link) replaces the text at once.
 */
function useSearchDraft(urlQ: string, onQuery: (q: string) => void, onCommit: (q: string) => void) {
  // `written`: the text last written to the URL, whose arrival there is not news; `adopted`: the
  // last text the box took from the URL (a new object each time).
  const [state, setState] = useState<{
    draft: string;
    seen: string;
    written: string;
    adopted: { text: string } | null;
  }>({ draft: urlQ, seen: urlQ, written: urlQ, adopted: null });
  let draft = state.draft;
  if (urlQ !== state.seen) {
    // Adjusting state while rendering: the box shows a new URL's text in the same render.
    const ours = urlQ === state.written;
    if (!ours) draft = urlQ;
    setState({
      draft,
      seen: urlQ,
      written: ours ? state.written : urlQ,
      adopted: ours ? state.adopted : { text: urlQ },
    });
  }
  const callbacks = useRef({ onQuery, onCommit });
  useLayoutEffect(() => {
    callbacks.current = { onQuery, onCommit };
  });
  const timers = useRef<{
    query?: ReturnType<typeof setTimeout>;
    url?: ReturnType<typeof setTimeout>;
  }>({});
  // A text taken from the URL goes to the lobby before the paint; the box's pending text is
  // dropped (its late write would undo the URL's).
  const { adopted } = state;
  useLayoutEffect(() => {
    if (!adopted) return;
    clearTimeout(timers.current.query);
    clearTimeout(timers.current.url);
    callbacks.current.onQuery(adopted.text);
  }, [adopted]);
  useEffect(() => {
    const t = timers.current;
    return () => {
      clearTimeout(t.query);
      clearTimeout(t.url);
    };
  }, []);
  const set = useCallback((q: string) => {
    setState((s) => ({ ...s, draft: q }));
    const t = timers.current;
    clearTimeout(t.query);
    clearTimeout(t.url);
    t.query = setTimeout(() => callbacks.current.onQuery(q), SEARCH_RESULTS_DELAY_MS);
    t.url = setTimeout(() => {
      setState((s) => ({ ...s, written: q }));
      callbacks.current.onCommit(q);
    }, SEARCH_URL_DELAY_MS);
  }, []);
  return [draft, set] as const;
}
