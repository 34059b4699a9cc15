// The transfer-free wallet: a per-member setting (on until the member turns it off) under which
// entering a game moves all the member's money into that game's wallet (the app collects it back
// with TellerAllBalance on return).
// The move reads the balances inside the caller's write transaction and moves what is there, so
// two entries at once, or a retried one, find the money already moved and move nothing more.
import type { FastifyInstance } from "fastify";
import { MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import type { PlatformContext } from "../../context.ts";
import { ok } from "../../http/envelope.ts";
import {
  GAME_PLATE_TYPES,
  walletSettingsBody,
  type GamePlateType,
  type WalletSettings,
} from "../../../src/api/contract/wallet.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { member, parse } from "./http.ts";
import { balancesOf, post, type Account } from "./ledger.ts";

/** Journal ref of the moves the setting makes (trade records show them as transfers). */
export const TRANSFER_FREE_REF = "transfer-free";

/**
 * A member who never chose has the transfer-free wallet on (docs/product.md §10 "Wallets"): money
 * follows the player into a game and back, so no balance ever seems to vanish into a game wallet.
 */
export const TRANSFER_FREE_DEFAULT = true;

export async function transferFreeOf(ctx: PlatformContext, userId: number): Promise<boolean> {
  const chosen = await prepPluck<[number], number>(
    ctx.db,
    "SELECT transfer_free FROM wallet_settings WHERE user_id = ?",
  ).get(userId);
  return chosen === undefined ? TRANSFER_FREE_DEFAULT : chosen === 1;
}

/**
 * Moves every other wallet's money into `plate`: the game wallets first (money left in a game the
 * member never came back from), then the main wallet. Call inside a write transaction, after
 * ensureWallets. Answers the cents moved.
 */
export async function moveAllInto(
  ctx: PlatformContext,
  userId: number,
  plate: GamePlateType,
): Promise<number> {
  const all = await balancesOf(ctx, userId);
  const sources: Account[] = [...GAME_PLATE_TYPES.filter((p) => p !== plate), MAIN_WALLET];
  let moved = 0;
  for (const from of sources) {
    const cents = all[from];
    if (cents <= 0) continue;
    await post(ctx.db, {
      userId,
      kind: "transfer",
      amount: cents,
      from,
      to: plate,
      ref: TRANSFER_FREE_REF,
      at: ctx.now(),
      legs: [
        { account: from, amount: -cents },
        { account: plate, amount: cents },
      ],
    });
    moved += cents;
  }
  return moved;
}

export function walletSettingsRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get("/api/VipUser/GetWalletSettings", async (req) => {
    const m = await member(req);
    const result: WalletSettings = { transferFree: await transferFreeOf(ctx, m.id) };
    return ok(result);
  });

  // Allowed during a time-out or self-exclusion: entering a game is refused then anyway.
  app.post("/api/VipUser/SetWalletSettings", async (req) => {
    const m = await member(req);
    const { transferFree } = parse(req, walletSettingsBody, req.body);
    await prep(
      ctx.db,
      `INSERT INTO wallet_settings (user_id, transfer_free, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET transfer_free = excluded.transfer_free, updated_at = excluded.updated_at`,
    ).run(m.id, transferFree ? 1 : 0, ctx.now());
    const result: WalletSettings = { transferFree };
    return ok(result);
  });
}
