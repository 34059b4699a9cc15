// When entering a game offers the transfer: its wallet empty while the main wallet is not, read
// fresh from the platform (never from a balance cached before the last game).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { configureApi, resetApiHooks } from "../../api/hooks";
import { resetRuntimeConfig, setRuntimeConfig } from "../../api/runtime-config";
import { plateTypesQueryOptions } from "../../api/endpoints/wallet";
import { transferOfferFor } from "./use-enter-game";

const wallets = (sys: string, slot: string) => [
  { plateType: "sys", name: "Main wallet", balance: sys },
  { plateType: "slot", name: "Slots", balance: slot },
];
const answer = (result: unknown, status = 200) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: status === 200, result, error: null, message: "" }), {
          status,
        }),
    ),
  );

beforeEach(() => {
  configureApi({ getToken: () => "tok" });
  setRuntimeConfig({ apiBase: "", encryptionKey: "k" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiHooks();
  resetRuntimeConfig();
});

const game = { plateType: "slot", gameId: "g1" };

describe("transferOfferFor", () => {
  it("offers the main balance when the game's wallet is empty", async () => {
    answer(wallets("100.00", "0.00"));
    await expect(transferOfferFor(new QueryClient(), game)).resolves.toEqual({
      game,
      plateName: "Slots",
      main: "100.00",
    });
  });

  it.each([
    ["the game's wallet holds money", wallets("100.00", "0.01")],
    ["the main wallet is empty too", wallets("0.00", "0.00")],
  ])("offers nothing when %s", async (_case, list) => {
    answer(list);
    await expect(transferOfferFor(new QueryClient(), game)).resolves.toBeNull();
  });

  it("reads the balances again instead of trusting the cached ones", async () => {
    const client = new QueryClient();
    client.setQueryData(plateTypesQueryOptions().queryKey, wallets("100.00", "0.00") as never);
    answer(wallets("90.00", "10.00"));
    await expect(transferOfferFor(client, game)).resolves.toBeNull();
  });

  it("opens the game as before when the balances cannot be read", async () => {
    answer(null, 500);
    await expect(transferOfferFor(new QueryClient(), game)).resolves.toBeNull();
  });
});
