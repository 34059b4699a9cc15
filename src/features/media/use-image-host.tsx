// React access to the chosen image host. The shell provides the tenant's `cdnDomain` once site
// config is known; until then images wait (undefined) instead of loading from a host that may be
// dropped a moment later.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import {
  chooseImageHost,
  needsImageHost,
  peekImageHost,
  resolveImageUrl,
  subscribeImageHost,
} from "./image-host";

/** undefined = site config not loaded yet; "" = no CDN (same origin). */
const CdnDomainContext = createContext<string | null | undefined>("");

export function ImageHostProvider({
  cdnDomain,
  children,
}: {
  cdnDomain: string | null | undefined;
  children: ReactNode;
}) {
  return <CdnDomainContext value={cdnDomain}>{children}</CdnDomainContext>;
}

/** The `cdnDomain` the nearest provider holds ("" without a provider). */
export function useCdnDomain(): string | null | undefined {
  return useContext(CdnDomainContext);
}

/**
 * The host images load from for this `cdnDomain`, or undefined while it is being chosen (or while
 * `cdnDomain` itself is undefined). Starts the session's one selection when needed.
 */
export function useImageHost(cdnDomain: string | null | undefined): string | undefined {
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
  cdnDomain: string | null | undefined,
): string | undefined {
  const host = useImageHost(cdnDomain);
  if (!needsImageHost(src, cdnDomain)) return resolveImageUrl(src, "", cdnDomain);
  return host === undefined ? undefined : resolveImageUrl(src, host, cdnDomain);
}
