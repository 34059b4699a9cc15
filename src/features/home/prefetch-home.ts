// Home's calls, started from the home route's loader: alongside the screen's code and the first
// render instead of after them (useQuery starts fetching only once the screen has mounted, and not
// before the persisted query cache has been restored). Same query options as useHomeData, so
// every call is made once.
import type { QueryClient } from "@tanstack/react-query";
import {
  activitiesQueryOptions,
  companyInfoQueryOptions,
  shortMenusQueryOptions,
  styleConfigQueryOptions,
} from "../../api/endpoints/activity-common";
import { gameCatalogueQueryOptions } from "../games";
import { siteConfigQueryOptions } from "../shell";

/** The promotions home shows (the first page, enough for every layout). */
export const HOME_PROMOTIONS = { pageIndex: 1, pageSize: 6 } as const;

/** Fire and forget: failures show where the screen uses the data, as without the prefetch. */
export function prefetchHome(client: QueryClient): void {
  void client.prefetchQuery(gameCatalogueQueryOptions());
  void client.prefetchQuery(activitiesQueryOptions(HOME_PROMOTIONS));
  client.ensureQueryData(siteConfigQueryOptions()).then(
    (site) => {
      const vstyle = site.vStyle;
      void client.prefetchQuery(companyInfoQueryOptions(vstyle));
      void client.prefetchQuery(styleConfigQueryOptions(vstyle));
      void client.prefetchQuery(shortMenusQueryOptions(vstyle));
    },
    () => {
      // No site config: the screen shows its loading state and the shell reports the failure.
    },
  );
}
