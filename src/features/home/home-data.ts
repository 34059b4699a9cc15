// Everything a home composition needs, already picked out of the calls' answers.
import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { ImageType, NewsType } from "../../api/contract/constants";
import type {
  Activity,
  AppShortMenu,
  CompanyImage,
  NewsItem,
  SiteConfig,
} from "../../api/contract/common";
import type { Game, PlateTypeInfo } from "../../api/contract/games";
import { gameCatalogueQueryOptions } from "../games";
import { useOnline } from "../pwa";
import type { HomeReady } from "./in-order";
import { neverArrives, siteConfigQueryOptions } from "../shell";
import {
  activitiesQueryOptions,
  companyInfoQueryOptions,
  imagesQueryOptions,
  shortMenusQueryOptions,
  styleConfigQueryOptions,
} from "../../api/endpoints/activity-common";

export interface HomeData {
  site: SiteConfig | undefined;
  companyName: string;
  logoUrl: string;
  carousel: CompanyImage[];
  dialogImages: CompanyImage[];
  /** Scrolling news line (NewsType.Carousel, else the latest news). */
  marquee: NewsItem[];
  /** Announcements for the dialog and news lists (NewsType.Latest). */
  announcements: NewsItem[];
  news: NewsItem[];
  menus: AppShortMenu[];
  plates: PlateTypeInfo[];
  games: Game[];
  hotGames: Game[];
  promotions: Activity[];
  showNoticeDialog: boolean;
  /** Which calls have settled: sections wait for them in order (see in-order.ts). */
  ready: HomeReady;
  /** Offline, and site config or company info was never saved on this device. */
  unsaved: boolean;
}

/** The promotions home shows (the first page, enough for every layout). */
export const HOME_PROMOTIONS = { pageIndex: 1, pageSize: 6 } as const;

const sortImages = (images: CompanyImage[]) => [...images].sort((a, b) => a.sort - b.sort);
const byType = (images: CompanyImage[], type: number) =>
  sortImages(images.filter((i) => i.imageType === type));

/** The announcement dialog's images, in their order. */
export const dialogImagesOf = (images: CompanyImage[]) => byType(images, ImageType.H5Dialog);

export function useHomeData(): HomeData {
  const online = useOnline();
  const siteQuery = useQuery(siteConfigQueryOptions());
  const site = siteQuery.data;
  const vstyle = site?.vStyle;
  const company = useQuery({ ...companyInfoQueryOptions(vstyle), enabled: !!site });
  const menus = useQuery({ ...shortMenusQueryOptions(vstyle), enabled: !!site });
  const style = useQuery({ ...styleConfigQueryOptions(vstyle), enabled: !!site });
  const catalogue = useQuery(gameCatalogueQueryOptions());
  const promos = useQuery(activitiesQueryOptions(HOME_PROMOTIONS));

  const images = company.data?.images;
  // Company info without an image type: the carousel and the dialog ask for theirs (docs/product.md §7
  // GetByImageType). The carousel is part of the company sections, which wait for it.
  const { companyCarousel, companyDialog, companyLogo } = useMemo(
    () => ({
      companyCarousel: byType(images ?? [], ImageType.H5Carousel),
      companyDialog: dialogImagesOf(images ?? []),
      companyLogo: byType(images ?? [], ImageType.H5Logo)[0]?.imageUrl,
    }),
    [images],
  );
  const askCarousel = company.isSuccess && companyCarousel.length === 0;
  const askDialog =
    company.isSuccess &&
    companyDialog.length === 0 &&
    style.data?.layoutConfig.showNoticeDialog === true;
  const carouselImages = useQuery({
    ...imagesQueryOptions({ imageType: ImageType.H5Carousel }),
    enabled: askCarousel,
  });
  const dialogImages = useQuery({
    ...imagesQueryOptions({ imageType: ImageType.H5Dialog }),
    enabled: askDialog,
  });
  const unsaved = !online && (neverArrives(siteQuery) || neverArrives(company));
  const companyReady = !company.isPending && !(askCarousel && carouselImages.isPending);
  // One object per change of what home shows: a render of the screen for anything else (the
  // style atom, a deferred copy catching up) hands the memoized layout the same data, so it skips.
  return useMemo((): HomeData => {
    const news = company.data?.news ?? [];
    const latest = news.filter((n) => n.newsType === NewsType.Latest);
    const scrolling = news.filter((n) => n.newsType === NewsType.Carousel);
    const games = catalogue.data?.games ?? [];
    return {
      site,
      companyName: company.data?.companyName ?? site?.companyPageName ?? "",
      logoUrl: site?.logoUrl || companyLogo || "",
      carousel: askCarousel ? sortImages(carouselImages.data?.items ?? []) : companyCarousel,
      dialogImages: askDialog ? sortImages(dialogImages.data?.items ?? []) : companyDialog,
      marquee: scrolling.length ? [...scrolling, ...latest] : latest,
      announcements: latest,
      news,
      menus: menus.data ?? [],
      plates: catalogue.data?.plateTypes ?? [],
      games,
      hotGames: games.filter((g) => g.isHot),
      promotions: promos.data?.items ?? [],
      showNoticeDialog: style.data?.layoutConfig.showNoticeDialog ?? false,
      ready: {
        company: companyReady,
        menus: !menus.isPending,
        catalogue: !catalogue.isPending,
        promotions: !promos.isPending,
      },
      unsaved,
    };
  }, [
    site,
    company.data,
    companyLogo,
    askCarousel,
    askDialog,
    carouselImages.data,
    dialogImages.data,
    companyCarousel,
    companyDialog,
    menus.data,
    menus.isPending,
    catalogue.data,
    catalogue.isPending,
    promos.data,
    promos.isPending,
    style.data,
    companyReady,
    unsaved,
  ]);
}
