// The member's sign-ins (docs/product.md §10 "Responsible gaming"): when the login session the
// request is in started (the session time the app shows) and the sign-in before it.
import type { FastifyInstance } from "fastify";
import type { SignIns } from "../../../src/api/contract/responsible.ts";
import type { PlatformContext } from "../../context.ts";
import { ok } from "../../http/envelope.ts";
import { prepPluck } from "../../db/sql.ts";
import { iso } from "./cents.ts";
import { member } from "./http.ts";

export function signInRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get("/api/VipUser/GetSignIns", async (req) => {
    const m = await member(req);
    const previous = await prepPluck<[number], number | null>(
      ctx.db,
      "SELECT previous_signed_in_at FROM users WHERE id = ?",
    ).get(m.id);
    const result: SignIns = {
      sessionStartedAt: iso(m.session?.startedAt ?? ctx.now()),
      previousSignInAt: previous ? iso(previous) : null,
    };
    return ok(result);
  });
}
