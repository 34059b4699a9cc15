// The adversarial suite's platform: the real server (buildServer) on a loopback port with its own
// in-memory database and a clock the attacks can move, reached over real HTTP and websockets.
import type { PlatformServer } from "../app.ts";
import type { PlatformConfig } from "../context.ts";
import { client } from "../modules/chat/test-client.ts";
import { freshIp, startHarness } from "../modules/core/test/harness.ts";

export { freshIp };

/** The seeded tenant with chat on (chat identities and tickets live there). */
export const CHAT_HOST = "elec.localhost";

export interface Target {
  app: PlatformServer;
  clock: { t: number };
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
