// One search for every game, from home: the text opens the game lobby searching every category
// and provider, and the player's recent searches are one tap away.
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { SearchIcon } from "../../../components/icons";
import { readRecentSearches, rememberSearch } from "../../games";

export function HomeSearch() {
  const { t } = useLingui();
  const { locale } = useParams({ strict: false });
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [recent] = useState(readRecentSearches);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    rememberSearch(q);
    void navigate({ to: "/{-$locale}/subgame/{-$plateType}", params: { locale }, search: { q } });
  };
  return (
    <form className="home-search" role="search" aria-label={t`Game search`} onSubmit={submit}>
      <label className="home-search__box">
        <SearchIcon />
        <input
          type="search"
          enterKeyHint="search"
          aria-label={t`Search all games`}
          placeholder={t`Search all games`}
          value={text}
          maxLength={40}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <button type="submit" className="home-search__go">
        <Trans>Search</Trans>
      </button>
      {recent.length > 0 ? (
        <ul className="home-search__recent" aria-label={t`Recent searches`}>
          {recent.map((q) => (
            <li key={q}>
              <Link to="/{-$locale}/subgame/{-$plateType}" params={{ locale }} search={{ q }}>
                {q}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
