// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PASSWORD_RE, USER_NAME_RE } from "../../api/contract/auth";
import { PASSWORD_RULE, USER_NAME_RULE, validateLogin, validateRegister } from "./credential-rules";

const ok = {
  userName: "player1",
  passWord: "abc12345",
  confirmPassWord: "abc12345",
  realName: "",
  ref: "",
  legalAge: true,
};

describe("register rules", () => {
  it("match the platform's contract", () => {
    expect(USER_NAME_RULE.source).toBe(USER_NAME_RE.source);
    expect(PASSWORD_RULE.source).toBe(PASSWORD_RE.source);
  });

  it("accept a valid form", () => {
    expect(validateRegister(ok)).toEqual({});
  });

  it("flag each wrong field", () => {
    const e = validateRegister({
      userName: "1abc",
      passWord: "abcdef",
      confirmPassWord: "x",
      realName: "<b>",
      ref: "AB-1",
      legalAge: false,
    });
    expect(Object.keys(e).sort()).toEqual(
      ["confirmPassWord", "legalAge", "passWord", "realName", "ref", "userName"].sort(),
    );
    // A code pasted in small letters or with spaces is the same code.
    expect(validateRegister({ ...ok, ref: " abcd2345 " })).toEqual({});
    expect(validateRegister({ ...ok, userName: "abc" }).userName).toBeDefined();
    expect(validateRegister({ ...ok, userName: "a".repeat(17) }).userName).toBeDefined();
    // ASVS 5.0: 8–64 characters of any kind; no composition rule.
    expect(
      validateRegister({ ...ok, passWord: "abcd123", confirmPassWord: "abcd123" }).passWord,
    ).toBeDefined();
    expect(
      validateRegister({ ...ok, passWord: "x".repeat(65), confirmPassWord: "x".repeat(65) })
        .passWord,
    ).toBeDefined();
    const letters = "only letters";
    expect(validateRegister({ ...ok, passWord: letters, confirmPassWord: letters })).toEqual({});
  });

  it("login needs both fields", () => {
    expect(Object.keys(validateLogin({ userName: " ", passWord: "" }))).toEqual([
      "userName",
      "passWord",
    ]);
    expect(validateLogin({ userName: "demo", passWord: "x" })).toEqual({});
  });
});
