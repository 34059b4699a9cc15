import { useQuery } from "@tanstack/react-query";
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
