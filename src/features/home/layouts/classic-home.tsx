// Classic: brand bar, carousel, news marquee, shortcuts, a category grid and a hot games grid.
import { useLingui } from "@lingui/react/macro";
import type { HomeData } from "../home-data";
import { Carousel } from "../parts/carousel";
import { GameStrip } from "../parts/game-strip";
import { HomeHeader } from "../parts/home-header";
import { NewsMarquee } from "../parts/news-marquee";
import { PlateEntries } from "../parts/plate-entries";
import { PromoCards } from "../parts/promo-cards";
import { ShortMenus } from "../parts/short-menus";
import "./classic.css";

export function ClassicHome({ data }: { data: HomeData }) {
  const { t } = useLingui();
  return (
    <main className="home home--classic" data-layout="classic">
      <HomeHeader logoUrl={data.logoUrl} companyName={data.companyName} />
      <Carousel images={data.carousel} />
      <NewsMarquee news={data.marquee} />
      <ShortMenus menus={data.menus.slice(0, 5)} className="short-menus--row" />
      <PlateEntries plates={data.plates} className="plate-entries--grid" />
      <GameStrip title={t`Hot games`} games={data.hotGames.slice(0, 9)} layout="grid" />
      <PromoCards promotions={data.promotions} limit={1} />
    </main>
  );
}
