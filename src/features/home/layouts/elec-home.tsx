// Elec: a dark, full-bleed hero (the first carousel image with a play button), plate
// pills, then one horizontal row of games per provider.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "@tanstack/react-router";
import type { Game } from "../../../api/contract/games";
import { TenantImage } from "../../media";
import type { HomeData } from "../home-data";
import { inOrder } from "../in-order";
import { GameStrip } from "../parts/game-strip";
import { HomeHeader } from "../parts/home-header";
import { NewsMarquee } from "../parts/news-marquee";
import { PlateEntries } from "../parts/plate-entries";
import { PromoCards } from "../parts/promo-cards";
import { ShortMenus } from "../parts/short-menus";
import "./elec.css";

function rowsByProvider(data: HomeData): { name: string; games: Game[] }[] {
  const slot = data.plates.find((p) => p.plateType === "slot") ?? data.plates[0];
  if (!slot) return [];
  return slot.platforms
    .map((p) => ({
      name: p.name,
      games: data.games.filter((g) => g.plateType === slot.plateType && g.platform === p.code),
    }))
    .filter((r) => r.games.length > 0)
    .slice(0, 4);
}

export function ElecHome({ data }: { data: HomeData }) {
  const { t } = useLingui();
  const { locale } = useParams({ strict: false });
  const hero = data.carousel[0];
  const show = inOrder(data.ready);
  return (
    <main className="home home--elec" data-layout="elec">
      <HomeHeader
        logoUrl={data.logoUrl}
        companyName={data.companyName}
        className="home-header--dark"
      />
      <section className="elec-hero" aria-label={t`Featured`}>
        {hero ? (
          <TenantImage
            src={hero.imageUrl}
            alt={hero.title}
            aspectRatio="5 / 2"
            loading="eager"
            fetchPriority="high"
          />
        ) : null}
        <div className="elec-hero__overlay">
          <Link
            className="btn btn--primary elec-hero__cta"
            to="/{-$locale}/game-slot/{-$plateType}"
            params={{ locale, plateType: "slot" }}
          >
            <Trans>Play now</Trans>
          </Link>
        </div>
      </section>
      {show("catalogue") && (
        <PlateEntries plates={data.plates} className="plate-entries--pills" iconSize={18} />
      )}
      {show("catalogue") && (
        <GameStrip title={t`Hot games`} games={data.hotGames.slice(0, 8)} layout="row" />
      )}
      {show("catalogue") &&
        rowsByProvider(data).map((row) => (
          <GameStrip key={row.name} title={row.name} games={row.games.slice(0, 10)} layout="row" />
        ))}
      {show("promotions") && (
        <PromoCards promotions={data.promotions} limit={2} className="promo-cards--dark" />
      )}
      {show("company") && <NewsMarquee news={data.marquee} className="marquee--dark" />}
      {show("menus") && (
        <ShortMenus
          menus={data.menus}
          className="short-menus--dark"
          iconSize={32}
          surface="#0e1320"
        />
      )}
    </main>
  );
}
