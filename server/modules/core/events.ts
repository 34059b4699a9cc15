// POST /api/events: the default analytics sink for the client's error reports (docs/product.md §8). Accepts
// JSON and sendBeacon's text/plain carrying JSON; keeps the newest 10,000 events; 60 per minute
// per IP (PLAYFRONT_EVENTS_PER_MIN), more is a 429.
import type { FastifyInstance } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { invalidRequest, parseWith } from "../../http/validate.ts";
import { analyticsEventBody } from "../../../src/api/contract/common.ts";
import { capLimits, withinCap } from "./rate-limit.ts";
import { tenantOf } from "./tenants.ts";
import { clientAddress } from "../../http/budget.ts";
import { prep, prepPluck } from "../../db/sql.ts";

const KEEP = 10_000;

export function registerEventRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const ins = prepPluck<unknown[], number>(
    ctx.db,
    "INSERT INTO analytics_events (tenant_id, name, description, fatal, page, params, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
  );
  const trim = prep(
    ctx.db,
    "DELETE FROM analytics_events WHERE id <= (SELECT MAX(id) FROM analytics_events) - ?",
  );
  app.post("/api/events", async (req, reply) => {
    if (!(await withinCap(ctx, capLimits.event(ctx, clientAddress(req))))) {
      fail(429, say(req, "Too many reports, try again later"));
    }
    let body: unknown = req.body;
    if (typeof body === "string") {
      try {
        body = JSON.parse(body);
      } catch {
        invalidRequest(req);
      }
    }
    const e = parseWith(req, analyticsEventBody, body);
    const id = await ins.get(
      tenantOf(req).id,
      e.name,
      e.description,
      e.fatal ? 1 : 0,
      e.page ?? null,
      e.params ? JSON.stringify(e.params) : null,
      ctx.now(),
    );
    if (id !== undefined && id % 500 === 0) await trim.run(KEEP);
    reply.code(202);
    return ok(true);
  });
}
