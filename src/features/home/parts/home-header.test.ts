import { describe, expect, it } from "vitest";
import { groupMoney } from "./home-header";

describe("groupMoney", () => {
  it("groups thousands and always shows 2 decimals", () => {
    expect(groupMoney("10000.00")).toBe("10,000.00");
    expect(groupMoney("1234567.5")).toBe("1,234,567.50");
    expect(groupMoney("0")).toBe("0.00");
    expect(groupMoney("-12.3")).toBe("-12.30");
    expect(groupMoney("n/a")).toBe("n/a");
  });
});
