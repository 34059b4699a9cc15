// Responsible-gaming settings: read, deposit limits, reality check, time-out, self-exclusion.
import type { FastifyInstance } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { ok } from "../../http/envelope.ts";
import {
  LIMIT_PERIODS,
  selfExcludeBody,
  setDepositLimitBody,
  setRealityCheckBody,
  setTimeOutBody,
  type ResponsibleGamingState,
} from "../../../src/api/contract/responsible.ts";
import { iso, toCents, toMoney } from "./cents.ts";
import { requireReauth } from "../core/reauth.ts";
import { member, parse } from "./http.ts";
import {
  TIMEOUT_MS,
  depositedWithin,
  pendingOf,
  setBlock,
  setLimit,
  setRealityCheck,
  settingsOf,
} from "./responsible.ts";

const MONTH_MS = 30 * 86_400_000;

async function state(ctx: PlatformContext, userId: number): Promise<ResponsibleGamingState> {
  const row = await settingsOf(ctx, userId);
  const pending = await pendingOf(ctx, userId);
  const now = ctx.now();
  const future = (t: number | null) => (t && t > now ? iso(t) : null);
  return {
    limits: await Promise.all(
      LIMIT_PERIODS.map(async (period) => {
        const limit = row[`limit_${period}`];
        const used = await depositedWithin(ctx, userId, period);
        const p = pending.find((x) => x.period === period);
        return {
          period,
          limit: limit === null ? null : toMoney(limit),
          used: toMoney(used),
          remaining: limit === null ? null : toMoney(Math.max(0, limit - used)),
          pending: p
            ? {
                limit: p.amount === null ? null : toMoney(p.amount),
                effectiveAt: iso(p.effective_at),
              }
            : null,
        };
      }),
    ),
    realityCheckMinutes: row.reality_check_minutes,
    timeoutUntil: future(row.timeout_until),
    selfExclusionUntil: future(row.exclusion_until),
  };
}

export function responsibleRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get("/api/VipUser/GetResponsibleGaming", async (req) => {
    const m = await member(req);
    return ok(await state(ctx, m.id));
  });

  app.post("/api/VipUser/SetDepositLimit", async (req) => {
    const m = await member(req);
    const body = parse(req, setDepositLimitBody, req.body);
    // A stolen session must not loosen (or tighten) the member's own limits.
    await requireReauth(req, ctx, m.id, body, { action: "deposit-limit", request: body });
    await setLimit(ctx, m.id, body.period, body.amount === null ? null : toCents(body.amount));
    return ok(await state(ctx, m.id));
  });

  app.post("/api/VipUser/SetRealityCheck", async (req) => {
    const m = await member(req);
    const body = parse(req, setRealityCheckBody, req.body);
    await setRealityCheck(ctx, m.id, body.minutes);
    return ok(await state(ctx, m.id));
  });

  app.post("/api/VipUser/SetTimeOut", async (req) => {
    const m = await member(req);
    const body = parse(req, setTimeOutBody, req.body);
    await setBlock(ctx, m.id, "timeout", ctx.now() + TIMEOUT_MS[body.duration]);
    return ok(await state(ctx, m.id));
  });

  app.post("/api/VipUser/SelfExclude", async (req) => {
    const m = await member(req);
    const body = parse(req, selfExcludeBody, req.body);
    // Months of exclusion are not undone: a stolen session alone must not impose them.
    await requireReauth(req, ctx, m.id, body, { action: "self-exclude", request: body });
    await setBlock(ctx, m.id, "exclusion", ctx.now() + body.months * MONTH_MS);
    return ok(await state(ctx, m.id));
  });
}
