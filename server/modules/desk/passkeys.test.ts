// Agents' passkeys over real HTTP (docs/desk.md "Who"): an agent adds one after entering the
// password again and signs in with it instead of the password and the authenticator code; the
// passkey signs in on its own tenant's desk only, never as a member, once per answer, and not once
// removed or for an agent the operator disabled.
import { found } from "../../db/db.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeskLoginResult } from "../../../src/api/contract/desk.ts";
import type { PasskeyInfo } from "../../../src/api/contract/passkeys.ts";
import { hashPassword } from "../core/passwords.ts";
import { freshIp, totpAt } from "../core/test/harness.ts";
import { SoftwareAuthenticator } from "../../security/software-authenticator.ts";
import { createAgent } from "./seed.ts";
import { CHAT_HOST, startDeskPlatform } from "./test-desk.ts";

type Platform = Awaited<ReturnType<typeof startDeskPlatform>>;
const PASSWORD = "quiet-harbour-71";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe("agents' passkeys", () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startDeskPlatform();
  });
  afterAll(() => p.close());

  const post = <T>(path: string, json: unknown, o: { token?: string; host?: string } = {}) =>
    p.api.call<T>("POST", `/api/desk${path}`, {
      json,
      ...o,
      headers: { "x-forwarded-for": freshIp() },
    });

  /** A new agent of the chat tenant with an authenticator, and a session opened with its code. */
  async function agent() {
    const userName = `pk${Math.random().toString(36).slice(2, 8)}`;
    const db = p.app.platform.db;
    const tenantId = found(await db.pluckOne<number>("SELECT id FROM tenants WHERE key = 'elec'"));
    const id = await createAgent(
      db,
      {
        tenantId,
        userName,
        passwordHash: hashPassword(PASSWORD, 1024),
        name: "Linh",
        role: "agent",
        totpSecret: SECRET,
      },
      p.clock.now,
    );
    const login = await post<DeskLoginResult>("/login", {
      userName,
      passWord: PASSWORD,
      code: totpAt(SECRET, p.clock.now),
    });
    expect(login.status).toBe(200);
    const token = login.body.result.token;
    return { id, userName, token };
  }

  it("adds a passkey after the password, then signs in with it alone, on its tenant only", async () => {
    const a = await agent();
    const auth = new SoftwareAuthenticator();
    const host = (h = CHAT_HOST) => `${h}:${p.port}`;
    expect((await post("/passkeys/options", {}, { token: a.token })).status).toBe(422);
    const wrong = await post(
      "/passkeys/options",
      { passWord: "not-it-at-all" },
      { token: a.token },
    );
    expect(wrong.status).toBe(422);
    const opts = await post<{ challenge: string; user: { id: string } }>(
      "/passkeys/options",
      { passWord: PASSWORD },
      { token: a.token },
    );
    expect(opts.status).toBe(200);
    const { challenge, user } = opts.body.result;
    const added = await post<PasskeyInfo[]>(
      "/passkeys",
      {
        credential: auth.create({ challenge, host: host(), userId: user.id }),
        name: "Desk laptop",
      },
      { token: a.token },
    );
    expect(added.status).toBe(200);
    expect(added.body.result.map((k) => k.name)).toEqual(["Desk laptop"]);

    const signIn = async (h = CHAT_HOST) => {
      const o = await post<{ challenge: string }>("/passkey-login/options", {}, { host: h });
      const credential = auth.get({ challenge: o.body.result.challenge, host: host(h) });
      const r = await post<DeskLoginResult>("/passkey-login", { credential }, { host: h });
      return { credential, r };
    };
    // No password, no code: a passkey with user verification is two factors itself.
    const first = await signIn();
    expect(first.r.status).toBe(200);
    expect(first.r.body.result.agent.userName).toBe(a.userName);
    const me = await p.api.call("GET", "/api/desk/me", { token: first.r.body.result.token });
    expect(me.status).toBe(200);
    // The same answer again finds its challenge spent.
    expect((await post("/passkey-login", { credential: first.credential })).status).toBe(422);
    // Another tenant's desk signs nobody in with it.
    expect((await signIn("classic.localhost")).r.status).toBe(422);
    // Nor does the members' sign-in know it.
    const o = await p.api.call<{ challenge: string }>("POST", "/api/vipuser/PasskeyLoginOptions", {
      headers: { "x-forwarded-for": freshIp() },
    });
    const asMember = await p.api.call("POST", "/api/vipuser/PasskeyLogin", {
      json: { credential: auth.get({ challenge: o.body.result.challenge, host: host() }) },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(asMember.status).toBe(422);

    // Disabled by the operator, the agent signs in no more; removed, the passkey neither.
    const db = p.app.platform.db;
    await db.run("UPDATE desk_agents SET disabled = 1 WHERE id = ?", [a.id]);
    expect((await signIn()).r.status).toBe(422);
    await db.run("UPDATE desk_agents SET disabled = 0 WHERE id = ?", [a.id]);
    const removed = await post<PasskeyInfo[]>(
      "/passkeys/remove",
      { id: added.body.result[0]!.id },
      { token: a.token },
    );
    expect(removed.body.result).toEqual([]);
    expect((await signIn()).r.status).toBe(422);
  });
});
