// React access to the chosen image host. Images take the tenant's `cdnDomain` from site config
// (the query the shell loads at start); an <ImageHostProvider> overrides it (tests, previews).
// Until site config is known, images wait instead of loading from a host that may be dropped a
// moment later; when site config cannot be loaded, they use same origin.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { QueryClient, QueryClientContext, useQuery } from "@tanstack/react-query";
import { siteConfigQueryOptions } from "../../api/endpoints/activity-common";
import {
  chooseImageHost,
  needsImageHost,
  peekImageHost,
  resolveImageUrl,
  subscribeImageHost,
} from "./image-host";

const FROM_SITE_CONFIG = Symbol("from-site-config");
/** undefined = not known yet; "" = no CDN (same origin). */
type CdnDomain = string | null | undefined;
const CdnDomainContext = createContext<CdnDomain | typeof FROM_SITE_CONFIG>(FROM_SITE_CONFIG);

export function ImageHostProvider({
  cdnDomain,
  children,
}: {
  cdnDomain: CdnDomain;
  children: ReactNode;
}) {
  return <CdnDomainContext value={cdnDomain}>{children}</CdnDomainContext>;
}

// useQuery needs a client even when disabled; outside any QueryClientProvider this idle one
// stands in (never fetches).
let idleClient: QueryClient | undefined;
const getIdleClient = () => (idleClient ??= new QueryClient());

/** The `cdnDomain` images use: the provider's, else site config's. */
export function useCdnDomain(): CdnDomain {
  const provided = useContext(CdnDomainContext);
  const client = useContext(QueryClientContext);
  const fromSite = provided === FROM_SITE_CONFIG && client !== undefined;
  const site = useQuery(
    { ...siteConfigQueryOptions(), enabled: fromSite, select: (config) => config.cdnDomain },
    client ?? getIdleClient(),
  );
  if (provided !== FROM_SITE_CONFIG) return provided;
  if (!fromSite) return "";
  if (site.data === undefined && site.isError) return "";
  return site.data;
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
