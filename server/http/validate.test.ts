// One way to refuse bad input: core, money and chat all answer a wrong field with
// 422 and the field's message in the request's language, a malformed request (a body that is not
// an object, a bad query string or path parameter) with 400 — over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTarget, type Target } from "../security/harness.ts";

let t: Target;
beforeAll(async () => {
  t = await startTarget();
});
afterAll(() => t.close());

const key = () => ({ "idempotency-key": `k-${Math.random().toString(36).slice(2)}` });

async function chatGuest() {
  const init = await t.api.call<{ guestId: string }>(
    "GET",
    `/api/v3/common/init/dev-${Math.random().toString(36).slice(2, 12)}`,
  );
  expect(init.status).toBe(200);
  return init.body.result.guestId;
}

describe("a wrong field: 422 with a localized message, the same in every module", () => {
  it("core, money and chat", async () => {
    const m = await t.member();
    const guestId = await chatGuest();
    const refusals = [
      // core
      await t.api.call("POST", "/api/VipUser/BindVipInfo", {
        token: m.token,
        json: { email: "nope" },
        lang: "zh-hans",
      }),
      // money
      await t.api.call("POST", "/api/VipUser/CreateDepositOrder", {
        token: m.token,
        json: { channelId: "paypal", amount: "100" },
        headers: key(),
        lang: "zh-hans",
      }),
      // chat
      await t.api.call("POST", `/api/v3/vip-im/send-msg-to-user/${guestId}`, {
        form: { conversationId: "1", content: "x".repeat(1001) },
        lang: "zh-hans",
      }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([422, 422, 422]);
    expect(refusals.map((r) => r.body.message)).toEqual([
      "请输入有效的邮箱地址",
      "存款渠道无效",
      "聊天消息须为1–1000个字符",
    ]);
    // Field → messages, in the same language.
    expect(refusals[1]!.body.error).toEqual({ channelId: ["存款渠道无效"] });
    expect(refusals[2]!.body.error).toEqual({ content: ["聊天消息须为1–1000个字符"] });
  });

  it("money names the field in the request's language, never zod's English", async () => {
    const m = await t.member();
    for (const lang of ["vi", "th", "zh-hant"]) {
      const r = await t.api.call("POST", "/api/VipUser/RefreshBalance", {
        token: m.token,
        json: { plateType: "casino" },
        lang,
      });
      expect(r.status).toBe(422);
      expect(r.body.message).not.toMatch(/Invalid|expected|option/i);
      expect(JSON.stringify(r.body.error)).not.toMatch(/Invalid|expected|option/i);
    }
  });
});

describe("a malformed request: 400, the same in every module", () => {
  it("a body that is not an object, a bad path parameter or query string", async () => {
    const m = await t.member();
    const guestId = await chatGuest();
    const refusals = [
      await t.api.call("POST", "/api/vipuser/Login", { json: [1, 2] }),
      await t.api.call("POST", "/api/VipUser/CreateDepositOrder", {
        token: m.token,
        json: [1, 2],
        headers: key(),
      }),
      await t.api.call("GET", "/api/VipUser/GetDepositOrder/abc", { token: m.token }),
      await t.api.call("GET", `/api/v3/vip-im/messages?guestId=${guestId}&pageSize=x`),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    for (const r of refusals) {
      expect(r.body.message).toMatch(/^Invalid request, check the interface parameters/);
    }
  });
});
