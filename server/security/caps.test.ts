// What a client can make the platform store or hold open is capped, and the
// cap answers 429 with a localized message (server/SECURITY.md lists each number).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatConnectInfo } from "../../src/api/contract/chat.ts";
import { loadConfig, platformConfig } from "../config.ts";
import { LETTERS_PER_MEMBER } from "../modules/core/rate-limit.ts";
import { SOCKETS_PER_IDENTITY } from "../modules/chat/hub.ts";
import { burst, freshIp, startTarget, upgrade, type Target } from "./harness.ts";

let t: Target;
beforeAll(async () => {
  t = await startTarget();
});
afterAll(() => t.close());

// The caps of the target's start (the same environment's configuration).
const { chatGuestsPerMin, eventsPerMin } = platformConfig(loadConfig());
const visit = () => `dev-${Math.random().toString(36).slice(2, 14)}`;

describe("caps", () => {
  it(`creates at most ${chatGuestsPerMin} chat guests per minute per IP (new visit ids)`, async () => {
    const ip = freshIp();
    const counts = await burst(chatGuestsPerMin + 10, () =>
      t.api.call("GET", `/api/v3/common/init/${visit()}`, { headers: { "x-forwarded-for": ip } }),
    );
    expect(counts).toEqual({ 200: chatGuestsPerMin, 429: 10 });
    const zh = await t.api.call("GET", `/api/v3/common/init/${visit()}`, {
      headers: { "x-forwarded-for": ip },
      lang: "zh-hans",
    });
    expect(zh.status).toBe(429);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    // A known visitor is not a new guest: it still gets its identity.
    const other = await t.api.call<{ guestId: string }>("GET", `/api/v3/common/init/${visit()}`, {
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(other.status).toBe(200);
    t.clock.now += 61_000;
    expect(
      (
        await t.api.call("GET", `/api/v3/common/init/${visit()}`, {
          headers: { "x-forwarded-for": ip },
        })
      ).status,
    ).toBe(200);
  });

  it(`accepts at most ${eventsPerMin} analytics events per minute per IP`, async () => {
    const ip = freshIp();
    const counts = await burst(eventsPerMin + 5, (i) =>
      t.api.call("POST", "/api/events", {
        json: { name: "error", description: `boom ${i}`, fatal: false },
        headers: { "x-forwarded-for": ip },
      }),
    );
    expect(counts).toEqual({ 202: eventsPerMin, 429: 5 });
  });

  it(`takes at most ${LETTERS_PER_MEMBER} letters to customer service per member per hour`, async () => {
    const m = await t.member();
    const counts = await burst(LETTERS_PER_MEMBER + 5, (i) =>
      t.api.call("POST", "/api/News/PostVipUserLetter", {
        token: m.token,
        json: { title: `Question ${i}`, content: "Hello" },
      }),
    );
    expect(counts).toEqual({ 200: LETTERS_PER_MEMBER, 429: 5 });
  });

  it(`holds at most ${SOCKETS_PER_IDENTITY} open sockets per chat identity`, async () => {
    const m = await t.login();
    const connect = async () =>
      (await t.api.call<ChatConnectInfo>("GET", "/api/v3/vip-im/connect", { token: m.token })).body
        .result.server;
    const open = [];
    for (let i = 0; i < SOCKETS_PER_IDENTITY; i++) {
      const s = t.api.socket(await connect());
      await s.opened;
      open.push(s);
    }
    expect(await upgrade(t.api, await connect())).toBe(429);
    const last = open.pop()!;
    await new Promise((resolve) => {
      last.ws.once("close", resolve);
      last.ws.close();
    });
    // The platform frees the place once it has seen the close (a moment after the client).
    let again: number | "open" = 429;
    for (let i = 0; i < 40 && again === 429; i++) {
      again = await upgrade(t.api, await connect());
      if (again === 429) await new Promise((r) => setTimeout(r, 25));
    }
    expect(again).toBe("open");
    for (const s of open) s.ws.close();
  });
});
