// A check-then-write race: "the real name can be set once" was checked on a row read before the awaited
// password check, so a parallel plain change landed meanwhile and was then overwritten. The check
// and the write are now one transaction on the row as it is at the write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { startTarget, type Target } from "./harness.ts";

// The production scrypt cost (tens of milliseconds): the window in which the proof is checked is
// as wide as on a real server.
let t: Target;
beforeAll(async () => {
  t = await startTarget({ scryptN: loadConfig({}).PLAYFRONT_SCRYPT_N });
});
afterAll(() => t.close());

/** Letters only (a real name has no digits): A, B, … for 0, 1, …. */
const tag = (i: number) =>
  String.fromCharCode(65 + (i % 26)) + String.fromCharCode(65 + Math.floor(i / 26));

describe("real name set once, under 40 parallel requests", () => {
  it("exactly one request sets it and the stored name is that one's", async () => {
    const m = await t.member();
    const bind = (i: number) =>
      t.api.call<{ realName: string }>("POST", "/api/VipUser/BindVipInfo", {
        token: m.token,
        json:
          i < 4
            ? { realName: `Proof ${tag(i)}`, phone: `1380000${i}`, passWord: m.passWord }
            : { realName: `Plain ${tag(i)}` },
      });
    // Four requests that also move the phone (each awaits its password check, fewer than the 5
    // guesses a member's password allows at once), then 36 plain ones while those are checked.
    const proofs = [0, 1, 2, 3].map(bind);
    await new Promise((r) => setTimeout(r, 15));
    const answers = await Promise.all([
      ...proofs,
      ...Array.from({ length: 36 }, (_, i) => bind(i + 4)),
    ]);
    const set = answers.filter((a) => a.status === 200);
    expect(set.length, JSON.stringify(answers.map((a) => a.status))).toBe(1);
    expect(answers.filter((a) => a.status === 403).length).toBe(39);
    const me = await t.api.call<{ realName: string }>("GET", "/api/VipUser/GetUserByUid", {
      token: m.token,
    });
    expect(me.body.result.realName).toBe(set[0]!.body.result.realName);
  });
});
