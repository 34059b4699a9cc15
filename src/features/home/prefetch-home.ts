// Home's calls, started from the home route's loader: alongside the screen's code and the first
// render instead of after them (useQuery starts fetching only once the screen has mounted, and not
// before the persisted query cache has been restored). Same query options as useHomeData, so
// every call is made once.
import { onlineManager, type QueryClient } from "@tanstack/react-query";
import type { CompanyImage } from "../../api/contract/common";
import {
  activitiesQueryOptions,
  companyInfoQueryOptions,
  shortMenusQueryOptions,
  styleConfigQueryOptions,
} from "../../api/endpoints/activity-common";
import { gameCatalogueQueryOptions } from "../games";
import { preloadTenantImage } from "../media";
import { currentPreview } from "../preview";
import { whenIdle } from "../pwa";
import { siteConfigQueryOptions } from "../shell";
import { dialogImagesOf, HOME_PROMOTIONS } from "./home-data";
import { isSnoozedToday } from "./no-reminder-today";

export { HOME_PROMOTIONS };

/**
 * Fire and forget: failures show where the screen uses the data, as without the prefetch. Without
 * `dialogImage`, only the answers (no picture is asked for).
 */
export function prefetchHome(client: QueryClient, { dialogImage = true } = {}): void {
  void client.prefetchQuery(gameCatalogueQueryOptions());
  void client.prefetchQuery(activitiesQueryOptions(HOME_PROMOTIONS));
  client.ensureQueryData(siteConfigQueryOptions()).then(
    (site) => {
      const vstyle = site.vStyle;
      void client.prefetchQuery(shortMenusQueryOptions(vstyle));
      Promise.all([
        client.fetchQuery(companyInfoQueryOptions(vstyle)),
        client.fetchQuery(styleConfigQueryOptions(vstyle)),
      ]).then(([company, style]) => {
        if (dialogImage && style.layoutConfig.showNoticeDialog)
          preloadDialogImage(company.images, site.cdnDomain);
      }, noop);
    },
    // No site config: the screen shows its loading state and the shell reports the failure.
    noop,
  );
}

const noop = () => {};

/**
 * After a language switch, online: the lobby's public content (games, menus, news, banners,
 * promotions) in the new language, asked for when the main thread is idle, so that the device holds
 * it (device copies, the slot-games entry) should the network go later (docs/data-and-offline.md).
 */
export function saveHomeForOffline(client: QueryClient): void {
  if (!onlineManager.isOnline()) return;
  void whenIdle().then(() => prefetchHome(client, { dialogImage: false }));
}

/**
 * The dialog's image is the page's largest paint: ask for it as soon as the answers name it, not
 * once the screen has rendered (the dialog's <img> then finds it loaded). Only when the dialog will
 * show, and when its host is already known (else the dialog waits for the host anyway).
 */
function preloadDialogImage(images: CompanyImage[], cdnDomain: string | null | undefined): void {
  if (currentPreview().previewOnly || isSnoozedToday(localStorage)) return;
  const src = dialogImagesOf(images)[0]?.imageUrl;
  if (src) preloadTenantImage(src, cdnDomain);
}
