// Every member money call refuses guests (401) and is never cached, refusals included; each looks
// the member's token up once.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { prep } from "../../db/sql.ts";
import { TOKEN_LOOKUP_SQL } from "../core/auth.ts";
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
let member: Awaited<ReturnType<typeof register>>;
beforeAll(async () => {
  s = await startServer();
  member = await register(s.base);
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

// A body each call accepts, so the call runs as far as it can (the hot transfer included): {}
// for the rest, refused once the member is known.
const VALID_BODY: Record<string, unknown> = {
  RefreshBalance: { plateType: "sys" },
  ChangeBalance: { fromPlateType: "sys", toPlateType: "slot", amount: "0.01" },
};

it.each([...MEMBER_POSTS.map((p) => ["POST", p]), ...GETS.map((p) => ["GET", p])])(
  "%s %s looks the member's token up once",
  async (method, path) => {
    const lookups = vi.spyOn(prep(s.ctx.db, TOKEN_LOOKUP_SQL), "get");
    try {
      await (method === "POST"
        ? member.api.money(`/api/VipUser/${path}`, VALID_BODY[path] ?? {})
        : member.api.get(`/api/VipUser/${path}`));
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
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
