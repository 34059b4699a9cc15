// Lottery: the news line on top, draw-style tiles for the lottery games (tickets with balls),
// a compact carousel, and a results-board news list.
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { NewsItem } from "../../../api/contract/common";
import type { Game } from "../../../api/contract/games";
import { allNewsQueryOptions } from "../../../api/endpoints/news";
import { useEnterGame } from "../../games";
import { formatPlatformTime } from "../../../api/contract/platform-time";
import type { HomeData } from "../home-data";
import { inOrder } from "../in-order";
import { Carousel } from "../parts/carousel";
import { HomeHeader } from "../parts/home-header";
import { NewsMarquee } from "../parts/news-marquee";
import { PlateEntries } from "../parts/plate-entries";
import { PromoCards } from "../parts/promo-cards";
import { ShortMenus } from "../parts/short-menus";
import "./lottery.css";

/** The news list of this layout (docs/product.md §7 GetAllNews, or company info's news when it failed). */
function ResultsBoard({ news }: { news: NewsItem[] }) {
  const { t, i18n } = useLingui();
  return (
    <section className="results-board" aria-label={t`Latest news`}>
      <h2 className="home-section__title">
        <Trans>Latest news</Trans>
      </h2>
      <ol className="results-board__list">
        {news.slice(0, 6).map((n) => (
          <li key={n.id} className="results-board__row">
            <span className="results-board__title">{n.title}</span>
            <time className="results-board__date" dateTime={n.createdAt}>
              {formatPlatformTime(n.createdAt, i18n.locale, "date")}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

function DrawTile({ game }: { game: Game }) {
  const { enter } = useEnterGame();
  // Decorative balls in the tenant's colours; no numbers are shown (no draw data on home).
  return (
    <li className="draw-tile">
      <button
        type="button"
        className="draw-tile__button"
        onClick={() =>
          enter({
            plateType: game.plateType,
            gameId: game.gameCode,
            shelfId: String(game.id),
            name: game.name,
          })
        }
      >
        <span className="draw-tile__balls" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
        <span className="draw-tile__name">{game.name}</span>
        <span className="draw-tile__cta">
          <Trans>Bet now</Trans>
        </span>
      </button>
    </li>
  );
}

export function LotteryHome({ data }: { data: HomeData }) {
  const { t } = useLingui();
  const show = inOrder(data.ready);
  // The tenant's news for its vstyle. Its length sets the board's height, so the board and what
  // follows it appear once it has answered (or failed: company info's news then), never with one
  // list that another replaces — that moved the promotions below by 0.078 of the screen.
  const allNews = useQuery({
    ...allNewsQueryOptions({ vstyle: data.site?.vStyle }),
    enabled: data.site !== undefined,
  });
  const newsSettled = data.site === undefined || !allNews.isLoading;
  // One tile per lottery name: several providers offer the same classic draws.
  const seen = new Set<string>();
  const draws = data.games
    .filter((g) => g.plateType === "lottery" && !seen.has(g.name) && seen.add(g.name))
    .slice(0, 8);
  return (
    <main className="home home--lottery" data-layout="lottery">
      <HomeHeader
        logoUrl={data.logoUrl}
        companyName={data.companyName}
        className="home-header--lottery"
      />
      {show("company") && <NewsMarquee news={data.marquee} className="marquee--lottery" />}
      {show("catalogue") && draws.length > 0 ? (
        <section className="draws" aria-label={t`Lottery draws`}>
          <h2 className="home-section__title">
            <Trans>Lottery draws</Trans>
          </h2>
          <ul className="draws__list">
            {draws.map((g) => (
              <DrawTile key={g.id} game={g} />
            ))}
          </ul>
        </section>
      ) : null}
      {show("company") && (
        <Carousel images={data.carousel} aspectRatio="5 / 2" className="carousel--compact" />
      )}
      {show("catalogue") && (
        <PlateEntries plates={data.plates} className="plate-entries--strip" iconSize={22} />
      )}
      {show("company") && newsSettled && <ResultsBoard news={allNews.data ?? data.news} />}
      {show("promotions") && newsSettled && <PromoCards promotions={data.promotions} limit={1} />}
      {show("menus") && newsSettled && (
        <ShortMenus menus={data.menus} className="short-menus--grid" iconSize={28} />
      )}
    </main>
  );
}
