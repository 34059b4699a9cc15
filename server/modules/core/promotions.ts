// Promotions and images by type: GetActivitysV3, GetActivity/{id}, GetByImageType.
import type { FastifyInstance } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { parseQuery } from "../../http/validate.ts";
import {
  activitiesQuery,
  activityIdParams,
  imagesQuery,
  type Activity,
  type CompanyImage,
  type Paged,
} from "../../../src/api/contract/common.ts";
import { activityOf, imageOf, type ActivityRow, type ImageRow } from "./rows.ts";
import { tenantOf } from "./tenants.ts";
import { prep, prepPluck } from "../../db/sql.ts";

export function registerPromotionRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx;
  const q = {
    imagesOfType: prep<[number, number, number, number], ImageRow>(
      db,
      "SELECT * FROM company_images WHERE tenant_id = ? AND image_type = ? ORDER BY sort, id LIMIT ? OFFSET ?",
    ),
    countOfType: prepPluck<[number, number], number>(
      db,
      "SELECT COUNT(*) FROM company_images WHERE tenant_id = ? AND image_type = ?",
    ),
    activity: prep<[number, number], ActivityRow>(
      db,
      "SELECT * FROM activities WHERE tenant_id = ? AND id = ?",
    ),
    activities: prep<[number, string, string, number, number], ActivityRow>(
      db,
      "SELECT * FROM activities WHERE tenant_id = ? AND (? = 'all' OR category = ?) ORDER BY sort, id LIMIT ? OFFSET ?",
    ),
    countActivities: prepPluck<[number, string, string], number>(
      db,
      "SELECT COUNT(*) FROM activities WHERE tenant_id = ? AND (? = 'all' OR category = ?)",
    ),
  };

  app.get("/api/Activity/GetActivity/:id", async (req) => {
    const { id } = parseQuery(req, activityIdParams, req.params);
    const row = await q.activity.get(tenantOf(req).id, id);
    if (!row) fail(404, say(req, "This promotion does not exist"));
    return ok(activityOf(req, row));
  });

  app.get("/api/Activity/GetActivitysV3", async (req) => {
    const p = parseQuery(req, activitiesQuery, req.query);
    const t = tenantOf(req);
    const rows = await q.activities.all(
      t.id,
      p.category,
      p.category,
      p.pageSize,
      (p.pageIndex - 1) * p.pageSize,
    );
    const result: Paged<Activity> = {
      items: rows.map((r) => activityOf(req, r)),
      total: (await q.countActivities.get(t.id, p.category, p.category)) ?? 0,
      pageIndex: p.pageIndex,
      pageSize: p.pageSize,
    };
    return ok(result);
  });

  app.get("/api/Activity/GetByImageType", async (req) => {
    const p = parseQuery(req, imagesQuery, req.query);
    const t = tenantOf(req);
    const rows = await q.imagesOfType.all(
      t.id,
      p.imageType,
      p.pageSize,
      (p.pageIndex - 1) * p.pageSize,
    );
    const result: Paged<CompanyImage> = {
      items: rows.map((r) => imageOf(req, r)),
      total: (await q.countOfType.get(t.id, p.imageType)) ?? 0,
      pageIndex: p.pageIndex,
      pageSize: p.pageSize,
    };
    return ok(result);
  });
}
