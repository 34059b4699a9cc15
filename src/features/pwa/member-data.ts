// Logout clears member data everywhere it could live (docs/product.md §10): the in-memory query cache
// (the persister then rewrites the disk copy, which never held member queries anyway), member
// IndexedDB entries, and any `/api/` response in Cache Storage (the worker stores none; this is
// the belt to its braces, e.g. after an older worker or a browser extension).
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys";
import { deleteMemberEntries } from "./storage";

export async function deleteApiResponsesFromCacheStorage(): Promise<number> {
  if (typeof caches === "undefined") return 0;
  let removed = 0;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname.startsWith("/api/") && (await cache.delete(request))) {
        removed += 1;
      }
    }
  }
  return removed;
}

export async function clearMemberData(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.member.all });
  queryClient.removeQueries({ queryKey: queryKeys.member.all });
  await Promise.allSettled([deleteMemberEntries(), deleteApiResponsesFromCacheStorage()]);
}
