// Deposit bonuses over real HTTP (README.md "Deposit bonuses", docs/bonus-rules.md): an opt-in on
// the tenant's terms, cash always withdrawable, the bonus and its winnings locked until wagered,
// a maximum stake while in play, one-call forfeit, expiry, one first-deposit bonus per real name,
// payout card and device, and a payout card shared by two accounts holding both for review.
import { found } from "../../db/db.ts";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BonusState } from "../../../src/api/contract/bonus.ts";
import type { DepositOrder } from "../../../src/api/contract/deposit.ts";
import type { Withdrawal } from "../../../src/api/contract/withdrawal.ts";
import { checkLedger } from "./internals.ts";
import {
  PASSWORD,
  fund,
  login,
  openDemoGame,
  playRound,
  register,
  startServer,
  uniqueName,
  type Client,
  type TestServer,
} from "./test-helpers.ts";
import { toCents } from "./cents.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const device = () => randomBytes(12).toString("base64url");
const cardNo = () => `6222${String(Math.random()).slice(2, 14)}`;

type Member = Awaited<ReturnType<typeof register>> & { device: string };

/** A new member with a real name (unless `name` is ""), a device id and, if given, a card. */
async function member(o: { name?: string; device?: string; card?: string } = {}) {
  const m = await register(s.base);
  const name = o.name ?? uniqueName();
  if (name) {
    const r = await m.api.post("/api/VipUser/BindVipInfo", { realName: name });
    expect(r.status).toBe(200);
  }
  if (o.card) await bind(m.api, o.card);
  const p = await m.api.post("/api/VipUser/v2/ChangePwdMoney", {
    oldPassWord: PASSWORD,
    newPassWord: "123456",
    confirmPassWord: "123456",
  });
  expect(p.status).toBe(200);
  return { ...m, device: o.device ?? device() };
}

async function bind(api: Client, accountNo: string) {
  const r = await api.post("/api/VipUser/AddVipBankAccount", {
    bankName: "ICBC",
    accountName: "Card Holder",
    accountNo,
    passWord: PASSWORD,
  });
  expect(r.status).toBe(200);
  const list = await api.post<string>("/api/VipUser/GetVipBankAccountViewList");
  expect(list.status).toBe(200);
}

const claim = (m: Member, amount: string, lang = "en") =>
  m.api.money<DepositOrder>(
    "/api/VipUser/CreateDepositOrder",
    { channelId: "bank", amount, claimBonus: true, deviceId: m.device },
    { lang },
  );

/** Claims the bonus with a deposit of `amount` and lets the platform confirm it. */
async function depositWithBonus(m: Member, amount: string) {
  const r = await claim(m, amount);
  expect(r.status, r.body.message).toBe(200);
  s.clock.advance(s.ctx.config.depositConfirmDelayMs);
  // A read settles what fell due.
  await m.api.post("/api/VipUser/RefreshBalance", {});
  return r.body.result;
}

const state = async (m: Member, lang = "en") => {
  const r = await m.api.get<BonusState>(
    `/api/VipUser/GetBonus?deviceId=${encodeURIComponent(m.device)}`,
    { lang },
  );
  expect(r.status).toBe(200);
  return r.body.result;
};

const main = async (api: Client) =>
  (await api.post<string>("/api/VipUser/RefreshBalance", {})).body.result;

async function cardIdOf(m: Member): Promise<number> {
  const row = await s.ctx.db.get<{ id: number }>(
    "SELECT id FROM bank_accounts WHERE user_id = ? LIMIT 1",
    [m.id],
  );
  return row!.id;
}

const withdraw = async (m: Member, amount: string, extra: object = {}, lang = "en") =>
  m.api.money<Withdrawal>(
    "/api/VipUser/CreateWithdrawal",
    { amount, withdrawalPassword: "123456", bankAccountId: await cardIdOf(m), ...extra },
    { lang },
  );

const tenantOf = async (m: Member) =>
  found(await s.ctx.db.pluckOne<number>("SELECT tenant_id FROM users WHERE id = ?", [m.id]));

async function setTerms(m: Member, terms: { wagering?: number; maxStakeCents?: number }) {
  await s.ctx.db.run(
    `UPDATE promotions SET wagering = COALESCE(?, wagering), max_stake_cents = COALESCE(?, max_stake_cents)
         WHERE tenant_id = ? AND rule = 'first-deposit'`,
    [terms.wagering ?? null, terms.maxStakeCents ?? null, await tenantOf(m)],
  );
}

describe("the deposit bonus is an opt-in on its tenant's terms", () => {
  it("shows the terms before the deposit and credits nothing unless claimed", async () => {
    const m = await member();
    const offer = (await state(m)).offer;
    expect(offer).toMatchObject({
      rule: "first-deposit",
      percent: 100,
      cap: "1888.00",
      minDeposit: "200.00",
      wagering: 40,
      maxStake: "2.00",
      expiryDays: 30,
      eligible: true,
      reason: null,
    });
    await fund(s, m.api, "300");
    expect(await main(m.api)).toBe("300.00");
    expect((await state(m)).bonus).toBeNull();
  });

  it("refuses a claim it cannot honour, saying why, and keeps nothing", async () => {
    const nameless = await member({ name: "" });
    const offer = (await state(nameless, "zh-Hans")).offer!;
    expect(offer.eligible).toBe(false);
    expect(offer.reason).toBe("领取首存优惠前，请先在个人资料中填写真实姓名");
    expect((await claim(nameless, "500")).body.error).toBe("bonus unavailable");

    const m = await member();
    const small = await claim(m, "100");
    expect(small.status).toBe(422);
    expect(small.body.message).toBe("The bonus needs a deposit of at least CN¥200.00");
    const noDevice = await m.api.money("/api/VipUser/CreateDepositOrder", {
      channelId: "bank",
      amount: "500",
      claimBonus: true,
    });
    expect(noDevice.status).toBe(422);
    expect(noDevice.body.error).toHaveProperty("deviceId");
    const orders = await m.api.get<{ total: number }>("/api/VipUser/GetDepositOrders");
    expect(orders.body.result.total).toBe(0);
  });

  it("reads the wagering and maximum stake of the member's tenant", async () => {
    const m = await member();
    await setTerms(m, { wagering: 55, maxStakeCents: 300 });
    try {
      expect((await state(m)).offer).toMatchObject({ wagering: 55, maxStake: "3.00" });
      await depositWithBonus(m, "250");
      expect((await state(m)).bonus).toMatchObject({
        amount: "250.00",
        requirement: "13750.00",
        maxStake: "3.00",
      });
    } finally {
      await setTerms(m, { wagering: 40, maxStakeCents: 200 });
    }
  });
});

describe("bonus money and cash are kept apart", () => {
  it("lets cash out at any time; the bonus and its winnings wait, or are given up with it", async () => {
    const m = await member({ card: cardNo() });
    await depositWithBonus(m, "200");
    await fund(s, m.api, "10000");
    expect(await main(m.api)).toBe("10400.00");
    const before = await state(m);
    expect(before).toMatchObject({ cash: "10200.00", withdrawable: "10200.00" });
    expect(before.bonus).toMatchObject({ amount: "200.00", locked: "200.00", left: "8000.00" });

    const refused = await withdraw(m, "10000");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Your bonus is in play: CN¥8,000.00 more in bets. Withdrawing now gives up the bonus and its winnings (CN¥200.00)",
    );
    expect(await main(m.api)).toBe("10400.00");

    const cashOut = await withdraw(m, "10200", { forfeitBonus: true });
    expect(cashOut.status, cashOut.body.message).toBe(200);
    expect(await main(m.api)).toBe("0.00");
    expect(await state(m)).toMatchObject({ bonus: null, cash: "0.00", withdrawable: "0.00" });
    const l = await checkLedger(s.ctx.db);
    expect(l.wallets + l.external).toBe(0);
    expect(l.negativeAccounts).toBe(0);
  });

  it("gives the bonus up in one call, taking back only it and its winnings", async () => {
    const m = await member();
    const order = await depositWithBonus(m, "300");
    expect(order.amount).toBe("300.00");
    const { bonus } = await state(m);
    const forfeit = (bonusId: number) =>
      m.api.money<BonusState>("/api/VipUser/ForfeitBonus", { bonusId });
    expect((await forfeit(bonus!.id + 1000)).status).toBe(422);
    const r = await forfeit(bonus!.id);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ bonus: null, cash: "300.00", withdrawable: "300.00" });
    expect(await main(m.api)).toBe("300.00");
    expect((await forfeit(bonus!.id)).body.error).toBe("no bonus in play");
  });

  it("lapses at its expiry: the bonus and its winnings are taken back, cash stays", async () => {
    let m = await member();
    await depositWithBonus(m, "400");
    await fund(s, m.api, "50");
    s.clock.advance(30 * 86_400_000);
    m = { ...m, ...(await login(s.base, m.userName, PASSWORD)) };
    expect(await state(m)).toMatchObject({ bonus: null, cash: "450.00" });
    expect(await main(m.api)).toBe("450.00");
  });
});

describe("play while a bonus is in play", () => {
  it("caps the stake, pays stakes from cash first and frees the bonus once wagered", async () => {
    const m = await member();
    // Terms this test plays through in a few rounds: 2× the bonus, stakes up to 300.00.
    await setTerms(m, { wagering: 2, maxStakeCents: 30_000 });
    try {
      await depositWithBonus(m, "200");
    } finally {
      await setTerms(m, { wagering: 40, maxStakeCents: 200 });
    }
    const moved = await m.api.money("/api/VipUser/ChangeBalance", {
      fromPlateType: "sys",
      toPlateType: "slot",
      amount: "400",
    });
    expect(moved.status).toBe(200);
    const { open } = await openDemoGame(s, m.api, "slot");
    expect(open.body.result.maxBet).toBe("300.00");
    const session = open.body.result.session;

    const over = await playRound(s, session, "300.01");
    expect(over.status).toBe(422);
    expect(over.body.message).toBe("While your bonus is in play, bets are at most CN¥300.00");

    // The model: cash pays first; the bonus pays what cash cannot, and keeps that share's win.
    // The first stake (300.00 against 200.00 of cash) always reaches into the bonus.
    let [held, locked, wagered, stake] = [40_000, 20_000, 0, 30_000];
    while (wagered < 40_000 && locked > 0 && held >= 100) {
      const r = await playRound(s, session, (Math.min(stake, held) / 100).toFixed(2));
      expect(r.status).toBe(200);
      const [bet, win] = [toCents(r.body.result.bet), toCents(r.body.result.win)];
      const fromBonus = Math.max(0, bet - Math.max(0, held - locked));
      locked += Math.floor((win * fromBonus) / bet) - fromBonus;
      held += win - bet;
      wagered += bet;
      stake = 10_000;
      const now = await state(m);
      if (wagered >= 40_000 || locked === 0) {
        // Played through (all of it is cash now), or the bonus is spent.
        expect(now.bonus).toBeNull();
        expect(toCents(now.cash)).toBe(held);
      } else {
        expect(now.bonus).toMatchObject({
          locked: (locked / 100).toFixed(2),
          wagered: (wagered / 100).toFixed(2),
        });
        expect(toCents(now.cash)).toBe(held - locked);
      }
    }
    // Without a bonus in play the game's own limit is back.
    const again = await openDemoGame(s, m.api, "slot");
    expect(again.open.body.result.maxBet).toBe("1000.00");
  });
});

describe("one first-deposit bonus per real name, payout card and device", () => {
  const shared = {
    "real name": () => {
      const name = uniqueName();
      return [{ name }, { name: `  ${name.toUpperCase()} ` }];
    },
    "payout card": () => {
      const card = cardNo();
      return [{ card }, { card }];
    },
    device: () => {
      const d = device();
      return [{ device: d }, { device: d }];
    },
  } as const;

  it.each(Object.keys(shared) as (keyof typeof shared)[])(
    "a second account with the same %s is told it was claimed",
    async (kind) => {
      const [a, b] = shared[kind]();
      const first = await member(a);
      await depositWithBonus(first, "500");
      expect((await state(first)).bonus?.amount).toBe("500.00");
      const second = await member(b);
      const offer = (await state(second, "vi")).offer!;
      expect(offer.eligible).toBe(false);
      expect(offer.reason).toBe(
        "Thưởng nạp đầu là một lần cho mỗi người, thẻ rút tiền và thiết bị, và đã được nhận",
      );
      const r = await claim(second, "500");
      expect(r.status).toBe(422);
      expect(r.body.error).toBe("bonus unavailable");
    },
  );

  it("gives it once when two accounts on one device claim at the same time", async () => {
    const d = device();
    const [a, b] = [await member({ device: d }), await member({ device: d })];
    const orders = await Promise.all([claim(a, "500"), claim(b, "500")]);
    expect(orders.map((o) => o.status)).toEqual([200, 200]);
    s.clock.advance(s.ctx.config.depositConfirmDelayMs);
    const bonuses = [(await state(a)).bonus, (await state(b)).bonus].filter(Boolean);
    expect(bonuses).toHaveLength(1);
  });
});

describe("a payout card bound to a second account", () => {
  it("holds both accounts' withdrawals for review and tells each member why", async () => {
    const card = cardNo();
    const a = await member({ card });
    await fund(s, a.api, "500");
    const pending = await withdraw(a, "100");
    expect(pending.status).toBe(200);
    const b = await member();
    await fund(s, b.api, "500");
    await bind(b.api, card);

    // A's pending withdrawal is not paid out; new ones are refused, in the member's language.
    s.clock.advance(s.ctx.config.withdrawalApproveDelayMs * 2);
    const w = await a.api.get<Withdrawal>(`/api/VipUser/GetWithdrawal/${pending.body.result.id}`);
    expect(w.body.result.status).toBe("pending");
    for (const [m, lang, text] of [
      [a, "zh-Hant", "您的提款正在審核中：您的收款卡也綁定在另一個帳戶上。客服會與您聯繫"],
      [
        b,
        "th",
        "การถอนเงินของคุณถูกระงับเพื่อตรวจสอบ: บัญชีรับเงินของคุณผูกกับอีกบัญชีหนึ่งด้วย ฝ่ายบริการลูกค้าจะติดต่อคุณ",
      ],
    ] as const) {
      const r = await withdraw(m, "50", {}, lang);
      expect(r.status).toBe(403);
      expect(r.body.error).toBe("payout review");
      expect(r.body.message).toBe(text);
      expect(await state(m, lang)).toMatchObject({
        withdrawable: "0.00",
        review: { reason: text },
      });
    }
    expect(await main(b.api)).toBe("500.00");
  });
});
