// Who the desk's calls answer (server/SECURITY.md "The service desk"), as a class: every route of
// the router under /api/desk/ is called with each credential that must open nothing — none, a
// member's token, a signed-out agent's, an agent's whose shift ended, another tenant's agent's — and
// a route added without the agents' check fails here. The other way round, an agent's token is an
// unknown token to every member call of the platform.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes } from "../../http/errors.ts";
import { freshIp } from "../core/test/harness.ts";
import { DESK_SESSION_MS } from "./auth.ts";
import { startDeskPlatform } from "./test-desk.ts";

type Platform = Awaited<ReturnType<typeof startDeskPlatform>>;

/** Calls anyone may make: signing in, and signing out (which ends only the caller's own session). */
const OPEN = new Set([
  "POST /api/desk/login",
  "POST /api/desk/logout",
  "POST /api/desk/passkey-login/options",
  "POST /api/desk/passkey-login",
]);

describe("desk permissions", () => {
  let p: Platform;
  let conversationId: number;
  let guestId: string;
  let supervisorId: number;

  beforeAll(async () => {
    p = await startDeskPlatform();
    const w = await p.waitingGuest();
    conversationId = w.conversation.id;
    guestId = w.guest.guestId;
    supervisorId = (await p.signIn("supervisor", "super1234")).agent.id;
  }, 30_000);
  afterAll(() => p.close());

  const deskRoutes = () =>
    registeredRoutes(p.app).filter(
      (r) => r.url.toLowerCase().startsWith("/api/desk") && r.method !== "HEAD",
    );

  function request(route: { method: string; url: string }) {
    const path = route.url.replace(":id", String(conversationId));
    // Valid input for every call, so only the caller decides the answer.
    return {
      method: route.method,
      path: `${path}?lang=en&ticket=x`,
      json:
        route.method === "GET"
          ? undefined
          : { content: "hello", lastReadMsgId: 0, agentId: supervisorId },
    };
  }

  it("finds the desk's routes in the router", () => {
    const names = deskRoutes().map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([...OPEN, "POST /api/desk/conversations/:id/claim"]),
    );
    expect(names.length).toBeGreaterThan(10);
  });

  it("opens nothing without an agent of this tenant, whatever the route", async () => {
    const member = await p.api.call<{ token: string }>("POST", "/api/vipuser/Login", {
      json: { userName: "demo", passWord: "demo1234" },
      headers: { "x-forwarded-for": freshIp() },
    });
    const signedOut = await p.signIn();
    await p.api.call("POST", "/api/desk/logout", { token: signedOut.token });
    const otherTenant = await p.signIn("agent", "agent1234", "classic.localhost");
    const credentials: Record<string, string | undefined> = {
      none: undefined,
      member: member.body.result.token,
      "signed out": signedOut.token,
      "other tenant's agent": otherTenant.token,
      "not a token": "x".repeat(43),
    };
    for (const route of deskRoutes()) {
      if (OPEN.has(`${route.method} ${route.url}`)) continue;
      const r = request(route);
      for (const [who, token] of Object.entries(credentials)) {
        const answer = await p.api.call(r.method, r.path, { token, json: r.json });
        expect({ route: `${r.method} ${route.url}`, who, status: answer.status }).toEqual({
          route: `${r.method} ${route.url}`,
          who,
          status: 401,
        });
      }
    }
    // Nobody got the conversation or wrote in it.
    const rows = await p.messages(guestId, conversationId);
    expect(rows.filter((m) => m.senderId.startsWith("desk-"))).toEqual([]);
  });

  it("shows another tenant's agent no conversation of this tenant on their own host", async () => {
    const other = await p.signIn("supervisor", "super1234", "classic.localhost");
    for (const route of deskRoutes()) {
      if (!route.url.includes(":id")) continue;
      const r = request(route);
      const answer = await p.api.call(r.method, r.path, {
        token: other.token,
        json: r.json,
        host: "classic.localhost",
      });
      expect({ route: `${r.method} ${route.url}`, status: answer.status }).toEqual({
        route: `${r.method} ${route.url}`,
        status: 404,
      });
    }
    const queue = await p.api.call<{ conversationId: number }[]>("GET", "/api/desk/queue", {
      token: other.token,
      host: "classic.localhost",
    });
    expect(queue.body.result.map((q) => q.conversationId)).not.toContain(conversationId);
  });

  it("ends an agent's session after one shift", async () => {
    const s = await p.signIn();
    expect((await p.api.call("GET", "/api/desk/me", { token: s.token })).status).toBe(200);
    p.clock.advance(DESK_SESSION_MS);
    expect((await p.api.call("GET", "/api/desk/me", { token: s.token })).status).toBe(401);
  });

  it("treats an agent's token as an unknown token on every member call", async () => {
    const agent = await p.signIn();
    const unknown = "u".repeat(43);
    const memberRoutes = registeredRoutes(p.app).filter(
      (r) =>
        r.url.startsWith("/api/") &&
        !r.url.toLowerCase().startsWith("/api/desk") &&
        !r.url.endsWith("/ws") &&
        r.method !== "HEAD" &&
        r.method !== "OPTIONS",
    );
    expect(memberRoutes.length).toBeGreaterThan(40);
    for (const route of memberRoutes) {
      const path = route.url.replace(/:(\w+)/g, (_all, name: string) =>
        name.toLowerCase().includes("guest") ? guestId : "1",
      );
      const json = route.method === "GET" ? undefined : {};
      const asAgent = await p.api.call(route.method, path, {
        token: agent.token,
        json,
        headers: { "x-forwarded-for": freshIp() },
      });
      const asUnknown = await p.api.call(route.method, path, {
        token: unknown,
        json,
        headers: { "x-forwarded-for": freshIp() },
      });
      expect({ route: `${route.method} ${route.url}`, status: asAgent.status }).toEqual({
        route: `${route.method} ${route.url}`,
        status: asUnknown.status,
      });
      // No member call answers an agent's token with a member's data.
      expect(asAgent.status === 200 && /"token"|"balance"/.test(JSON.stringify(asAgent.body))).toBe(
        asUnknown.status === 200 && /"token"|"balance"/.test(JSON.stringify(asUnknown.body)),
      );
    }
  });
});
