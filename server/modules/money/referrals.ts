// The member's referral page (docs/referrals.md): their code, and the sign-ups made with it. A
// sign-up counts when the new member shares no real name, payout card or device with the referrer
// (the identities that tie a first-deposit bonus to one person, deposit-bonus.ts). It is judged
// when asked, so a card bound or a device used after the sign-up still takes the credit away.
// Nothing is paid here: docs/referrals.md says what an operator adds.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ReferralState } from "../../../src/api/contract/referral.ts";
import { DEVICE_ID_RE } from "../../../src/api/contract/rules.ts";
import type { PlatformContext } from "../../context.ts";
import type { Db } from "../../db/db.ts";
import { prepPluck } from "../../db/sql.ts";
import { ok } from "../../http/envelope.ts";
import { noteDevice, referralCodeOf } from "../core/referral-code.ts";
import { allIdentitiesOf } from "./deposit-bonus.ts";
import { member, parseQuery } from "./http.ts";

const query = z.object({ deviceId: z.string().regex(DEVICE_ID_RE).optional() });

const keyOf = (i: { kind: string; value: string }) => `${i.kind}:${i.value}`;

export async function referralStateOf(db: Db, userId: number): Promise<ReferralState> {
  const code = await referralCodeOf(db, userId);
  const mine = new Set((await allIdentitiesOf(db, userId)).map(keyOf));
  const referred = await prepPluck<[number], number>(
    db,
    "SELECT id FROM users WHERE referred_by = ? ORDER BY id",
  ).all(userId);
  let signUps = 0;
  for (const id of referred) {
    const shared = (await allIdentitiesOf(db, id)).some((i) => mine.has(keyOf(i)));
    if (!shared) signUps++;
  }
  return { code, signUps, notCounted: referred.length - signUps };
}

export function referralRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get("/api/VipUser/GetReferral", async (req) => {
    const m = await member(req);
    const { deviceId } = parseQuery(req, query, req.query);
    return ok(
      await ctx.db.tx(async () => {
        // The device the referrer shares their code from is theirs: a sign-up from it is theirs.
        if (deviceId) await noteDevice(ctx.db, m.id, deviceId);
        return referralStateOf(ctx.db, m.id);
      }),
    );
  });
}
