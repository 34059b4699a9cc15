// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bankCardProblems, validAccountNo } from "./validate";

describe("bank card rules", () => {
  it("checks the account number per type", () => {
    expect(validAccountNo("Bank", "6222 0212 3456 7890")).toBe(true);
    expect(validAccountNo("Bank", "1234567")).toBe(false);
    expect(validAccountNo("Bank", "12345678a")).toBe(false);
    expect(validAccountNo("TPay", "tpay_user1")).toBe(true);
    expect(validAccountNo("TPay", "abc")).toBe(false);
    expect(validAccountNo("USDT", "T" + "A".repeat(33))).toBe(true);
    expect(validAccountNo("USDT", "T" + "0".repeat(33))).toBe(false);
  });
  it("lists every wrong field", () => {
    expect(
      bankCardProblems({
        typeName: "Bank",
        bankName: "B",
        accountName: "Li Lei",
        accountNo: "12",
        branch: "",
      }),
    ).toEqual(["bankName", "accountNo"]);
    expect(
      bankCardProblems({
        typeName: "Bank",
        bankName: "ICBC",
        accountName: "Li Lei",
        accountNo: "6222021234567890",
        branch: "Main",
      }),
    ).toEqual([]);
  });
});
