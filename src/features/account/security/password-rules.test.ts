// @vitest-environment node
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { changePwdMoneyBody, changeUserPwdBody } from "../../../api/contract/account";
import { checkPasswordChange, type PasswordKind } from "./password-rules";

// The forms check with the contract's rules: whatever the form sends, the platform's schema takes,
// and whatever the schema refuses, the form refuses (besides the breached-password list, which
// only the platform holds).
const schemaOf = { login: changeUserPwdBody, withdrawal: changePwdMoneyBody };
const candidates = fc.oneof(
  fc.string({ minLength: 0, maxLength: 70, unit: "grapheme" }),
  fc.string({ minLength: 0, maxLength: 70, unit: "binary" }),
  fc.stringMatching(/^\d{4,8}$/),
);

describe.each<PasswordKind>(["login", "withdrawal"])("%s password change", (kind) => {
  it("refuses exactly what the platform's schema refuses", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), candidates, (old, pw) => {
        const body = { oldPassWord: old, newPassWord: pw, confirmPassWord: pw };
        const formOk = Object.keys(checkPasswordChange(kind, body)).length === 0;
        expect(formOk).toBe(schemaOf[kind].safeParse(body).success);
      }),
      { numRuns: 1000 },
    );
  });

  it("refuses a confirmation that differs", () => {
    const pw = kind === "login" ? "correct horse" : "123456";
    expect(
      checkPasswordChange(kind, { oldPassWord: "x", newPassWord: pw, confirmPassWord: `${pw}1` }),
    ).toEqual({ confirmPassWord: true });
  });
});

describe("login password change", () => {
  it("takes any characters, 8–64 of them, like the platform (ASVS 5.0)", () => {
    const ok = (pw: string) =>
      Object.keys(
        checkPasswordChange("login", { oldPassWord: "x", newPassWord: pw, confirmPassWord: pw }),
      ).length === 0;
    expect(ok("пароль密码🔑 ok")).toBe(true);
    expect(ok("🔑".repeat(64))).toBe(true);
    expect(ok("🔑".repeat(65))).toBe(false);
    expect(ok("seven77")).toBe(false);
  });
});
