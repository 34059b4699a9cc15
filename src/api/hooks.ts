// How the API client (src/api/client.ts) reaches the rest of the app without importing it:
// the shell calls `configureApi()` once at start with functions backed by the jotai store,
// the router and the toast/dialog primitives. Defaults are inert so unit tests can override parts.
import type { Locale } from "../lib/i18n";

export interface ApiHooks {
  /** Stored access token, or null when logged out. */
  getToken(): string | null;
  /** Stores a token obtained by the silent 402 refresh. */
  setToken(token: string): void;
  getLocale(): Locale;
  /** True on the login and register pages, where refusals show no message (docs/product.md §8). */
  isQuietRoute(): boolean;
  /** 401: with a token → log out, go home, show the dialog; without → go to login (docs/product.md §8). */
  onUnauthorized(hadToken: boolean, message: string): void;
  /** A string error → a dialog with the message. */
  showDialog(message: string): void;
  /** Other statuses: close the loading toast and show the message. */
  showToast(message: string): void;
  hideLoading(): void;
  /** The loading overlay: one more call under way (money actions, the game launch). */
  showLoading(): void;
  /** That call settled: one fewer (the overlay goes at zero). */
  endLoading(): void;
  /**
   * The device's copy of a public answer (IndexedDB, per host and language; docs/product.md §3): saved when
   * it arrives, read when the network cannot answer. With `anyLocale`, a copy in another language
   * serves when none is saved in this one.
   */
  saveDeviceCopy(name: string, locale: Locale, value: unknown): void;
  readDeviceCopy(
    name: string,
    locale: Locale,
    anyLocale: boolean,
  ): Promise<{ value: unknown; savedAt: number; locale: Locale } | undefined>;
}

const inert: ApiHooks = {
  getToken: () => null,
  setToken: () => {},
  getLocale: () => "zh-hans",
  isQuietRoute: () => false,
  onUnauthorized: () => {},
  showDialog: () => {},
  showToast: () => {},
  hideLoading: () => {},
  showLoading: () => {},
  endLoading: () => {},
  saveDeviceCopy: () => {},
  readDeviceCopy: async () => undefined,
};

export const apiHooks: ApiHooks = { ...inert };

export function configureApi(hooks: Partial<ApiHooks>): void {
  Object.assign(apiHooks, hooks);
}

export function resetApiHooks(): void {
  Object.assign(apiHooks, inert);
}
