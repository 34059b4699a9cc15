import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { SiteConfig } from "../../api/contract/common";
import { siteConfigQueryOptions } from "../../api/endpoints/activity-common";

export { siteConfigQueryOptions };

export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQueryOptions()).data;
}

/** Chat on for this tenant (imGlobalSetting.isEnabled). */
export function useChatEnabled(): boolean {
  return useSiteConfig()?.imGlobalSetting.isEnabled === true;
}

/**
 * A route loader's wait for the tenant's site config (started at app start, so usually there):
 * screens whose form depends on its flags — login and register show the slider captcha when
 * `appIsVerification` is on — render once they are known, so the form does not move when they
 * arrive (lottery's login measured CLS 0.068 when the captcha appeared late). Never fails: with no
 * site config at all (offline, never saved) the screen renders without it, as before.
 */
export function siteConfigReady(queryClient: QueryClient): Promise<void> {
  return queryClient.ensureQueryData(siteConfigQueryOptions()).then(
    () => undefined,
    () => undefined,
  );
}
