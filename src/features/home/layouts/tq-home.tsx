// TQ: promotions first, then a compact icon menu grid (shortcuts and game categories in one
// grid), a small carousel and the news line.
import { useLingui } from "@lingui/react/macro";
import type { HomeData } from "../home-data";
import { inOrder } from "../in-order";
import { Carousel } from "../parts/carousel";
import { GameStrip } from "../parts/game-strip";
import { HomeHeader } from "../parts/home-header";
import { NewsMarquee } from "../parts/news-marquee";
import { PlateEntries } from "../parts/plate-entries";
import { PromoCards } from "../parts/promo-cards";
import { ShortMenus } from "../parts/short-menus";
import "./tq.css";

export function TqHome({ data }: { data: HomeData }) {
  const { t } = useLingui();
  const show = inOrder(data.ready);
  return (
    <main className="home home--tq" data-layout="tq">
      <HomeHeader
        logoUrl={data.logoUrl}
        companyName={data.companyName}
        className="home-header--tq"
      />
      {show("promotions") && (
        <PromoCards promotions={data.promotions} limit={2} className="promo-cards--first" />
      )}
      {show("menus") && show("catalogue") && (
        <div className="tq-menu" role="group" aria-label={t`Menu`}>
          <ShortMenus menus={data.menus} className="short-menus--compact" iconSize={28} />
          <PlateEntries plates={data.plates} className="plate-entries--compact" iconSize={16} />
        </div>
      )}
      {show("company") && (
        <Carousel images={data.carousel} aspectRatio="5 / 2" className="carousel--inset" />
      )}
      {show("company") && <NewsMarquee news={data.marquee} />}
      {show("catalogue") && (
        <GameStrip title={t`Hot games`} games={data.hotGames.slice(0, 6)} layout="grid" />
      )}
    </main>
  );
}
