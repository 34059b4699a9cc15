// Test helpers for the money module: a real server on a free loopback port, members registered
// and logged in through core's real calls, and a small JSON client.
import { randomBytes } from "node:crypto";
import CryptoJS from "crypto-js";
import type { PlatformServer } from "../../app.ts";
import type { PlatformConfig, PlatformContext } from "../../context.ts";
import type { GameUrlResult } from "../../../src/api/contract/game-url.ts";
import { startHarness, testClock, type TestClock } from "../core/test/harness.ts";

export interface TestServer {
  app: PlatformServer;
  ctx: PlatformContext;
  base: string;
  clock: TestClock;
  close(): Promise<void>;
}

export async function startServer(
  opts: { config?: Partial<PlatformConfig>; realClock?: boolean } = {},
): Promise<TestServer> {
  const h = await startHarness(
    { depositConfirmDelayMs: 60_000, withdrawalApproveDelayMs: 60_000, ...opts.config },
    { clock: testClock(Date.now()), realClock: opts.realClock },
  );
  return { app: h.app, ctx: h.app.platform, base: h.base, clock: h.clock, close: h.close };
}

export interface Res<T = unknown> {
  status: number;
  body: { ok: boolean; result: T; error: unknown; message: string; encrypted?: boolean };
  headers: Headers;
}

export interface CallOpts {
  token?: string;
  key?: string | null;
  lang?: string;
  method?: string;
  /** The page's host, choosing the tenant (fetch refuses Host; the platform trusts X-Forwarded-Host). */
  host?: string;
}

export async function call<T = unknown>(
  base: string,
  path: string,
  body?: unknown,
  opts: CallOpts = {},
): Promise<Res<T>> {
  const headers: Record<string, string> = { "accept-language": opts.lang ?? "en" };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.key) headers["idempotency-key"] = opts.key;
  if (opts.host) headers["x-forwarded-host"] = opts.host;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(base + path, {
    method: opts.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Res<T>["body"], headers: res.headers };
}

export const newKey = () => randomBytes(12).toString("hex");

/** A client bound to a member's token; mutations get a fresh Idempotency-Key unless given. */
export function client(base: string, token: string) {
  return {
    get: <T = unknown>(path: string, opts: CallOpts = {}) =>
      call<T>(base, path, undefined, { token, ...opts }),
    post: <T = unknown>(path: string, body: unknown = {}, opts: CallOpts = {}) =>
      call<T>(base, path, body, { token, ...opts }),
    money: <T = unknown>(path: string, body: unknown = {}, opts: CallOpts = {}) =>
      call<T>(base, path, body, { token, key: newKey(), ...opts }),
  };
}
export type Client = ReturnType<typeof client>;

export const PASSWORD = "pass1234";

export async function login(base: string, userName: string, passWord: string) {
  const res = await call<{ id: number; token: string; balance: string }>(
    base,
    "/api/vipuser/Login",
    { userName, passWord },
  );
  if (!res.body.ok) throw new Error(`login failed: ${res.status} ${res.body.message}`);
  return { ...res.body.result, api: client(base, res.body.result.token) };
}

/** Registers a fresh member (real Rigster call) and answers its id, token and client. */
export async function register(base: string) {
  const userName = `m${randomBytes(6).toString("hex")}`;
  const res = await call<{ id: number; token: string }>(base, "/api/vipuser/Rigster", {
    userName,
    passWord: PASSWORD,
    confirmPassWord: PASSWORD,
    legalAge: true,
  });
  if (!res.body.ok) throw new Error(`register failed: ${res.status} ${res.body.message}`);
  return { userName, ...res.body.result, api: client(base, res.body.result.token) };
}

/** Moves money into a member's sys wallet through the real deposit flow (injected clock). */
export async function fund(s: TestServer, api: Client, amount: string): Promise<void> {
  const res = await api.money("/api/VipUser/CreateDepositOrder", { channelId: "bank", amount });
  if (!res.body.ok) throw new Error(`deposit failed: ${res.body.message}`);
  s.clock.advance(s.ctx.config.depositConfirmDelayMs);
  await api.post("/api/VipUser/RefreshBalance", { plateType: "sys" });
}

export function decrypt<T>(s: TestServer, cipher: unknown): T {
  const bytes = CryptoJS.AES.decrypt(String(cipher), s.ctx.config.encryptionKey);
  return JSON.parse(bytes.toString(CryptoJS.enc.Utf8)) as T;
}

/**
 * Makes a member ready to withdraw: a bound payout card and a withdrawal password. Answers the
 * card's id.
 */
export async function readyToWithdraw(
  s: TestServer,
  api: Client,
  opts: { accountNo: string; withdrawalPassword: string; accountName?: string },
): Promise<number> {
  const c = await api.post("/api/VipUser/AddVipBankAccount", {
    bankName: "ICBC",
    accountName: opts.accountName ?? "Test Member",
    accountNo: opts.accountNo,
    passWord: PASSWORD,
  });
  await api.post("/api/VipUser/v2/ChangePwdMoney", {
    oldPassWord: PASSWORD,
    newPassWord: opts.withdrawalPassword,
    confirmPassWord: opts.withdrawalPassword,
  });
  return decrypt<{ id: number }>(s, c.body.result).id;
}

/**
 * Every member money call under /api/VipUser that takes a JSON body (POST), in one list for the
 * guard and fuzz tests. SetTimeOut and SelfExclude lock the member out when they succeed.
 */
export const MEMBER_POSTS = [
  "RefreshBalance",
  "ChangeBalance",
  "TellerAllBalance",
  "CreateDepositOrder",
  "CreateWithdrawal",
  "AddVipBankAccount",
  "GetVipBankAccountViewList",
  "GetDefaultVipBankAccount",
  "GetDefaultVipBankAccountV2",
  "SetDefaultBankAccount/1",
  "GetTradeRecords",
  "GetGameRecords",
  "GetActivityStatement",
  "IsVipGroupReturn",
  "SearchVipReturn",
  "GetVipReturn",
  "SetDepositLimit",
  "SetRealityCheck",
  "SetTimeOut",
  "SelfExclude",
  "GetGameUrlV2",
  "SetWalletSettings",
  "ForfeitBonus",
] as const;
export const LOCKING_POSTS: ReadonlySet<string> = new Set(["SetTimeOut", "SelfExclude"]);

/** Every member money GET; a path ending in "/" takes an id. */
export const MEMBER_GETS = [
  "GetPlateTypeList",
  "GetDepositChannels",
  "GetDepositOrders",
  "GetDepositOrder/",
  "GetWithdrawals",
  "GetWithdrawal/",
  "GetResponsibleGaming",
  "GetSignIns",
  "GetWalletSettings",
  "GetBonus",
] as const;

/** Opens the demo game of `plateType` for the member: the URL, its ticket and the open answer. */
export async function openDemoGame(
  s: TestServer,
  api: Client,
  plateType: string,
  gameId?: number | string,
) {
  const r = await api.post("/api/VipUser/GetGameUrlV2", { plateType, gameId });
  if (r.body.encrypted !== true) throw new Error(`GetGameUrlV2: ${JSON.stringify(r.body)}`);
  const { url } = decrypt<GameUrlResult>(s, r.body.result);
  const ticket = new URL(url, s.base).searchParams.get("t") ?? "";
  const open = await call<{ session: string; balance: string; gameName: string; maxBet: string }>(
    s.base,
    "/demo-game/api/open",
    { ticket },
  );
  return { url, ticket, open };
}

/** One demo game round of `bet` in an open session. */
export const playRound = (s: TestServer, session: string, bet: string, key = newKey()) =>
  call<{ bet: string; win: string; balance: string }>(
    s.base,
    "/demo-game/api/round",
    { session, bet },
    { key },
  );

/** A real name no other member has (letters only, as BindVipInfo requires). */
export const uniqueName = () =>
  `Player ${randomBytes(6)
    .toString("hex")
    .replace(/[0-9]/g, (d) => "ghijklmnop"[Number(d)]!)}`;
