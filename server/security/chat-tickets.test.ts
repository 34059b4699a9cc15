// The chat websocket ticket. An attacker holds everything a client receives
// (the public runtime config, its own tickets, a victim's user id) and tries to open another
// member's live support chat, or to reuse a ticket that leaked through a URL.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatConnectInfo } from "../../src/api/contract/chat.ts";
import { TENANT_SEEDS } from "../modules/core/seed-tenants.ts";
import { CHAT_HOST, startTarget, upgrade, type Target } from "./harness.ts";

let t: Target;
beforeAll(async () => {
  t = await startTarget();
});
afterAll(() => t.close());

const connect = async (token: string) => {
  const r = await t.api.call<ChatConnectInfo>("GET", "/api/v3/vip-im/connect", { token });
  expect(r.status).toBe(200);
  return r.body.result;
};
const withTicket = (server: string, ticket: string) => {
  const url = new URL(server);
  url.searchParams.set("ticket", ticket);
  return url.toString();
};

describe("chat tickets cannot be forged", () => {
  it("a ticket signed with anything the public config publishes opens nothing", async () => {
    const victim = await t.login();
    const { guestId, server } = await connect(victim.token);
    const config = await t.api.call<never>("GET", "/runtime-config.json");
    const published = (config.body as unknown as { encryptionKey: string }).encryptionKey;
    expect(published).toBeTruthy();
    const expiry = t.clock.now + 3600_000;
    // Every identity an attacker could name: the victim's chat id and the user-id form.
    for (const id of [guestId, `m${victim.id}`]) {
      for (const key of [published, `${published}:chat-ticket`]) {
        const payload = `${id}.${expiry}`;
        const sig = createHmac("sha256", key).update(payload).digest("base64url");
        expect(await upgrade(t.api, withTicket(server, `${payload}.${sig}`))).toBe(401);
      }
    }
  });

  it("a member's chat identity is random, not derived from the user id", async () => {
    const a = await t.member();
    const b = await t.member();
    const ida = (await connect(a.token)).guestId;
    const idb = (await connect(b.token)).guestId;
    for (const [id, m] of [
      [ida, a],
      [idb, b],
    ] as const) {
      expect(id).toMatch(/^m[A-Za-z0-9_-]{16,}$/);
      // 16+ random characters: not the user id, nor any short function of it.
      expect(id).not.toBe(`m${m.id}`);
    }
    // Stable for the member (every device reaches the same conversations).
    expect((await connect(a.token)).guestId).toBe(ida);
  });
});

describe("a ticket is short-lived, single-use and bound to the session", () => {
  it("opens one socket; the same address is refused afterwards", async () => {
    const m = await t.login();
    const { server } = await connect(m.token);
    expect(await upgrade(t.api, server)).toBe("open");
    expect(await upgrade(t.api, server)).toBe(401);
    // A fresh ticket from connect works again.
    expect(await upgrade(t.api, (await connect(m.token)).server)).toBe("open");
  });

  it("expires after about 60 seconds", async () => {
    const m = await t.login();
    const fresh = (await connect(m.token)).server;
    const old = (await connect(m.token)).server;
    t.clock.now += 59_000;
    expect(await upgrade(t.api, fresh)).toBe("open");
    t.clock.now += 2_000;
    expect(await upgrade(t.api, old)).toBe(401);
  });

  it("logout revokes the member's unused tickets", async () => {
    const m = await t.login();
    const { server } = await connect(m.token);
    const out = await t.api.call("POST", "/api/vipuser/Logout", { token: m.token });
    expect(out.status).toBe(200);
    expect(await upgrade(t.api, server)).toBe(401);
  });

  it("logout closes the member's open sockets", async () => {
    const m = await t.login();
    const s = t.api.socket((await connect(m.token)).server);
    await s.opened;
    const closed = new Promise<number>((resolve) => s.ws.once("close", (code) => resolve(code)));
    await t.api.call("POST", "/api/vipuser/Logout", { token: m.token });
    const late = new Promise<number>((resolve) => setTimeout(() => resolve(-1), 5000));
    expect(await Promise.race([closed, late])).toBe(4001);
  });

  it("a guest's ticket is single-use too", async () => {
    const g = await t.api.call<{ connect: ChatConnectInfo }>(
      "GET",
      `/api/v3/common/init/dev-${Math.random().toString(36).slice(2, 12)}`,
    );
    const server = g.body.result.connect.server;
    expect(await upgrade(t.api, server)).toBe("open");
    expect(await upgrade(t.api, server)).toBe(401);
  });
});

describe("a ticket opens its socket on the tenant that issued it only", () => {
  it("a member's and a guest's ticket of one tenant open nothing on every other tenant's host", async () => {
    const m = await t.login();
    const guestServer = async () =>
      (
        await t.api.call<{ connect: ChatConnectInfo }>(
          "GET",
          `/api/v3/common/init/dev-${Math.random().toString(36).slice(2, 12)}`,
        )
      ).body.result.connect.server;
    const port = new URL((await connect(m.token)).server).port;
    for (const { key } of TENANT_SEEDS.filter((k) => `${k.key}.localhost` !== CHAT_HOST)) {
      for (const issue of [async () => (await connect(m.token)).server, guestServer]) {
        const url = new URL(await issue());
        url.host = `${key}.localhost:${port}`;
        expect(await upgrade(t.api, url.toString()), key).toBe(401);
      }
    }
    // The same tickets still open on their own tenant.
    expect(await upgrade(t.api, (await connect(m.token)).server)).toBe("open");
    expect(await upgrade(t.api, await guestServer())).toBe("open");
  });
});
