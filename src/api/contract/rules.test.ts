// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { authenticatorCodeParams, changePwdMoneyBody, changeUserPwdBody } from "./account.ts";
import { loginBody, registerBody } from "./auth.ts";
import { CODE_PATTERN, CODE_RE, PASSWORD_RE } from "./rules.ts";
import { createWithdrawalBody } from "./withdrawal.ts";

// Each schema that takes a 6-digit code or a password uses the rules of rules.ts, which the
// app's forms use too: if one copy drifted from the rule, these would disagree.
const codes = fc.oneof(fc.stringMatching(/^\d{5,7}$/), fc.string({ maxLength: 8 }));

describe("the 6-digit code", () => {
  it("is the rule of every schema that takes one", () => {
    const withdrawal = { amount: "10.00", withdrawalPassword: "123456", bankAccountId: 1 };
    fc.assert(
      fc.property(codes, (code) => {
        const ok = CODE_RE.test(code);
        expect(authenticatorCodeParams.safeParse({ code }).success).toBe(ok);
        expect(createWithdrawalBody.safeParse({ ...withdrawal, code }).success).toBe(ok);
        if (code !== "") {
          expect(loginBody.safeParse({ userName: "demo", passWord: "x", code }).success).toBe(ok);
        }
        const pin = { oldPassWord: "old", newPassWord: code, confirmPassWord: code };
        expect(changePwdMoneyBody.safeParse(pin).success).toBe(ok);
      }),
      { numRuns: 500 },
    );
  });

  it("is the HTML pattern of the code inputs", () => {
    const html = new RegExp(`^(?:${CODE_PATTERN})$`, "v");
    for (const code of ["123456", "12345", "1234567", "12a456", ""]) {
      expect(html.test(code), code).toBe(CODE_RE.test(code));
    }
  });
});

describe("passwords", () => {
  const passwords = fc.oneof(
    fc.string({ maxLength: 70, unit: "grapheme" }),
    fc.string({ maxLength: 70, unit: "binary" }),
  );

  it("a password the rule lets a member choose is taken by every field that asks for it", () => {
    fc.assert(
      fc.property(passwords, (pw) => {
        const chosen = registerBody.safeParse({
          userName: "player1",
          passWord: pw,
          confirmPassWord: pw,
          legalAge: true,
        }).success;
        expect(chosen).toBe(PASSWORD_RE.test(pw));
        if (!chosen) return;
        expect(loginBody.safeParse({ userName: "player1", passWord: pw }).success).toBe(true);
        const change = { oldPassWord: pw, newPassWord: pw, confirmPassWord: pw };
        expect(changeUserPwdBody.safeParse(change).success).toBe(true);
        const firstPin = { oldPassWord: pw, newPassWord: "123456", confirmPassWord: "123456" };
        expect(changePwdMoneyBody.safeParse(firstPin).success).toBe(true);
      }),
      { numRuns: 1000 },
    );
    // 64 characters of two UTF-16 units each: the longest password, logged in with.
    const longest = "🔑".repeat(64);
    expect(loginBody.safeParse({ userName: "player1", passWord: longest }).success).toBe(true);
  });
});
