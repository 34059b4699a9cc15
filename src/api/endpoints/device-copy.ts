// Public answers the app must have offline even when the persisted query cache is gone (a new
// build drops it; another language reads it as expired): the device keeps its own copy, per host
// and language, through the hooks the app wires to IndexedDB (src/app/configure-api.ts).
import { apiHooks } from "../hooks";
import { ApiError, ApiErrorKind } from "../errors";
import { noteContentLanguage } from "../other-language";

/**
 * Calls `fetcher` and saves its answer as the device copy `name`; when the call fails (no
 * network, the platform down) answers from the copy in the request's language, else from the
 * newest copy in another one, noted as such (other-language.ts). Without any copy the call's own
 * error stands.
 */
export async function withDeviceCopy<T>(name: string, fetcher: () => Promise<T>): Promise<T> {
  const locale = apiHooks.getLocale();
  try {
    const value = await fetcher();
    apiHooks.saveDeviceCopy(name, locale, value);
    noteContentLanguage(name, null);
    return value;
  } catch (error) {
    if (error instanceof ApiError && error.kind === ApiErrorKind.Aborted) throw error;
    const copy = await apiHooks.readDeviceCopy(name, locale, true);
    if (copy === undefined) throw error;
    noteContentLanguage(name, copy.locale === locale ? null : copy.locale);
    return copy.value as T;
  }
}
