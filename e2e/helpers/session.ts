// Shared e2e helpers: tenant origins, logging the demo member in through the real API, and seeding
// the persisted session exactly as the app's store reads it (src/features/session/atoms.ts:
// localStorage keys "playfront.<name>", JSON values).
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Locale } from "../../src/api/contract/locales";

export type Tenant = "classic" | "elec" | "lottery" | "tq";

export const DEMO_MEMBER = { userName: "demo", passWord: "demo1234" } as const;
export const STORAGE_PREFIX = "playfront.";

/** Origin of a tenant on the e2e server (`*.localhost` resolves to loopback in Chromium). */
export function tenantOrigin(baseURL: string, tenant?: Tenant): string {
  const url = new URL(baseURL);
  if (tenant) url.hostname = `${tenant}.localhost`;
  return url.origin;
}

export interface LoginResult {
  id: number;
  token: string;
  balance: string;
  expiresAt: string;
}

/** The API request the tenant sees: plain localhost for Node's resolver, tenant by Host header. */
function tenantHeaders(origin: string): Record<string, string> {
  return { Host: new URL(origin).host };
}

function apiURL(origin: string, path: string): string {
  const url = new URL(origin);
  return `http://127.0.0.1:${url.port}${path}`;
}

/** POST /api/vipuser/Login for the demo member (or another) on the tenant of `origin`. */
export async function apiLogin(
  request: APIRequestContext,
  origin: string,
  credentials: { userName: string; passWord: string } = DEMO_MEMBER,
): Promise<LoginResult> {
  const res = await request.post(apiURL(origin, "/api/vipuser/Login"), {
    data: credentials,
    headers: tenantHeaders(origin),
  });
  const body = (await res.json()) as { ok: boolean; result: LoginResult; message?: string };
  expect(body.ok, body.message).toBe(true);
  return body.result;
}

/** GET the member's user info with a token (for seeding a fully logged-in session). */
export async function apiUserInfo(
  request: APIRequestContext,
  origin: string,
  token: string,
): Promise<Record<string, unknown>> {
  const res = await request.get(apiURL(origin, "/api/VipUser/GetUserByUid"), {
    headers: { ...tenantHeaders(origin), Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { ok: boolean; result: Record<string, unknown> };
  expect(body.ok).toBe(true);
  return body.result;
}

export interface SeedSession {
  token: string;
  uid: number;
  userInfo?: Record<string, unknown> | null;
  locale?: Locale;
}

/** Writes the persisted session into the origin's localStorage (no app code runs meanwhile). */
export async function seedSession(page: Page, origin: string, session: SeedSession) {
  await page.goto(`${origin}/healthz`);
  await page.evaluate(
    ({ prefix, session }) => {
      localStorage.setItem(`${prefix}token`, JSON.stringify(session.token));
      localStorage.setItem(`${prefix}uid`, JSON.stringify(session.uid));
      if (session.userInfo) {
        localStorage.setItem(`${prefix}userInfo`, JSON.stringify(session.userInfo));
      }
      if (session.locale) localStorage.setItem(`${prefix}locale`, JSON.stringify(session.locale));
    },
    { prefix: STORAGE_PREFIX, session },
  );
}

/** Logs the demo member in through the API and seeds the session; returns the login result. */
export async function loginAsDemo(
  page: Page,
  origin: string,
  options: { locale?: Locale; withUserInfo?: boolean } = {},
): Promise<LoginResult> {
  const login = await apiLogin(page.request, origin);
  const userInfo =
    options.withUserInfo === false ? null : await apiUserInfo(page.request, origin, login.token);
  await seedSession(page, origin, {
    token: login.token,
    uid: login.id,
    userInfo,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  return login;
}

/** A persisted value as the app stored it (JSON-decoded), or null. */
export async function readStored(page: Page, name: string): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, STORAGE_PREFIX + name);
}
