// Withdrawals: the withdrawal password, one of the member's cards and the 2FA code when on.
// The amount is held at request (sys → hold) and paid out (hold → external) on approval.
import type { FastifyInstance } from "fastify";
import { MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import { z } from "zod";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import {
  WITHDRAWAL_MAX,
  WITHDRAWAL_MIN,
  createWithdrawalBody,
  withdrawalListQuery,
  type Withdrawal,
} from "../../../src/api/contract/withdrawal.ts";
import type { Page } from "../../../src/api/contract/wallet.ts";
import { checkPasswordAsync } from "../core/passwords.ts";
import { guardedCheck, tooManyAttempts } from "../core/reauth.ts";
import { twoFactorOn, verifyMemberTotp } from "../core/totp.ts";
import { requirePasskeyProof } from "../core/passkeys.ts";
import { reserveSecret } from "../core/rate-limit.ts";
import { cardOf, maskAccountNo } from "./bank-cards.ts";
import { bonusInPlay, takeBack } from "./bonus-wagering.ts";
import { refuseOnReview } from "./payout-review.ts";
import { iso, toCents, toMoney } from "./cents.ts";
import { amountFor } from "./amount.ts";
import { member, parse, parseQuery } from "./http.ts";
import { newReference } from "./order-reference.ts";
import { idempotencyKey, idempotent, keySeen } from "./idempotency.ts";
import { HOLD, ensureWallets, post } from "./ledger.ts";
import { noteDue, settleDue, settleLater } from "./settle.ts";
import { found } from "../../db/db.ts";
import { prep, prepPluck } from "../../db/sql.ts";

interface Row {
  id: number;
  bank_account_id: number;
  amount: number;
  status: "pending" | "approved";
  created_at: number;
  due_at: number;
  approved_at: number | null;
  reference: string;
  account_no: string;
}

const SELECT = `SELECT w.*, b.account_no FROM withdrawals w
  JOIN bank_accounts b ON b.id = w.bank_account_id`;

function view(row: Row): Withdrawal {
  return {
    id: row.id,
    reference: row.reference,
    amount: toMoney(row.amount),
    status: row.status,
    bankAccountId: row.bank_account_id,
    maskedAccountNo: maskAccountNo(row.account_no),
    createdAt: iso(row.created_at),
    approveAt: iso(row.approved_at ?? row.due_at),
  };
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function withdrawalRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  // Not refused during a time-out or self-exclusion: a member can always take money out.
  app.post("/api/VipUser/CreateWithdrawal", async (req, reply) => {
    const m = await member(req);
    const key = idempotencyKey(req);
    const body = parse(req, createWithdrawalBody, req.body);
    const cents = toCents(body.amount);
    const [min, max] = [toCents(WITHDRAWAL_MIN), toCents(WITHDRAWAL_MAX)];
    if (cents < min || cents > max) {
      fail(
        422,
        say(req, "The amount must be between {min} and {max}", {
          min: amountFor(req, WITHDRAWAL_MIN),
          max: amountFor(req, WITHDRAWAL_MAX),
        }),
        "amount out of range",
      );
    }
    // scrypt runs on the libuv pool before the (synchronous) money transaction.
    const hash = await prepPluck<[number], string | null>(
      ctx.db,
      "SELECT withdrawal_hash FROM users WHERE id = ?",
    ).get(m.id);
    if (!hash) {
      fail(403, say(req, "Set a withdrawal password first"), "no withdrawal password");
    }
    // Six digits are guessable: 5 wrong per 10 minutes, each counted before its hash runs.
    const pinGood = await guardedCheck(req, m.id, "withdrawal-password", () =>
      checkPasswordAsync(body.withdrawalPassword, hash),
    );
    if (!pinGood) {
      fail(403, say(req, "Wrong withdrawal password"), "wrong withdrawal password");
    }
    await ensureWallets(ctx, m.id);
    // Secrets stay out of the key's fingerprint (a TOTP code also changes between retries).
    const input = {
      cents,
      bankAccountId: body.bankAccountId,
      forfeitBonus: body.forfeitBonus === true,
    };
    // A 2FA code is a guess under the shared TOTP limit (5 wrong per 10 minutes). It is reserved
    // here, outside the money transaction, whose rollback on refusal must not undo the count.
    // A passkey answers for the code; checked before the money transaction, being asynchronous,
    // and not again for a retry of a key already answered (its challenge is spent).
    const byPasskey = body.passkey !== undefined && (await twoFactorOn(ctx, m.id));
    if (byPasskey && !(await keySeen(ctx, m.id, key)))
      await requirePasskeyProof(req, ctx, m, body.passkey!, { action: "withdraw", request: body });
    const totp =
      !byPasskey && body.code && (await twoFactorOn(ctx, m.id))
        ? await reserveSecret(ctx, m.id, "totp")
        : null;
    if (!byPasskey && body.code && (await twoFactorOn(ctx, m.id)) && !totp) tooManyAttempts(req);
    const code = { tried: false, good: false };
    const create = async () => {
      const result = await idempotent(req, reply, ctx, m.id, key, input, async () => {
        const card = await cardOf(req, ctx, m.id, body.bankAccountId);
        code.tried = true;
        code.good = byPasskey || (await verifyMemberTotp(m.id, body.code, ctx));
        if (!code.good) {
          fail(
            403,
            body.code ? say(req, "Wrong two-factor code") : say(req, "Enter your two-factor code"),
            "two-factor code",
          );
        }
        // Decided here, in the transaction that moves the money: a deposit and its bonus
        // confirmed while this request waited for its proofs count.
        await refuseOnReview(req, ctx, m.id);
        const bonus = await bonusInPlay(ctx, m.id);
        if (bonus && !body.forfeitBonus) {
          fail(
            403,
            say(
              req,
              "Your bonus is in play: {left} more in bets. Withdrawing now gives up the bonus and its winnings ({locked})",
              {
                left: amountFor(req, Math.max(0, bonus.requirement - bonus.wagered)),
                locked: amountFor(req, bonus.locked),
              },
            ),
            "bonus play-through",
          );
        }
        // The player chose cash now over the bonus: it and its winnings go back first.
        if (bonus) await takeBack(ctx, bonus, "forfeited");
        const now = ctx.now();
        const id = found(
          await prepPluck<unknown[], number>(
            ctx.db,
            "INSERT INTO withdrawals (user_id, bank_account_id, amount, created_at, due_at, reference) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
          ).get(
            m.id,
            card.id,
            cents,
            now,
            now + ctx.config.withdrawalApproveDelayMs,
            await newReference(ctx.db, "W"),
          ),
        );
        noteDue(ctx, m.id, now + ctx.config.withdrawalApproveDelayMs);
        await post(ctx.db, {
          userId: m.id,
          kind: "withdrawal",
          amount: cents,
          from: MAIN_WALLET,
          to: HOLD,
          ref: `w${id}`,
          at: now,
          legs: [
            { account: MAIN_WALLET, amount: -cents },
            { account: HOLD, amount: cents },
          ],
        });
        return ok(
          view(found(await prep<[number], Row>(ctx.db, `${SELECT} WHERE w.id = ?`).get(id))),
        );
      });
      settleLater(ctx, ctx.config.withdrawalApproveDelayMs);
      return result;
    };
    try {
      return await create();
    } finally {
      // A replayed answer tried no code; a right code is no failure.
      if (totp && (!code.tried || code.good)) await totp.release();
    }
  });

  app.get("/api/VipUser/GetWithdrawal/:id", async (req) => {
    const m = await member(req);
    const { id } = parseQuery(req, idParams, req.params);
    await settleDue(ctx, m.id);
    const row = await prep<[number, number], Row>(
      ctx.db,
      `${SELECT} WHERE w.id = ? AND w.user_id = ?`,
    ).get(id, m.id);
    if (!row) fail(404, say(req, "Withdrawal not found"));
    return ok(view(row));
  });

  app.get("/api/VipUser/GetWithdrawals", async (req) => {
    const m = await member(req);
    const q = parseQuery(req, withdrawalListQuery, req.query);
    await settleDue(ctx, m.id);
    const rows = await prep<[number, number, number], Row>(
      ctx.db,
      `${SELECT} WHERE w.user_id = ? ORDER BY w.id DESC LIMIT ? OFFSET ?`,
    ).all(m.id, q.pageSize, (q.pageIndex - 1) * q.pageSize);
    const total =
      (await prepPluck<[number], number>(
        ctx.db,
        "SELECT COUNT(*) FROM withdrawals WHERE user_id = ?",
      ).get(m.id)) ?? 0;
    const page: Page<Withdrawal> = {
      items: rows.map(view),
      total,
      pageIndex: q.pageIndex,
      pageSize: q.pageSize,
    };
    return ok(page);
  });
}
