// Shared by the member e2e specs: a fresh member per test (registered through the real API, so
// tests never share balances), typed API calls with the member's token, and funding through a
// real deposit order.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { gapX } from "./helpers/captcha";
import { apiUserInfo, seedSession, type SeedSession } from "./helpers/session";

export interface Member {
  origin: string;
  token: string;
  uid: number;
  userName: string;
  passWord: string;
}

let seq = 0;
function apiURL(origin: string, path: string) {
  return `http://127.0.0.1:${new URL(origin).port}${path}`;
}

export async function call<T>(
  request: APIRequestContext,
  m: Pick<Member, "origin" | "token">,
  method: "GET" | "POST",
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; ok: boolean; result: T; message: string }> {
  const res = await request.fetch(apiURL(m.origin, path), {
    method,
    data: method === "POST" ? (data ?? {}) : undefined,
    headers: { Authorization: `Bearer ${m.token}`, "Accept-Language": "en", ...headers },
  });
  const body = (await res.json()) as { ok: boolean; result: T; message: string };
  return { status: res.status(), ...body };
}

/**
 * Registers a fresh member on the tenant of `baseURL` (the classic one for plain localhost) and
 * logs the page in as them, in English unless `locale` says otherwise.
 */
export async function freshMember(
  page: Page,
  baseURL: string,
  locale: SeedSession["locale"] = "en",
): Promise<Member> {
  const origin = new URL(baseURL).origin;
  // Always 12 characters (8 of time until 2059, 3 of sequence): screens that show the name keep
  // one width, so the visual baselines' mask over it does not change size with the count of
  // members a worker has made.
  const userName = `m${Date.now().toString(36)}${(seq++ % 36 ** 3).toString(36).padStart(3, "0")}`;
  const passWord = "pass1234";
  const headers = { Host: new URL(origin).host };
  const register = async (captchaToken?: string) =>
    (await (
      await page.request.post(apiURL(origin, "/api/vipuser/Rigster"), {
        data: { userName, passWord, confirmPassWord: passWord, legalAge: true, captchaToken },
        headers,
      })
    ).json()) as { ok: boolean; error?: string; result: { id: number; token: string } };
  let body = await register();
  // A tenant with appIsVerification (lottery) asks for its slider puzzle first.
  if (body.error === "captcha-required") body = await register(await solveSlider(page, origin));
  expect(body.ok).toBe(true);
  const userInfo = await apiUserInfo(page.request, origin, body.result.token);
  await seedSession(page, origin, {
    token: body.result.token,
    uid: body.result.id,
    userInfo,
    locale,
  });
  return { origin, token: body.result.token, uid: body.result.id, userName, passWord };
}

/**
 * Solves the platform's slider puzzle through its API (the gap is drawn in the picture). Like a
 * person, it may misjudge a puzzle now and then and takes a new one: three tries.
 */
async function solveSlider(page: Page, origin: string): Promise<string> {
  const headers = { Host: new URL(origin).host };
  for (let attempt = 0; ; attempt++) {
    const puzzle = (await (
      await page.request.get(apiURL(origin, "/api/v3/common/slider-captcha"), { headers })
    ).json()) as { result: { captchaId: string; backgroundUrl: string; pieceY: number } };
    // The gap is only in the picture's pixels: read it as a person would.
    const x = gapX(puzzle.result.backgroundUrl, puzzle.result.pieceY);
    const verified = (await (
      await page.request.post(apiURL(origin, "/api/v3/common/slider-captcha/verify"), {
        data: { captchaId: puzzle.result.captchaId, x },
        headers,
      })
    ).json()) as { ok: boolean; result: { captchaToken: string } };
    if (verified.ok || attempt === 2) {
      expect(verified.ok).toBe(true);
      return verified.result.captchaToken;
    }
  }
}

export const balance = (page: Page) => page.getByRole("status", { name: "Balance" }).first();
/** Credits a fresh member through a real deposit order and waits until it is confirmed. */
export async function fund(page: Page, m: Member, amount: string) {
  const order = await call<{ id: number }>(
    page.request,
    m,
    "POST",
    "/api/VipUser/CreateDepositOrder",
    { channelId: "bank", amount },
    { "Idempotency-Key": `fund-${m.uid}-${amount}-${Date.now()}` },
  );
  expect(order.ok).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await call<{ status: string }>(
            page.request,
            m,
            "GET",
            `/api/VipUser/GetDepositOrder/${order.result.id}`,
          )
        ).result.status,
      { timeout: 15_000 },
    )
    .toBe("confirmed");
}
