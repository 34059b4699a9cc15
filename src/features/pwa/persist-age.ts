/** Persisted queries older than this are dropped on restore (and kept in memory as long). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
