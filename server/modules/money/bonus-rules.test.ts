// The arithmetic of docs/bonus-rules.md, from the values the platform seeds: for every tenant's
// promotion, a bonus hunter's expected result is negative against the demo games' return.
// Two ways: the expectation of playing the requirement through (no luck involved), and the
// hunter who plays the largest stake allowed until the bonus is played through or the money is
// gone (going broke early is where variance helps a hunter): how much such a hunter stakes is
// simulated with a seeded generator drawing the real game's multipliers (the same figure on
// every run), and Wald's identity turns the stakes into the result.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_BET, PAYTABLE, multiplierAt } from "./demo-game.ts";
import { bonusFor } from "./deposit-bonus.ts";
import { allPromotions, type Promotion } from "./promotions.ts";
import { REBATE_BPS } from "./rebate.ts";
import { startServer, type TestServer } from "./test-helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

/** What a player gets back per unit staked: the pay table, then the self-service rebate. */
const RTP = PAYTABLE.reduce((sum, [mult, weight]) => sum + (mult / 10) * (weight / 1000), 0);
const EDGE = 1 - RTP - REBATE_BPS / 10_000;

/** The deposits a hunter would choose: the smallest that earns the bonus and the one at its cap. */
function huntedDeposits(p: Promotion): number[] {
  const atCap = p.capCents === null ? [] : [Math.ceil((p.capCents * 100) / p.percent)];
  return [p.minDepositCents, ...atCap];
}

/** A small seeded generator (mulberry32): the same draws on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * How much `n` hunters stake (mean and its standard error, cents) who deposit `deposit`, take the
 * bonus and stake the maximum until it is played through or they cannot bet.
 */
function simulate(p: Promotion, deposit: number, n: number, seed: number) {
  const bonus = bonusFor(p, deposit);
  const requirement = bonus * p.wagering;
  const next = seeded(seed);
  let total = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    let held = deposit + bonus;
    let staked = 0;
    while (staked < requirement && held >= MIN_BET) {
      const bet = Math.min(p.maxStakeCents, held);
      held += Math.floor((bet * multiplierAt(Math.floor(next() * 1000))) / 10) - bet;
      staked += bet;
    }
    total += staked;
    sumSq += staked * staked;
  }
  const mean = total / n;
  return { mean, stdErr: Math.sqrt((sumSq / n - mean * mean) / n), bonus };
}

describe("the seeded bonus terms against a bonus hunter", () => {
  it("reads the demo games' return from their pay table", () => {
    expect(RTP).toBeCloseTo(0.96, 10);
    expect(EDGE).toBeCloseTo(0.035, 10);
  });

  it("has a negative expectation for playing any seeded bonus through", async () => {
    const promotions = await allPromotions(s.ctx.db);
    expect(promotions.length).toBeGreaterThanOrEqual(8);
    for (const p of promotions) {
      for (const deposit of huntedDeposits(p)) {
        const bonus = bonusFor(p, deposit);
        // Bonus received less the edge on the bets the requirement asks for.
        const expected = bonus - EDGE * bonus * p.wagering;
        expect(expected, `${p.rule} of tenant ${p.tenantId} at ${deposit}`).toBeLessThan(0);
      }
    }
  });

  it("stays negative for a hunter who stakes the maximum and may go broke first", async () => {
    const seen = new Set<string>();
    for (const p of await allPromotions(s.ctx.db)) {
      for (const deposit of huntedDeposits(p)) {
        const terms = JSON.stringify([p.rule, p.percent, p.wagering, p.maxStakeCents, deposit]);
        if (seen.has(terms)) continue;
        seen.add(terms);
        // About a million rounds per case.
        const rounds = (bonusFor(p, deposit) * p.wagering) / p.maxStakeCents;
        const n = Math.max(50, Math.min(20_000, Math.floor(1_000_000 / rounds)));
        const { mean, stdErr, bonus } = simulate(p, deposit, n, 20_260_101);
        // Wald's identity: what the hunter ends with is worth the deposit and the bonus less the
        // edge on every stake; one who goes broke keeps less than a minimum bet, so the bonus
        // less the edge on the stakes bounds the result from above. Stakes counted low by three
        // standard errors.
        const atMost = bonus - EDGE * (mean - 3 * stdErr) + MIN_BET;
        expect(atMost, `${terms}: ${atMost / bonus} of the bonus`).toBeLessThan(0);
      }
    }
  });
});
