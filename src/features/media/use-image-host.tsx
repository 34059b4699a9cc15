// React access to the chosen image host. Images take the tenant's `cdnDomain` from site config
// (the query the shell loads at start) through <SiteImageHost>, which the shell renders once
// around every screen: one query observer for the whole app, not one per image (a lobby page
// mounts dozens of tiles, and each observer had its own timers, subscription and notification
// task). An <ImageHostProvider> sets it directly (tests, previews). Until site config is known,
// images wait instead of loading from a host that may be dropped a moment later; when site config
// cannot be loaded, and outside any provider, they use same origin.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { siteConfigQueryOptions } from "../../api/endpoints/activity-common";
import { chooseImageHost, peekImageHost, subscribeImageHost } from "./image-host";
import { needsImageHost, resolveImageUrl } from "./image-url";

/** undefined = not known yet; "" = no CDN (same origin). */
type CdnDomain = string | null | undefined;
const CdnDomainContext = createContext<CdnDomain>("");

export function ImageHostProvider({
  cdnDomain,
  children,
}: {
  cdnDomain: CdnDomain;
  children: ReactNode;
}) {
  return <CdnDomainContext value={cdnDomain}>{children}</CdnDomainContext>;
}

/** Gives the images below site config's `cdnDomain` (same origin when it cannot be loaded). */
export function SiteImageHost({ children }: { children: ReactNode }) {
  const site = useQuery({ ...siteConfigQueryOptions(), select: (config) => config.cdnDomain });
  const cdnDomain = site.data === undefined && site.isError ? "" : site.data;
  return <ImageHostProvider cdnDomain={cdnDomain}>{children}</ImageHostProvider>;
}

/** The `cdnDomain` images use: the nearest provider's, else none (same origin). */
export function useCdnDomain(): CdnDomain {
  return useContext(CdnDomainContext);
}

/**
 * The host images load from for this `cdnDomain`, or undefined while it is being chosen (or while
 * `cdnDomain` itself is undefined). Starts the session's one selection when needed.
 */
export function useImageHost(cdnDomain: CdnDomain): string | undefined {
  const waiting = cdnDomain === undefined;
  const host = useSyncExternalStore(subscribeImageHost, () =>
    waiting ? undefined : peekImageHost(cdnDomain),
  );
  useEffect(() => {
    if (!waiting && host === undefined) void chooseImageHost(cdnDomain);
  }, [waiting, host, cdnDomain]);
  return host;
}

/**
 * `src` resolved against the chosen host, or undefined while that host is still being chosen.
 * Absolute URLs off the tenant's CDN need no host and resolve at once.
 */
export function useImageUrl(
  src: string | null | undefined,
  cdnDomain: CdnDomain,
): string | undefined {
  const host = useImageHost(cdnDomain);
  if (!needsImageHost(src, cdnDomain)) return resolveImageUrl(src, "", cdnDomain);
  return host === undefined ? undefined : resolveImageUrl(src, host, cdnDomain);
}
