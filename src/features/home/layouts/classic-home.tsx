// Classic: brand bar, carousel, news marquee, shortcuts, a category grid and a hot games grid.
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
import "./classic.css";

export function ClassicHome({ data }: { data: HomeData }) {
  const { t } = useLingui();
  const show = inOrder(data.ready);
  return (
    <main className="home home--classic" data-layout="classic">
      <HomeHeader logoUrl={data.logoUrl} companyName={data.companyName} />
      {show("company") && <Carousel images={data.carousel} />}
      {show("company") && <NewsMarquee news={data.marquee} />}
      {show("menus") && <ShortMenus menus={data.menus.slice(0, 5)} className="short-menus--row" />}
      {show("catalogue") && <PlateEntries plates={data.plates} className="plate-entries--grid" />}
      {show("catalogue") && (
        <GameStrip title={t`Hot games`} games={data.hotGames.slice(0, 9)} layout="grid" />
      )}
      {show("promotions") && <PromoCards promotions={data.promotions} limit={1} />}
    </main>
  );
}
