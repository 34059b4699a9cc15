// The desk's calls (src/api/contract/desk.ts): one small fetch wrapper of its own, so the desk's
// bundle carries none of the players' client (encryption, refresh, offline).
import type { Envelope } from "../api/contract/envelope";

const TOKEN_KEY = "playfront-desk-token";

/** The desk session's token: per tab (sessionStorage), gone when the tab closes. */
export const session = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export class DeskError extends Error {
  readonly status: number;
  readonly code: unknown;
  constructor(status: number, message: string, code: unknown) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

let language = "en";
export const setRequestLanguage = (l: string) => {
  language = l;
};

/** Calls `/api/desk<path>`; a refusal throws DeskError with the platform's message. */
export async function desk<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { "accept-language": language };
  const token = session.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`/api/desk${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let envelope: Envelope<T> | null;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!res.ok || !envelope?.ok) {
    if (res.status === 401) session.clear();
    throw new DeskError(res.status, envelope?.message ?? res.statusText, envelope?.error);
  }
  return envelope.result;
}
