// Logout clears member data everywhere it could live (docs/product.md §10): the in-memory query cache
// (the persister then rewrites the disk copy, which never held member queries anyway), member
// IndexedDB entries, and any `/api/` response in Cache Storage (the worker stores none; this is
// the belt to its braces, e.g. after an older worker or a browser extension), and the
// localStorage entries named `member.*` (what the player searched for).
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

/** localStorage keys of member data start with this; logout removes them. */
export const MEMBER_LOCAL_PREFIX = "member.";

export function deleteMemberLocalEntries(storage: Storage = localStorage): void {
  try {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(MEMBER_LOCAL_PREFIX)) storage.removeItem(key);
    }
  } catch {
    // Storage unavailable (private mode): nothing was kept there.
  }
}

export async function clearMemberData(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.member.all });
  queryClient.removeQueries({ queryKey: queryKeys.member.all });
  deleteMemberLocalEntries();
  await Promise.allSettled([deleteMemberEntries(), deleteApiResponsesFromCacheStorage()]);
}
