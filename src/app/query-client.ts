import { QueryClient } from "@tanstack/react-query";
import type { SiteConfig } from "../api/contract/common";
import { SITE_CONFIG_COPY, siteConfigQueryOptions } from "../api/endpoints/activity-common";
import { apiHooks } from "../api/hooks";
import { PERSIST_MAX_AGE_MS } from "../features/pwa";

/** One QueryClient for the app: server data lives here, never in atoms. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept as long as the persisted cache, so an offline cold start still has the lobby.
        gcTime: PERSIST_MAX_AGE_MS,
        // The API client already maps failures to messages; retrying refusals only repeats them.
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Shows the device's copy of site config (this host, this language) until the network answers:
 * the tenant's name, colour and layout from the first frame, also after an update has dropped the
 * persisted query cache. Kept with its save time, so it is stale and the call still goes out.
 */
export async function seedSiteConfig(queryClient: QueryClient): Promise<void> {
  const copy = await apiHooks.readDeviceCopy(SITE_CONFIG_COPY, apiHooks.getLocale(), false);
  const { queryKey } = siteConfigQueryOptions();
  if (!copy || queryClient.getQueryData(queryKey) !== undefined) return;
  queryClient.setQueryData(queryKey, copy.value as SiteConfig, { updatedAt: copy.savedAt });
}
