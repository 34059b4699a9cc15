// Deposits: await channels (bank transfer, USDT virtual wallet), orders that stay pending until the
// platform confirms them after config.depositConfirmDelayMs.
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import {
  createDepositBody,
  depositOrderListQuery,
  type DepositChannel,
  type DepositChannelId,
  type DepositOrder,
} from "../../../src/api/contract/deposit.ts";
import type { Page } from "../../../src/api/contract/wallet.ts";
import { iso, toCents, toMoney } from "./cents.ts";
import { amountFor } from "./amount.ts";
import { activeMember, member, parse, parseQuery } from "./http.ts";
import { newReference } from "./order-reference.ts";
import { idempotencyKey, idempotent } from "./idempotency.ts";
import { bonusOf, claimRefusal } from "./deposit-bonus.ts";
import { ensureWallets } from "./ledger.ts";
import { limitBreached } from "./responsible.ts";
import { noteDue, settleDue, settleLater } from "./settle.ts";
import { usdtRateCents } from "./usdt-rate.ts";
import { found } from "../../db/db.ts";
import { prep, prepPluck } from "../../db/sql.ts";

const LIMITS: Record<DepositChannelId, [number, number]> = {
  bank: [1_000, 5_000_000],
  "usdt-trc20": [1_000, 10_000_000],
};
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** A stable per-member demo TRC20 address (34 characters starting with T). */
export function usdtAddressOf(userId: number): string {
  const bytes = createHash("sha256").update(`playfront-usdt:${userId}`).digest();
  let s = "T";
  for (let i = 0; i < 33; i++) s += BASE58[(bytes[i % bytes.length] ?? 0) % 58];
  return s;
}

async function walletOf(ctx: PlatformContext, userId: number): Promise<DepositChannel["wallet"]> {
  const rate = await usdtRateCents(ctx.db, userId);
  if (rate === null) return undefined;
  const address = usdtAddressOf(userId);
  return { network: "TRC20", address, qrPayload: `tron:${address}`, rate: toMoney(rate) };
}

async function channels(
  req: FastifyRequest,
  ctx: PlatformContext,
  userId: number,
): Promise<DepositChannel[]> {
  const wallet = await walletOf(ctx, userId);
  const limits = (id: DepositChannelId) => ({
    minAmount: toMoney(LIMITS[id][0]),
    maxAmount: toMoney(LIMITS[id][1]),
  });
  const all: DepositChannel[] = [
    {
      id: "bank",
      kind: "bank",
      name: say(req, "Bank transfer"),
      ...limits("bank"),
      bank: {
        bankName: say(req, "Playfront Reference Bank"),
        accountName: "Playfront Ltd",
        accountNo: "6222 0210 0000 8888",
        branch: say(req, "Georgetown branch"),
      },
    },
    {
      id: "usdt-trc20",
      kind: "usdt",
      name: say(req, "USDT virtual wallet (TRC20)"),
      ...limits("usdt-trc20"),
      ...(wallet ? { wallet } : {}),
    },
  ];
  return all.filter((c) => c.kind !== "usdt" || c.wallet);
}

interface OrderRow {
  id: number;
  channel_id: DepositChannelId;
  amount: number;
  status: "pending" | "confirmed";
  created_at: number;
  due_at: number;
  confirmed_at: number | null;
  claim_bonus: number;
  reference: string;
}

async function view(ctx: PlatformContext, row: OrderRow, userId: number): Promise<DepositOrder> {
  const wallet = row.channel_id === "usdt-trc20" ? await walletOf(ctx, userId) : undefined;
  return {
    id: row.id,
    reference: row.reference,
    channelId: row.channel_id,
    amount: toMoney(row.amount),
    status: row.status,
    createdAt: iso(row.created_at),
    confirmAt: iso(row.confirmed_at ?? row.due_at),
    ...(wallet ? { wallet } : {}),
    claimBonus: row.claim_bonus === 1,
    bonus: toMoney(await bonusOf(ctx.db, row.id)),
  };
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function depositRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get("/api/VipUser/GetDepositChannels", async (req) => {
    const m = await member(req);
    return ok(await channels(req, ctx, m.id));
  });

  app.post("/api/VipUser/CreateDepositOrder", async (req, reply) => {
    const m = await activeMember(req, ctx);
    const key = idempotencyKey(req);
    const body = parse(req, createDepositBody, req.body);
    const cents = toCents(body.amount);
    const [min, max] = LIMITS[body.channelId];
    if (cents < min || cents > max) {
      fail(
        422,
        say(req, "The amount must be between {min} and {max}", {
          min: amountFor(req, min),
          max: amountFor(req, max),
        }),
        "amount out of range",
      );
    }
    await ensureWallets(ctx, m.id);
    const claim = body.claimBonus === true;
    if (claim && !body.deviceId) {
      const msg = say(req, "Invalid {field}", { field: say(req, "Device") });
      fail(422, msg, { deviceId: [msg] });
    }
    const input = {
      channelId: body.channelId,
      cents,
      payerName: body.payerName ?? "",
      claimBonus: claim,
      deviceId: claim ? body.deviceId : undefined,
    };
    const result = await idempotent(req, reply, ctx, m.id, key, input, async () => {
      const breach = await limitBreached(ctx, m.id, cents);
      if (breach) {
        const names = { day: "daily", week: "weekly", month: "monthly" } as const;
        const left = amountFor(req, breach.remaining);
        fail(
          403,
          say(
            req,
            "This deposit is over your {period} deposit limit: you can deposit up to {left} now",
            {
              period: say(req, names[breach.period]),
              left,
            },
          ),
          "deposit limit",
        );
      }
      // Refused rather than taken without the bonus the player asked for (the app shows the
      // reason and keeps the form); confirmation checks again (settle.ts).
      const refusal = claim ? await claimRefusal(req, ctx, m.id, cents, body.deviceId!) : null;
      if (refusal) fail(422, refusal, "bonus unavailable");
      const now = ctx.now();
      const id = found(
        await prepPluck<unknown[], number>(
          ctx.db,
          "INSERT INTO deposit_orders (user_id, channel_id, amount, payer_name, created_at, due_at, claim_bonus, device, reference) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        ).get(
          m.id,
          body.channelId,
          cents,
          body.payerName ?? null,
          now,
          now + ctx.config.depositConfirmDelayMs,
          claim ? 1 : 0,
          claim ? body.deviceId! : null,
          await newReference(ctx.db, "D"),
        ),
      );
      noteDue(ctx, m.id, now + ctx.config.depositConfirmDelayMs);
      const row = found(
        await prep<[number], OrderRow>(ctx.db, "SELECT * FROM deposit_orders WHERE id = ?").get(id),
      );
      return ok(await view(ctx, row, m.id));
    });
    settleLater(ctx, ctx.config.depositConfirmDelayMs);
    return result;
  });

  app.get("/api/VipUser/GetDepositOrder/:id", async (req) => {
    const m = await member(req);
    const { id } = parseQuery(req, idParams, req.params);
    await settleDue(ctx, m.id);
    const row = await prep<[number, number], OrderRow>(
      ctx.db,
      "SELECT * FROM deposit_orders WHERE id = ? AND user_id = ?",
    ).get(id, m.id);
    if (!row) fail(404, say(req, "Deposit order not found"));
    return ok(await view(ctx, row, m.id));
  });

  app.get("/api/VipUser/GetDepositOrders", async (req) => {
    const m = await member(req);
    const q = parseQuery(req, depositOrderListQuery, req.query);
    await settleDue(ctx, m.id);
    const rows = await prep<[number, number, number], OrderRow>(
      ctx.db,
      "SELECT * FROM deposit_orders WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?",
    ).all(m.id, q.pageSize, (q.pageIndex - 1) * q.pageSize);
    const total =
      (await prepPluck<[number], number>(
        ctx.db,
        "SELECT COUNT(*) FROM deposit_orders WHERE user_id = ?",
      ).get(m.id)) ?? 0;
    const page: Page<DepositOrder> = {
      items: await Promise.all(rows.map((r) => view(ctx, r, m.id))),
      total,
      pageIndex: q.pageIndex,
      pageSize: q.pageSize,
    };
    return ok(page);
  });
}
