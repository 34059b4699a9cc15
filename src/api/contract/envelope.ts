// The response envelope every platform call answers with (docs/product.md §7, docs/product.md §10).
// This folder is the one typed contract shared by the app (type imports only, so nothing of it
// ships in the bundle except constants.ts) and the reference platform (zod schemas + types).

/** `error` is a string for a plain refusal, or field → messages for a validation failure. */
export type ApiErrorValue = string | Record<string, string[]> | { value: string } | null;

export interface Envelope<T> {
  ok: boolean;
  result: T;
  error: ApiErrorValue;
  message: string;
  /** When true, `result` is an AES ciphertext string (crypto-js, key from runtime config). */
  encrypted?: boolean;
}

/** Money on the wire: a decimal string with exactly 2 decimals, e.g. "1234.50". */
export type Money = string;
