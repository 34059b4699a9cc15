// Bank cards over real HTTP: encrypted responses, defaults per type, validation, ownership.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BankAccount } from "../../../src/api/contract/bank.ts";
import { PASSWORD, decrypt, register, startServer, type TestServer } from "./test-helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const card = (n: number, extra: Record<string, unknown> = {}) => ({
  bankName: "Bank of China",
  accountName: "Han Meimei",
  accountNo: `62170000000000${String(n).padStart(4, "0")}`,
  // Binding re-authenticates with the login password.
  passWord: PASSWORD,
  ...extra,
});

describe("bank cards", () => {
  it("adds cards and answers encrypted lists and defaults", async () => {
    const m = await register(s.base);
    const first = await m.api.post("/api/VipUser/AddVipBankAccount", card(1));
    expect(first.body.encrypted).toBe(true);
    expect(typeof first.body.result).toBe("string");
    expect(JSON.stringify(first.body)).not.toContain("621700");
    const a = decrypt<BankAccount>(s, first.body.result);
    expect(a).toMatchObject({
      typeName: "Bank",
      isDefault: true,
      maskedAccountNo: "**** **** 0001",
    });
    const second = decrypt<BankAccount>(
      s,
      (await m.api.post("/api/VipUser/AddVipBankAccount", card(2))).body.result,
    );
    expect(second.isDefault).toBe(false);
    const tpay = decrypt<BankAccount>(
      s,
      (
        await m.api.post("/api/VipUser/AddVipBankAccount", {
          typeName: "TPay",
          bankName: "TPay",
          accountName: "Han Meimei",
          accountNo: "tp_wallet_77",
          passWord: PASSWORD,
        })
      ).body.result,
    );
    const list = await m.api.post("/api/VipUser/GetVipBankAccountViewList");
    expect(decrypt<BankAccount[]>(s, list.body.result)).toHaveLength(3);
    const def = await m.api.post("/api/VipUser/GetDefaultVipBankAccount");
    expect(decrypt<BankAccount>(s, def.body.result).id).toBe(a.id);
    const v2 = await m.api.post("/api/VipUser/GetDefaultVipBankAccountV2", {});
    expect(decrypt<BankAccount>(s, v2.body.result).id).toBe(tpay.id);
    const set = await m.api.post(`/api/VipUser/SetDefaultBankAccount/${second.id}`);
    expect(decrypt<BankAccount>(s, set.body.result).isDefault).toBe(true);
    const def2 = await m.api.post("/api/VipUser/GetDefaultVipBankAccountV2", { typeName: "Bank" });
    expect(decrypt<BankAccount>(s, def2.body.result).id).toBe(second.id);
  });

  it("answers null when there is no default", async () => {
    const m = await register(s.base);
    const def = await m.api.post("/api/VipUser/GetDefaultVipBankAccount");
    expect(decrypt(s, def.body.result)).toBeNull();
  });

  it.each([
    [card(1, { accountNo: "1234" }), "Invalid"],
    [card(1, { accountNo: "62170000abc00001" }), "8 to 30 digits"],
    [card(1, { typeName: "USDT", accountNo: "0x1234567890123456789012345678901234" }), "TRC20"],
    [card(1, { typeName: "Paypal" }), "Invalid Account type"],
    [card(1, { bankName: "x".repeat(41) }), "Invalid Bank name"],
    [card(1, { accountName: 42 }), "Invalid Account name"],
  ])("refuses %j", async (body, message) => {
    const m = await register(s.base);
    const r = await m.api.post("/api/VipUser/AddVipBankAccount", body);
    expect(r.status).toBe(422);
    expect(r.body.message).toContain(message);
    const list = await m.api.post("/api/VipUser/GetVipBankAccountViewList");
    expect(decrypt(s, list.body.result)).toEqual([]);
  });

  it("binds only with the login password in the same request", async () => {
    const m = await register(s.base);
    const { passWord: _, ...bare } = card(1);
    const missing = await m.api.post("/api/VipUser/AddVipBankAccount", bare);
    expect([missing.status, missing.body.error, missing.body.message]).toEqual([
      403,
      "reauthentication-required",
      "Enter your login password to confirm",
    ]);
    const wrong = await m.api.post("/api/VipUser/AddVipBankAccount", card(1, { passWord: "x1" }));
    expect([wrong.status, wrong.body.message]).toEqual([422, "The login password is wrong"]);
    expect(wrong.body.error).toEqual({ passWord: ["The login password is wrong"] });
    const list = await m.api.post("/api/VipUser/GetVipBankAccountViewList");
    expect(decrypt(s, list.body.result)).toEqual([]);
    expect((await m.api.post("/api/VipUser/AddVipBankAccount", card(1))).status).toBe(200);
  });

  it("refuses duplicates, more than 10 cards and someone else's card", async () => {
    const m = await register(s.base);
    await m.api.post("/api/VipUser/AddVipBankAccount", card(1));
    const dup = await m.api.post("/api/VipUser/AddVipBankAccount", card(1));
    expect([dup.status, dup.body.message]).toEqual([422, "This account is already bound"]);
    for (let i = 2; i <= 10; i++) await m.api.post("/api/VipUser/AddVipBankAccount", card(i));
    const eleventh = await m.api.post("/api/VipUser/AddVipBankAccount", card(11));
    expect(eleventh.status).toBe(422);
    const other = await register(s.base);
    const mine = decrypt<BankAccount[]>(
      s,
      (await m.api.post("/api/VipUser/GetVipBankAccountViewList")).body.result,
    );
    const r = await other.api.post(`/api/VipUser/SetDefaultBankAccount/${mine[1]?.id}`);
    expect(r.status).toBe(404);
    expect((await other.api.post("/api/VipUser/SetDefaultBankAccount/x")).status).toBe(400);
  });
});
