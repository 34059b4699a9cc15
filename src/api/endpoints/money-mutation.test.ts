// @vitest-environment node
// Each money move's mutation options invalidate what it changed (balances, records, …) itself,
// so no screen has to remember it; the Idempotency-Key of the intent is sent as given.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MutationObserver, QueryClient, type QueryKey } from "@tanstack/react-query";
import { configureApi, resetApiHooks } from "../hooks";
import { queryKeys } from "../query-keys";
import { resetRuntimeConfig, setRuntimeConfig } from "../runtime-config";
import * as deposit from "./deposit";
import * as rebate from "./rebate";
import * as wallet from "./wallet";
import * as withdrawal from "./withdrawal";

const fetchMock = vi.fn(
  async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify({ ok: true, result: {}, error: null, message: "" }), {
      status: 200,
    }),
);

beforeEach(() => {
  configureApi({ getToken: () => "tok" });
  setRuntimeConfig({ apiBase: "", encryptionKey: "k" });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  resetApiHooks();
  resetRuntimeConfig();
});

const BALANCE = queryKeys.member.wallet.balance("sys");
const PLATES = queryKeys.member.wallet.plateTypes();
const TRADES = queryKeys.member.records.trade({ pageIndex: 1 });
const WITHDRAWALS = queryKeys.member.withdrawal.list({ pageIndex: 1, pageSize: 5 });
const ORDERS = queryKeys.member.deposit.orders({ pageIndex: 1, pageSize: 5 });
const LIMITS = queryKeys.member.responsible();
const REBATE = queryKeys.member.rebate.search();
const CARDS = queryKeys.member.bank.list();
const ALL = [BALANCE, PLATES, TRADES, WITHDRAWALS, ORDERS, LIMITS, REBATE, CARDS];

function seeded() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of ALL) client.setQueryData(key, "cached");
  return client;
}
const invalidated = (client: QueryClient) =>
  ALL.filter((key: QueryKey) => client.getQueryState(key)?.isInvalidated).map((k) => k.join("/"));
const names = (...keys: QueryKey[]) => keys.map((k) => k.join("/"));

describe("money mutation options invalidate what the move changed", () => {
  it.each([
    [
      "transfer",
      () =>
        run(wallet.changeBalanceMutationOptions(), {
          body: { fromPlateType: "sys", toPlateType: "slot", amount: "1.00" },
          idempotencyKey: "k1",
        }),
      names(BALANCE, PLATES, TRADES),
    ],
    [
      "collect all",
      () => run(wallet.tellerAllBalanceMutationOptions(), { body: null, idempotencyKey: "k1" }),
      names(BALANCE, PLATES, TRADES),
    ],
    [
      "withdrawal",
      () =>
        run(withdrawal.createWithdrawalMutationOptions(), {
          body: { amount: "10.00", withdrawalPassword: "123456", bankAccountId: 1 },
          idempotencyKey: "k1",
        }),
      names(BALANCE, PLATES, TRADES, WITHDRAWALS),
    ],
    [
      "deposit order",
      () =>
        run(deposit.createDepositOrderMutationOptions(), {
          body: { channelId: "bank", amount: "10.00" },
          idempotencyKey: "k1",
        }),
      names(ORDERS, LIMITS),
    ],
    [
      "rebate claim",
      () => run(rebate.getVipReturnMutationOptions(), { body: null, idempotencyKey: "k1" }),
      names(BALANCE, PLATES, TRADES, REBATE),
    ],
  ])("%s", async (_name, mutate, expected) => {
    const client = await mutate();
    // onSuccess may leave its invalidation un-awaited (the form shows its result at once).
    await vi.waitFor(() => expect(invalidated(client).sort()).toEqual([...expected].sort()));
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get("Idempotency-Key")).toBe("k1");
  });

  it("a credited deposit order reads balances, records, limits and orders again", async () => {
    const client = seeded();
    await deposit.invalidateAfterDepositCredited(client);
    expect(invalidated(client).sort()).toEqual(
      names(BALANCE, PLATES, TRADES, ORDERS, LIMITS).sort(),
    );
  });

  it("leaving a game reads every balance and the records again", async () => {
    const client = seeded();
    await wallet.invalidateAfterGame(client);
    expect(invalidated(client)).toEqual(expect.arrayContaining(names(PLATES, TRADES)));
    // The main balance is fetched again explicitly, so it is fresh rather than invalidated.
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes("RefreshBalance"))).toBe(true);
  });

  it("a refused move invalidates nothing", async () => {
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ ok: false, result: null, message: "no" }), { status: 422 }),
    );
    const client = seeded();
    const observer = new MutationObserver(client, wallet.changeBalanceMutationOptions());
    await expect(
      observer.mutate({
        body: { fromPlateType: "sys", toPlateType: "slot", amount: "1.00" },
        idempotencyKey: "k2",
      }),
    ).rejects.toThrow();
    expect(invalidated(client)).toEqual([]);
  });
});

async function run<V>(options: object, variables: V) {
  const client = seeded();
  const observer = new MutationObserver<unknown, Error, V>(
    client,
    options as ConstructorParameters<typeof MutationObserver<unknown, Error, V>>[1],
  );
  await observer.mutate(variables);
  return client;
}
