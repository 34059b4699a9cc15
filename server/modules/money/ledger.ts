// The double-entry ledger. Every movement is a journal row plus balanced entries (they sum to 0);
// the `external` account stands for the world outside the platform (deposits, payouts, game
// wins and losses), so sum(wallets) + sum(external entries) = 0 can be checked at any time.
// All writes run inside the caller's transaction (db/store.ts: no interleaving).
import { found, type Db } from "../../db/db.ts";
import { MAIN_WALLET } from "../../../src/api/contract/constants.ts";
import type { PlatformContext } from "../../context.ts";
import { PLATE_TYPES, type WalletPlateType } from "../../../src/api/contract/wallet.ts";
import { ApiFailure } from "../../http/envelope.ts";
import { prep, prepPluck } from "../../db/sql.ts";

export const EXTERNAL = "external";
export const HOLD = "hold";
export type Account = WalletPlateType | typeof HOLD;
export const ACCOUNTS: readonly Account[] = [...PLATE_TYPES, HOLD];
export type JournalKind =
  "bonus" | "deposit" | "withdrawal" | "payout" | "transfer" | "game" | "rebate" | "promotion";

/** A signed change of one account; a movement's legs sum to 0. */
export interface Leg {
  account: Account | typeof EXTERNAL;
  amount: number;
}

/** Thrown inside a transaction when a wallet would go below zero (rolls the transaction back). */
export class InsufficientFunds extends ApiFailure {
  readonly account: string;
  constructor(account: string) {
    super(422, "Insufficient balance", "insufficient balance");
    this.account = account;
  }
}

function prepare(db: Db) {
  return {
    balance: prepPluck<[number, Account], number>(
      db,
      "SELECT balance FROM wallets WHERE user_id = ? AND account = ?",
    ),
    balances: prep<[number], { account: Account; balance: number }>(
      db,
      "SELECT account, balance FROM wallets WHERE user_id = ?",
    ),
    createWallet: prep(
      db,
      "INSERT INTO wallets (user_id, account, balance) VALUES (?, ?, 0) ON CONFLICT DO NOTHING",
    ),
    move: prep(
      db,
      "UPDATE wallets SET balance = balance + @amount WHERE user_id = @userId AND account = @account AND balance + @amount >= 0",
    ),
    journal: prepPluck<unknown[], number>(
      db,
      "INSERT INTO journal (user_id, kind, amount, from_account, to_account, ref, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
    ),
    entry: prep(
      db,
      "INSERT INTO entries (journal_id, user_id, account, amount) VALUES (?, ?, ?, ?)",
    ),
  };
}
type Statements = ReturnType<typeof prepare>;
const cache = new WeakMap<Db, { st: Statements; ready: Set<number> }>();

function of(db: Db) {
  let c = cache.get(db);
  if (!c) {
    c = { st: prepare(db), ready: new Set() };
    cache.set(db, c);
  }
  return c;
}

/** Creates the member's wallets on first use (idempotent, cheap after the first call). */
export async function ensureWallets(ctx: PlatformContext, userId: number): Promise<void> {
  const { db } = ctx;
  const c = of(db);
  if (c.ready.has(userId)) return;
  await db.tx(async () => {
    for (const account of ACCOUNTS) await c.st.createWallet.run(userId, account);
    if ((await userNameOf(db, userId)) === DEMO_USER) await grantDemoBonus(db, userId, ctx.now());
  });
  c.ready.add(userId);
}

/** Every member named `demo` starts with 10,000.00 in `sys`, once (docs/product.md §10). */
export const DEMO_USER = "demo";
export const DEMO_BONUS_CENTS = 1_000_000;

async function grantDemoBonus(db: Db, userId: number, at: number): Promise<void> {
  const given = await prepPluck(
    db,
    "SELECT 1 FROM journal WHERE user_id = ? AND kind = 'bonus'",
  ).get(userId);
  if (given) return;
  await post(db, {
    userId,
    kind: "bonus",
    amount: DEMO_BONUS_CENTS,
    from: EXTERNAL,
    to: MAIN_WALLET,
    at,
    legs: [
      { account: EXTERNAL, amount: -DEMO_BONUS_CENTS },
      { account: MAIN_WALLET, amount: DEMO_BONUS_CENTS },
    ],
  });
}

/** The member's user name from core's users table. */
export async function userNameOf(db: Db, userId: number): Promise<string | null> {
  return (
    (await prepPluck<[number], string>(db, "SELECT user_name FROM users WHERE id = ?").get(
      userId,
    )) ?? null
  );
}

/** Wallets and the demo bonus for every seeded demo member (module start). */
export async function seedDemoWallets(ctx: PlatformContext): Promise<void> {
  const ids = await prepPluck<[string], number>(
    ctx.db,
    "SELECT id FROM users WHERE user_name = ?",
  ).all(DEMO_USER);
  for (const id of ids) await ensureWallets(ctx, id);
}

export async function balanceOf(
  ctx: PlatformContext,
  userId: number,
  account: Account,
): Promise<number> {
  await ensureWallets(ctx, userId);
  return (await of(ctx.db).st.balance.get(userId, account)) ?? 0;
}

export async function balancesOf(
  ctx: PlatformContext,
  userId: number,
): Promise<Record<Account, number>> {
  await ensureWallets(ctx, userId);
  const out = Object.fromEntries(ACCOUNTS.map((a) => [a, 0])) as Record<Account, number>;
  for (const row of await of(ctx.db).st.balances.all(userId)) {
    out[row.account] = row.balance;
  }
  return out;
}

export interface Movement {
  userId: number;
  kind: JournalKind;
  /** Headline amount shown in trade (await records (positive)). */
  amount: number;
  from?: string | null;
  to?: string | null;
  ref?: string | null;
  at: number;
  legs: Leg[];
}

/**
 * Posts a balanced movement. Call inside a transaction (after ensureWallets); throws
 * InsufficientFunds on overdraw.
 */
export async function post(db: Db, m: Movement): Promise<number> {
  const sum = m.legs.reduce((s, l) => s + l.amount, 0);
  if (sum !== 0 || m.legs.some((l) => !Number.isSafeInteger(l.amount))) {
    throw new Error(`unbalanced movement ${m.kind}: ${JSON.stringify(m.legs)}`);
  }
  const { st } = of(db);
  // Debits first so a failed balance check aborts before any credit is applied.
  const legs = [...m.legs].sort((a, b) => a.amount - b.amount);
  for (const leg of legs) {
    if (leg.account === EXTERNAL || leg.amount === 0) continue;
    const r = await st.move.run({ amount: leg.amount, userId: m.userId, account: leg.account });
    if (r.changes !== 1) throw new InsufficientFunds(leg.account);
  }
  const journalId = found(
    await st.journal.get(
      m.userId,
      m.kind,
      m.amount,
      m.from ?? null,
      m.to ?? null,
      m.ref ?? null,
      m.at,
    ),
  );
  for (const leg of m.legs) {
    if (leg.amount !== 0) await st.entry.run(journalId, m.userId, leg.account, leg.amount);
  }
  return journalId;
}

export interface LedgerCheck {
  /** Sum of all member accounts (wallets + holds). */
  wallets: number;
  /** Sum of the external account's entries (money that came in is negative here). */
  external: number;
  /** Journals whose entries do not sum to 0. */
  unbalancedJournals: number;
  /** Accounts whose balance differs from the sum of their entries. */
  driftedAccounts: number;
  /** Accounts below zero. */
  negativeAccounts: number;
}

/** The ledger invariants; healthy when wallets + external = 0 and every count is 0. */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const one = async (sql: string) =>
    Number((await prepPluck<[], number | null>(db, sql).get()) ?? 0);
  return {
    wallets: await one("SELECT COALESCE(SUM(balance), 0) FROM wallets"),
    external: await one("SELECT COALESCE(SUM(amount), 0) FROM entries WHERE account = 'external'"),
    unbalancedJournals: await one(
      "SELECT COUNT(*) FROM (SELECT journal_id FROM entries GROUP BY journal_id HAVING SUM(amount) <> 0) AS unbalanced",
    ),
    driftedAccounts: await one(
      `SELECT COUNT(*) FROM wallets w WHERE w.balance <> (SELECT COALESCE(SUM(e.amount), 0)
         FROM entries e WHERE e.user_id = w.user_id AND e.account = w.account)`,
    ),
    negativeAccounts: await one("SELECT COUNT(*) FROM wallets WHERE balance < 0"),
  };
}
