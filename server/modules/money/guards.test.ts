// Every member money call refuses guests (401) and is never cached, refusals included.
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  call,
  MEMBER_GETS,
  MEMBER_POSTS,
  newKey,
  register,
  startServer,
  type TestServer,
} from "./test-helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const GETS = MEMBER_GETS.map((p) => (p.endsWith("/") ? `${p}1` : p));

it.each([...MEMBER_POSTS.map((p) => ["POST", p]), ...GETS.map((p) => ["GET", p])])(
  "%s %s refuses a guest with 401 and no-store",
  async (method, path) => {
    const r = await call(s.base, `/api/VipUser/${path}`, method === "POST" ? {} : undefined, {
      key: newKey(),
    });
    expect(r.status).toBe(401);
    expect(r.body.ok).toBe(false);
    expect(r.headers.get("cache-control")).toBe("no-store");
  },
);

it("lists withdrawals and serves the demo game state", async () => {
  const m = await register(s.base);
  const list = await m.api.get<{ items: unknown[]; total: number }>(
    "/api/VipUser/GetWithdrawals?pageIndex=1&pageSize=10",
  );
  expect(list.body.result).toMatchObject({ items: [], total: 0, pageIndex: 1, pageSize: 10 });
  expect((await m.api.get("/api/VipUser/GetWithdrawal/12345")).status).toBe(404);
  const bad = await call(s.base, "/demo-game/api/state", { session: "x".repeat(20) });
  expect(bad.status).toBe(403);
  expect(bad.headers.get("cache-control")).toBe("no-store");
});
