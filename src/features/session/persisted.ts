// Persisted client values (docs/product.md §3) live in localStorage under one prefix, read synchronously on
// first use so that route guards see the stored token before the first render.
import { atomWithStorage, createJSONStorage } from "jotai/utils";

export const STORAGE_PREFIX = "playfront.";

export function persistedAtom<T>(key: string, initial: T) {
  return atomWithStorage<T>(
    STORAGE_PREFIX + key,
    initial,
    createJSONStorage<T>(() => localStorage),
    { getOnInit: true },
  );
}
