// Bank cards (and TPay / USDT payout accounts). Every response carrying account numbers is
// encrypted (docs/product.md §10). One default account per type.
import { found } from "../../db/db.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { PlatformContext } from "../../context.ts";
import { fail, say } from "../../http/envelope.ts";
import {
  MAX_BANK_ACCOUNTS,
  addBankAccountBody,
  defaultBankAccountV2Body,
  type BankAccount,
  type BankTypeName,
} from "../../../src/api/contract/bank.ts";
import { requireReauth } from "../core/reauth.ts";
import { iso } from "./cents.ts";
import { asObject, encrypted, member, parse, parseQuery } from "./http.ts";
import { prep, prepPluck } from "../../db/sql.ts";
import { reviewSharedCard } from "./payout-review.ts";

export interface CardRow {
  id: number;
  user_id: number;
  type_name: BankTypeName;
  bank_name: string;
  account_name: string;
  account_no: string;
  branch: string;
  is_default: number;
  created_at: number;
}

export function maskAccountNo(no: string): string {
  if (no.length <= 8) return `****${no.slice(-4)}`;
  return no.startsWith("T") && no.length === 34
    ? `${no.slice(0, 4)}…${no.slice(-4)}`
    : `**** **** ${no.slice(-4)}`;
}

function view(row: CardRow): BankAccount {
  return {
    id: row.id,
    typeName: row.type_name,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNo: row.account_no,
    maskedAccountNo: maskAccountNo(row.account_no),
    branch: row.branch,
    isDefault: row.is_default === 1,
    createdAt: iso(row.created_at),
  };
}

/** The account number normalised for its type, or a 422 saying what is expected. */
function normaliseAccountNo(req: FastifyRequest, type: BankTypeName, raw: string): string {
  const compact = raw.replace(/[\s-]/g, "");
  const valid =
    type === "Bank"
      ? /^\d{8,30}$/.test(compact)
      : type === "TPay"
        ? /^[A-Za-z0-9_]{6,40}$/.test(compact)
        : /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(compact);
  if (!valid) {
    const reason =
      type === "Bank"
        ? "a bank account number has 8 to 30 digits"
        : type === "TPay"
          ? "a TPay account has 6 to 40 letters or digits"
          : "a USDT address is a TRC20 address starting with T";
    fail(422, say(req, "Invalid account number: {reason}", { reason: say(req, reason) }), {
      accountNo: [reason],
    });
  }
  return compact;
}

/** A card of this member, or a 404 (someone else's card is as unknown as a missing one). */
export async function cardOf(
  req: FastifyRequest,
  ctx: PlatformContext,
  userId: number,
  id: number,
): Promise<CardRow> {
  const row = await prep<[number, number], CardRow>(
    ctx.db,
    "SELECT * FROM bank_accounts WHERE id = ? AND user_id = ?",
  ).get(id, userId);
  if (!row) fail(404, say(req, "Bank card not found"));
  return row;
}

async function list(ctx: PlatformContext, userId: number): Promise<BankAccount[]> {
  const rows = await prep<[number], CardRow>(
    ctx.db,
    "SELECT * FROM bank_accounts WHERE user_id = ? ORDER BY is_default DESC, id",
  ).all(userId);
  return rows.map(view);
}

async function defaultOf(
  ctx: PlatformContext,
  userId: number,
  type?: BankTypeName,
): Promise<BankAccount | null> {
  const row = await prep<(number | string)[], CardRow>(
    ctx.db,
    `SELECT * FROM bank_accounts WHERE user_id = ? ${type ? "AND type_name = ?" : ""}
       ORDER BY is_default DESC, type_name = 'Bank' DESC, id LIMIT 1`,
  ).get(...(type ? [userId, type] : [userId]));
  return row ? view(row) : null;
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function bankCardRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.post("/api/VipUser/AddVipBankAccount", async (req) => {
    const m = await member(req);
    const body = parse(req, addBankAccountBody, req.body);
    const accountNo = normaliseAccountNo(req, body.typeName, body.accountNo);
    // A stolen session alone must not add a card to take the money out to: the
    // login password (or a current code with 2FA on), counted before it is checked, and checked
    // before anything is written.
    await requireReauth(req, ctx, m.id, body, { action: "bind-card", request: body });
    const id = await ctx.db.tx(async () => {
      const count =
        (await prepPluck<[number], number>(
          ctx.db,
          "SELECT COUNT(*) FROM bank_accounts WHERE user_id = ?",
        ).get(m.id)) ?? 0;
      if (count >= MAX_BANK_ACCOUNTS) {
        fail(422, say(req, "You can bind at most {max} accounts", { max: MAX_BANK_ACCOUNTS }));
      }
      const dup = await prep(
        ctx.db,
        "SELECT 1 FROM bank_accounts WHERE user_id = ? AND type_name = ? AND account_no = ?",
      ).get(m.id, body.typeName, accountNo);
      if (dup) fail(422, say(req, "This account is already bound"));
      const hasDefault = await prep(
        ctx.db,
        "SELECT 1 FROM bank_accounts WHERE user_id = ? AND type_name = ? AND is_default = 1",
      ).get(m.id, body.typeName);
      const makeDefault = !hasDefault || body.setDefault === true;
      if (makeDefault) {
        await prep(
          ctx.db,
          "UPDATE bank_accounts SET is_default = 0 WHERE user_id = ? AND type_name = ?",
        ).run(m.id, body.typeName);
      }
      const cardId = found(
        await prepPluck<unknown[], number>(
          ctx.db,
          `INSERT INTO bank_accounts (user_id, type_name, bank_name, account_name, account_no, branch, is_default, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        ).get(
          m.id,
          body.typeName,
          body.bankName,
          body.accountName,
          accountNo,
          body.branch ?? "",
          makeDefault ? 1 : 0,
          ctx.now(),
        ),
      );
      await reviewSharedCard(ctx, m.id, accountNo);
      return cardId;
    });
    return encrypted(ctx, view(await cardOf(req, ctx, m.id, id)));
  });

  app.post("/api/VipUser/GetVipBankAccountViewList", async (req) => {
    const m = await member(req);
    return encrypted(ctx, await list(ctx, m.id));
  });

  app.post("/api/VipUser/GetDefaultVipBankAccount", async (req) => {
    const m = await member(req);
    return encrypted(ctx, await defaultOf(ctx, m.id));
  });

  app.post("/api/VipUser/GetDefaultVipBankAccountV2", async (req) => {
    const m = await member(req);
    const { typeName } = parse(req, defaultBankAccountV2Body, {
      ...asObject(req.query),
      ...asObject(req.body),
    });
    return encrypted(ctx, await defaultOf(ctx, m.id, typeName));
  });

  app.post("/api/VipUser/SetDefaultBankAccount/:id", async (req) => {
    const m = await member(req);
    const { id } = parseQuery(req, idParams, req.params);
    const card = await cardOf(req, ctx, m.id, id);
    await ctx.db.tx(async () => {
      await prep(
        ctx.db,
        "UPDATE bank_accounts SET is_default = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE user_id = ? AND type_name = ?",
      ).run(id, m.id, card.type_name);
    });
    return encrypted(ctx, view(await cardOf(req, ctx, m.id, id)));
  });
}
