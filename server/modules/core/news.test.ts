import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("news", () => {
  it("GetAllNews lists the tenant's news, filterable by newsType", async () => {
    const all = await h.call("GET", "/api/News/GetAllNews?vstyle=style-tq3", {
      host: "tq.localhost",
    });
    expect(all.json.result.length).toBeGreaterThanOrEqual(8);
    const latest = await h.call("GET", "/api/News/GetAllNews?newsType=1");
    expect(latest.json.result.every((n: { newsType: number }) => n.newsType === 1)).toBe(true);
    expect((await h.call("GET", "/api/News/GetAllNews?newsType=x")).status).toBe(400);
  });

  it("GetDepositNews answers deposit notices in the request's language", async () => {
    const zh = await h.call("GET", "/api/News/GetDepositNews", { lang: "zh-hans" });
    expect(zh.json.result.length).toBe(2);
    expect(zh.json.result.every((n: { newsType: number }) => n.newsType === 7)).toBe(true);
    expect(zh.json.result[0].title).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe("letters", () => {
  it("lists inbox and outbox with unread count and nstatus filter", async () => {
    const token = await h.login();
    const inbox = await h.call("GET", "/api/News/GetVipUserLetters?box=0", { token });
    expect(inbox.status).toBe(200);
    expect(inbox.json.result).toMatchObject({
      total: 3,
      unreadCount: 2,
      pageIndex: 1,
      pageSize: 10,
    });
    const unread = await h.call("GET", "/api/News/GetVipUserLetters?box=0&nstatus=0", { token });
    expect(unread.json.result.items.map((l: { nstatus: number }) => l.nstatus)).toEqual([0, 0]);
    const outbox = await h.call("GET", "/api/News/GetVipUserLetters?box=1", { token });
    expect(outbox.json.result.total).toBe(1);
    expect(outbox.json.result.items[0]).toMatchObject({ box: 1, from: "demo" });
    expect((await h.call("GET", "/api/News/GetVipUserLetters?box=3", { token })).status).toBe(400);
    expect((await h.call("GET", "/api/News/GetVipUserLetters")).status).toBe(401);
  });

  it("marks read and deletes own letters; foreign or unknown ids change nothing", async () => {
    const token = await h.login("demo", "demo1234", "elec.localhost");
    const host = "elec.localhost";
    const list = async (q = "box=0") =>
      (await h.call("GET", `/api/News/GetVipUserLetters?${q}`, { token, host })).json.result;
    const first = (await list("box=0&nstatus=0")).items[0].id;
    const other = await h.login();
    const foreign = (await h.call("GET", "/api/News/GetVipUserLetters", { token: other })).json
      .result.items[0].id;

    const mixed = await h.call("POST", "/api/News/MarkNews", {
      token,
      host,
      body: { ids: [first, foreign] },
    });
    expect(mixed.status).toBe(404);
    expect((await list()).unreadCount).toBe(2);
    const missing = await h.call("POST", "/api/News/Deletes", {
      token,
      host,
      body: { ids: [999999] },
    });
    expect(missing.status).toBe(404);

    const marked = await h.call("POST", "/api/News/MarkNews", {
      token,
      host,
      body: { ids: [first] },
    });
    expect(marked.json.result).toEqual({ count: 1 });
    expect((await list()).unreadCount).toBe(1);

    const del = await h.call("POST", "/api/News/Deletes", {
      token,
      host,
      body: { ids: [first, first] },
    });
    expect(del.json.result).toEqual({ count: 1 });
    expect((await list()).total).toBe(2);
    // A deleted letter cannot be marked again.
    expect(
      (await h.call("POST", "/api/News/MarkNews", { token, host, body: { ids: [first] } })).status,
    ).toBe(404);

    for (const body of [
      { ids: [] },
      { ids: ["1"] },
      { ids: [-1] },
      {},
      { ids: Array(101).fill(1) },
    ]) {
      expect((await h.call("POST", "/api/News/MarkNews", { token, host, body })).status).toBe(422);
    }
  });

  it("PostVipUserLetter files the letter in the outbox and an unread reply in the inbox", async () => {
    const token = await h.register("writer01");
    const r = await h.call("POST", "/api/News/PostVipUserLetter", {
      token,
      body: { title: "Withdrawal", content: "When does my withdrawal arrive?" },
    });
    expect(r.status).toBe(200);
    expect(r.json.result).toMatchObject({ box: 1, title: "Withdrawal", from: "writer01" });
    const inbox = (await h.call("GET", "/api/News/GetVipUserLetters?box=0", { token })).json.result;
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.items[0].title).toBe("Re: Withdrawal");
    // The platform's reply reads in the reader's language, the member's own title as written.
    const read = async (lang: string) =>
      (
        await h.call("GET", "/api/News/GetVipUserLetters?box=0", {
          token,
          headers: { "accept-language": lang },
        })
      ).json.result.items[0];
    expect(await read("zh-hant")).toMatchObject({
      title: "回覆：Withdrawal",
      content: "我們已收到您的來信，客服將在24小時內回覆。",
      from: "線上客服",
    });
    expect((await read("th")).title).toBe("ตอบกลับ: Withdrawal");
    for (const body of [
      { title: "", content: "x" },
      { title: "x" },
      { title: "x", content: "y".repeat(2001) },
    ]) {
      expect((await h.call("POST", "/api/News/PostVipUserLetter", { token, body })).status).toBe(
        422,
      );
    }
  });
});
