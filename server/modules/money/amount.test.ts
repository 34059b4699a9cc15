// Amounts in the platform's refusals read as on the screens: the tenant's currency, the reader's
// language (amount.ts). Every locale, and a tenant of another currency.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../../src/api/contract/locales.ts";
import { formatAmount } from "../../../src/api/contract/money-format.ts";
import { WITHDRAWAL_MAX, WITHDRAWAL_MIN } from "../../../src/api/contract/rules.ts";
import { call, newKey, startServer, type TestServer } from "./test-helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

/** The message with each expected amount taken out; what remains holds no other amount. */
function expectAmounts(message: string, amounts: string[]) {
  let rest = message;
  for (const a of amounts) {
    expect(message).toContain(a);
    rest = rest.replace(a, "");
  }
  expect(rest).not.toMatch(/\d[.,]\d{2}(?!\d)/);
}

async function member(host?: string) {
  const name = `m${newKey().slice(0, 10)}`;
  const r = await call<{ token: string }>(
    s.base,
    "/api/vipuser/Rigster",
    { userName: name, passWord: "pass1234", confirmPassWord: "pass1234", legalAge: true },
    { host },
  );
  expect(r.body.ok, r.body.message).toBe(true);
  return r.body.result.token;
}

describe("an amount in a refusal", () => {
  it.each(LOCALES)("carries the currency in %s", async (lang) => {
    const token = await member();
    const r = await call(
      s.base,
      "/api/VipUser/CreateDepositOrder",
      { channelId: "bank", amount: "9.99" },
      { token, key: newKey(), lang },
    );
    expect(r.status).toBe(422);
    expectAmounts(r.body.message, [
      formatAmount("10.00", lang, "CNY"),
      formatAmount("50000.00", lang, "CNY"),
    ]);
  });

  it("is in the tenant's own currency", async () => {
    const host = "elec.localhost";
    const token = await member(host);
    const r = await call(
      s.base,
      "/api/VipUser/CreateWithdrawal",
      { amount: "1.00", withdrawalPassword: "123456", bankAccountId: 1 },
      { token, key: newKey(), lang: "vi", host },
    );
    expect(r.status).toBe(422);
    expectAmounts(r.body.message, [
      formatAmount(WITHDRAWAL_MIN, "vi", "USD"),
      formatAmount(WITHDRAWAL_MAX, "vi", "USD"),
    ]);
  });
});
