// The adversarial suite's platform: the real server (buildServer) on a loopback port with its own
// in-memory database and a clock the attacks can move, reached over real HTTP and websockets.
import CryptoJS from "crypto-js";
import type { PlatformServer } from "../app.ts";
import type { PlatformConfig } from "../context.ts";
import { client } from "../modules/chat/test-client.ts";
import { freshIp, startHarness, totpAt, type TestClock } from "../modules/core/test/harness.ts";

export { freshIp, totpAt };

/** The seeded tenant with chat on (chat identities and tickets live there). */
export const CHAT_HOST = "elec.localhost";

export interface Target {
  app: PlatformServer;
  clock: TestClock;
  api: ReturnType<typeof client>;
  /** Logs a member in from a fresh address (per-IP limits must not leak between attacks). */
  login(userName?: string, passWord?: string): Promise<{ token: string; id: number }>;
  /** Registers a new member (own name and address) and returns its session. */
  member(): Promise<{ token: string; id: number; userName: string; passWord: string }>;
  close(): Promise<void>;
}

export async function startTarget(config: Partial<PlatformConfig> = {}): Promise<Target> {
  // The core harness starts the server (in-memory database, movable clock); the chat client adds
  // Host headers and websockets.
  const h = await startHarness(config);
  const { app, clock } = h;
  const api = client(Number(new URL(h.base).port), CHAT_HOST);
  const login = async (userName = "demo", passWord = "demo1234") => {
    const r = await api.call<{ token: string; id: number }>("POST", "/api/vipuser/Login", {
      json: { userName, passWord },
      headers: { "x-forwarded-for": freshIp() },
    });
    if (r.status !== 200) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
    return r.body.result;
  };
  let seq = 0;
  const member = async () => {
    const userName = `sec${Date.now().toString(36)}${seq++}`.slice(0, 16);
    const passWord = "quiet-harbour-71";
    const r = await api.call<{ token: string; id: number }>("POST", "/api/vipuser/Rigster", {
      json: { userName, passWord, confirmPassWord: passWord, legalAge: true },
      headers: { "x-forwarded-for": freshIp() },
    });
    if (r.status !== 200) throw new Error(`register failed: ${JSON.stringify(r.body)}`);
    return { ...r.body.result, userName, passWord };
  };
  return { app, clock, api, login, member, close: () => app.close() };
}

/** Resolves with the HTTP status the websocket upgrade was refused with, or "open". */
export async function upgrade(api: Target["api"], server: string): Promise<number | "open"> {
  const s = api.socket(server);
  try {
    await s.opened;
    s.ws.close();
    return "open";
  } catch (e) {
    const m = /HTTP (\d+)/.exec(String(e));
    if (!m) throw e;
    return Number(m[1]);
  }
}

type Api = Target["api"];

/** Turns two-factor on for the member and returns the TOTP secret (base32). */
export async function enableTwoFactor(t: Target, token: string, passWord: string) {
  const qr = await t.api.call<{ secret: string }>("GET", "/api/VipUser/GenerateQrUri", { token });
  if (qr.status !== 200) throw new Error(`GenerateQrUri: ${JSON.stringify(qr.body)}`);
  const secret = qr.body.result.secret;
  const on = await t.api.call("POST", "/api/VipUser/EnableAuthenticator", {
    token,
    json: { code: totpAt(secret, t.clock.now), passWord },
  });
  if (on.status !== 200) throw new Error(`EnableAuthenticator: ${JSON.stringify(on.body)}`);
  return secret;
}

/** Sets the member's 6-digit withdrawal password (the login password confirms it). */
export async function setWithdrawalPassword(
  api: Api,
  token: string,
  passWord: string,
  pin: string,
) {
  const r = await api.call("POST", "/api/VipUser/v2/ChangePwdMoney", {
    token,
    json: { oldPassWord: passWord, newPassWord: pin, confirmPassWord: pin },
  });
  if (r.status !== 200) throw new Error(`ChangePwdMoney: ${JSON.stringify(r.body)}`);
}

/** Binds a payout card (re-authenticated with the login password, or the 2FA code). */
export async function bindCard(
  t: Target,
  token: string,
  proof: { passWord?: string; code?: string },
  accountNo = `6222${String(Math.random()).slice(2, 14)}`,
) {
  const r = await t.api.call<string | { id: number }>("POST", "/api/VipUser/AddVipBankAccount", {
    token,
    json: {
      typeName: "Bank",
      bankName: "Harbour Bank",
      accountName: "Sec Tester",
      accountNo,
      ...proof,
    },
  });
  // The card comes back encrypted with the published response key (docs/product.md §10).
  const id = r.body.encrypted
    ? (
        JSON.parse(
          CryptoJS.AES.decrypt(String(r.body.result), t.app.platform.config.encryptionKey).toString(
            CryptoJS.enc.Utf8,
          ),
        ) as { id: number }
      ).id
    : null;
  return { status: r.status, body: r.body, id };
}

/** Fires `n` copies of a request at once and counts the answers by HTTP status and error code. */
export async function burst(
  n: number,
  send: (i: number) => Promise<{ status: number; body?: { error?: unknown } }>,
) {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => send(i)));
  const counts: Record<number | string, number> = {};
  for (const a of answers) {
    counts[a.status] = (counts[a.status] ?? 0) + 1;
    // Error codes (kebab-case) only: some refusals carry their message there.
    const code = a.body?.error;
    if (typeof code === "string" && /^[a-z][a-z0-9-]*$/.test(code)) {
      counts[code] = (counts[code] ?? 0) + 1;
    }
  }
  return counts;
}
