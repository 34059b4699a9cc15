// Random bodies and query strings against every core call: always a 2xx/4xx envelope, never 5xx.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./test/harness.ts";

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.register("fuzzer01");
});
afterAll(() => h.close());

const WRITES: [string, string][] = [
  ["POST", "/api/vipuser/Login"],
  ["POST", "/api/vipuser/Rigster"],
  ["POST", "/api/vipuser/RefreshToken"],
  ["POST", "/api/vipuser/Logout"],
  ["POST", "/api/v3/common/slider-captcha/verify"],
  ["POST", "/api/VipUser/BindVipInfo"],
  ["POST", "/api/VipUser/v2/ChangeUserPwd"],
  ["POST", "/api/VipUser/v2/ChangePwdMoney"],
  ["POST", "/api/VipUser/EnableAuthenticator"],
  ["POST", "/api/VipUser/DisableAuthenticator"],
  ["PUT", "/api/v3/vip-user/user-avatar"],
  ["PUT", "/api/v3/vip-user/user-nick-name"],
  ["POST", "/api/News/MarkNews"],
  ["POST", "/api/News/Deletes"],
  ["POST", "/api/News/PostVipUserLetter"],
  ["POST", "/api/events"],
];
const READS = [
  "/api/Activity/GetActivitysV3",
  "/api/Activity/GetByImageType",
  "/api/Activity/GetGameList",
  "/api/Activity/GetCompanyInfo",
  "/api/News/GetAllNews",
  "/api/News/GetVipUserLetters",
];

const fieldNames = fc.constantFrom(
  "userName",
  "passWord",
  "confirmPassWord",
  "code",
  "captchaToken",
  "legalAge",
  "realName",
  "oldPassWord",
  "newPassWord",
  "phone",
  "email",
  "avatar",
  "nickname",
  "ids",
  "title",
  "content",
  "captchaId",
  "x",
  "name",
  "fatal",
  "__proto__",
  "constructor",
);
const bodies = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fieldNames, fc.jsonValue(), { maxKeys: 8 }),
  fc.dictionary(
    fieldNames,
    fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.array(fc.integer())),
    { maxKeys: 8 },
  ),
);

function checkEnvelope(status: number, json: { ok?: unknown } | null, what: string) {
  expect(status, what).toBeLessThan(500);
  expect(json, what).not.toBeNull();
  expect(typeof json?.ok, what).toBe("boolean");
}

describe("fuzz: no 5xx", () => {
  it("random JSON bodies on every write call, with and without a token", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITES),
        bodies,
        fc.boolean(),
        async ([m, path], body, auth) => {
          // Logout and refresh would end the fuzzer's session; they run without a token.
          const keep = auth && !/Logout|RefreshToken/.test(path);
          const r = await h.call(m, path, { body, token: keep ? token : undefined });
          checkEnvelope(r.status, r.json, `${m} ${path} ${JSON.stringify(body)}`);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("random raw payloads and content types", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITES),
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/octet-stream",
        ),
        async ([m, path], text, type) => {
          const keep = !/Logout|RefreshToken/.test(path);
          const r = await h.call(m, path, { raw: { text, type }, token: keep ? token : undefined });
          expect(r.status, `${path} ${type} ${text}`).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("random query strings on list calls", async () => {
    const key = fc.constantFrom(
      "pageIndex",
      "pageSize",
      "imageType",
      "plateType",
      "platform",
      "keyword",
      "box",
      "nstatus",
      "newsType",
      "category",
      "vstyle",
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...READS),
        fc.array(fc.tuple(key, fc.string({ maxLength: 30 })), { maxLength: 5 }),
        async (path, pairs) => {
          const qs = new URLSearchParams(pairs).toString();
          const r = await h.call("GET", `${path}?${qs}`, { token });
          checkEnvelope(r.status, r.json, `${path}?${qs}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("fuzz: the session survives", () => {
  it("the fuzzer's token still works (write fuzzing did not end it)", async () => {
    expect((await h.call("GET", "/api/VipUser/GetUserByUid", { token })).status).toBe(200);
  });
});
