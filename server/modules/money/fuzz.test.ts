// Fuzz: random bodies, query strings and ids on every money call never answer a 5xx, and
// refusals never change the ledger.
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkLedger } from "./internals.ts";
import {
  call,
  fund,
  LOCKING_POSTS,
  MEMBER_GETS,
  MEMBER_POSTS,
  register,
  startServer,
  type TestServer,
} from "./test-helpers.ts";

let s: TestServer;
let token = "";
beforeAll(async () => {
  s = await startServer();
  const m = await register(s.base);
  token = m.token;
  await fund(s, m.api, "100");
});
afterAll(() => s.close());

// Locking calls would shut the member out for the rest of the run.
const POSTS = MEMBER_POSTS.filter((p) => !LOCKING_POSTS.has(p)).map((p) => `/api/VipUser/${p}`);
const DEMO = ["/demo-game/api/open", "/demo-game/api/round", "/demo-game/api/state"];
const GETS = MEMBER_GETS.map((p) => `/api/VipUser/${p}`);

const field = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom("sys", "slot", "bank", "Bank", "TPay", "day", "1e400", "-0", "0.001", "NaN"),
  fc.double().map(String),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
);
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      "plateType",
      "fromPlateType",
      "toPlateType",
      "amount",
      "channelId",
      "withdrawalPassword",
      "bankAccountId",
      "code",
      "typeName",
      "bankName",
      "accountName",
      "accountNo",
      "pageIndex",
      "pageSize",
      "startDate",
      "endDate",
      "kind",
      "period",
      "minutes",
      "gameId",
      "ticket",
      "session",
      "bet",
      "__proto__",
      "constructor",
    ),
    field,
  ),
);

it("never answers 5xx to random bodies, and refusals move no money", async () => {
  const before = await checkLedger(s.ctx.db);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...POSTS, ...DEMO),
      body,
      fc.option(fc.string({ maxLength: 200 })),
      async (path, b, key) => {
        const r = await call(s.base, path, b, { token, key: key ?? undefined });
        expect(r.status, `${path} ${JSON.stringify(b)} → ${JSON.stringify(r.body)}`).toBeLessThan(
          500,
        );
        expect(r.body).toHaveProperty("ok");
      },
    ),
    { numRuns: 400 },
  );
  const after = await checkLedger(s.ctx.db);
  expect(after.wallets + after.external).toBe(0);
  expect(after.negativeAccounts).toBe(0);
  expect(before.wallets).toBeGreaterThan(0);
}, 120_000);

it("never answers 5xx to random query strings and ids", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...GETS),
      fc.string({ maxLength: 40 }),
      fc.dictionary(fc.constantFrom("pageIndex", "pageSize", "x"), fc.string({ maxLength: 30 })),
      async (path, id, query) => {
        const qs = new URLSearchParams(query).toString();
        const url = `${path}${path.endsWith("/") ? encodeURIComponent(id) || "0" : ""}?${qs}`;
        const r = await call(s.base, url, undefined, { token });
        expect(r.status, `${url} → ${JSON.stringify(r.body)}`).toBeLessThan(500);
      },
    ),
    { numRuns: 200 },
  );
}, 120_000);

it("never answers 5xx to raw malformed JSON", async () => {
  for (const raw of ["{", "[]", "null", '"x"', "1", '{"amount":1e999}', "\u0000"]) {
    const res = await fetch(`${s.base}/api/VipUser/ChangeBalance`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "idempotency-key": "k" + raw.length,
      },
      body: raw,
    });
    expect(res.status, raw).toBeGreaterThanOrEqual(400);
    expect(res.status, raw).toBeLessThan(500);
  }
});
