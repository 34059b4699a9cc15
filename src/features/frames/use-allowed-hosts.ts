import { useQuery } from "@tanstack/react-query";
import { siteConfigQueryOptions } from "../shell";
import { allowedFrameHosts } from "./url-allow-list";

/** Allowed frame hosts of the tenant (site config `frameHosts` + derived hosts). */
export function useAllowedFrameHosts(): string[] {
  const { data } = useQuery(siteConfigQueryOptions());
  return allowedFrameHosts(data);
}
