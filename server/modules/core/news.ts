// News and in-site letters: GetAllNews, GetDepositNews, GetVipUserLetters, MarkNews, Deletes,
// PostVipUserLetter (docs/product.md §7 "News"). Letters are the member's own; other ids are refused.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformContext } from "../../context.ts";
import { found } from "../../db/db.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { parseQuery, parseWith } from "../../http/validate.ts";
import { LetterBox, LetterStatus, NewsType } from "../../../src/api/contract/constants.ts";
import {
  allNewsQuery,
  letterIdsBody,
  lettersQuery,
  postLetterBody,
  type Letter,
  type LetterIdsResult,
  type LettersPage,
} from "../../../src/api/contract/news.ts";
import { requireMember } from "./auth.ts";
import { newsOf, pick } from "./rows.ts";
import { capLimits, LETTERS_PER_MEMBER, withinCap } from "./rate-limit.ts";
import { tenantOf } from "./tenants.ts";
import { prep, prepPluck } from "../../db/sql.ts";

interface LetterRow {
  id: number;
  box: number;
  nstatus: number;
  title: string;
  title_en: string;
  content: string;
  content_en: string;
  from_name: string;
  to_name: string;
  created_at: string;
}

/** The sender and addressee the platform writes letters as, named in the reader's language. */
export const SERVICE = "客服 / Customer service";

/**
 * The platform's acknowledgement of a member's letter, [zh, en]: its title is the member's title
 * after REPLY_PREFIX. Their zh-hant and vi/th wordings are seeded texts like any other
 * (../../i18n/seeded-texts.ts lists them).
 */
export const REPLY_PREFIX = ["回复：", "Re: "] as const;
export const LETTER_ACK = [
  "我们已收到您的来信，客服将在24小时内回复。",
  "We received your letter; customer service answers within 24 hours.",
] as const;

/** A reply's prefix in the reader's language, before the member's own title as they wrote it. */
function letterTitle(req: FastifyRequest, r: LetterRow): string {
  const [zh, en] = REPLY_PREFIX;
  if (r.title.startsWith(zh) && r.title_en.startsWith(en)) {
    return pick(req, zh, en) + r.title.slice(zh.length);
  }
  return pick(req, r.title, r.title_en);
}

export function registerNewsRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const { db } = ctx;
  type NewsRow = Parameters<typeof newsOf>[1];
  const newsQ = prep<[number, number | null, number | null], NewsRow>(
    db,
    "SELECT * FROM news WHERE tenant_id = ? AND (? IS NULL OR news_type = ?) ORDER BY created_at DESC, id",
  );
  const letterOf = (req: FastifyRequest, r: LetterRow): Letter => ({
    id: r.id,
    box: r.box,
    nstatus: r.nstatus,
    title: letterTitle(req, r),
    content: pick(req, r.content, r.content_en),
    from: r.from_name === SERVICE ? say(req, "Customer service") : r.from_name,
    to: r.to_name === SERVICE ? say(req, "Customer service") : r.to_name,
    createdAt: r.created_at,
  });

  app.get("/api/News/GetAllNews", async (req) => {
    const f = parseQuery(req, allNewsQuery, req.query);
    const t = tenantOf(req);
    const type = f.newsType ?? null;
    return ok((await newsQ.all(t.id, type, type)).map((r) => newsOf(req, r)));
  });

  app.get("/api/News/GetDepositNews", async (req) => {
    const t = tenantOf(req);
    const rows = await newsQ.all(t.id, NewsType.Deposit, NewsType.Deposit);
    return ok(rows.map((r) => newsOf(req, r)));
  });

  const pageQ = prep<[number, number, number | null, number | null, number, number], LetterRow>(
    db,
    `SELECT * FROM letters WHERE user_id = ? AND box = ? AND nstatus != 2 AND (? IS NULL OR nstatus = ?)
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  const countQ = prepPluck<[number, number, number | null, number | null], number>(
    db,
    "SELECT COUNT(*) FROM letters WHERE user_id = ? AND box = ? AND nstatus != 2 AND (? IS NULL OR nstatus = ?)",
  );
  const unreadQ = prepPluck<[number], number>(
    db,
    "SELECT COUNT(*) FROM letters WHERE user_id = ? AND box = 0 AND nstatus = 0",
  );

  app.get("/api/News/GetVipUserLetters", async (req) => {
    const m = await requireMember(req);
    const f = parseQuery(req, lettersQuery, req.query);
    const s = f.nstatus ?? null;
    const rows = await pageQ.all(m.id, f.box, s, s, f.pageSize, (f.pageIndex - 1) * f.pageSize);
    const result: LettersPage = {
      items: rows.map((r) => letterOf(req, r)),
      total: (await countQ.get(m.id, f.box, s, s)) ?? 0,
      pageIndex: f.pageIndex,
      pageSize: f.pageSize,
      unreadCount: (await unreadQ.get(m.id)) ?? 0,
    };
    return ok(result);
  });

  /** Applies `status` to the member's own, not deleted letters; all ids must be theirs. */
  const setStatus = async (req: FastifyRequest, status: number): Promise<LetterIdsResult> => {
    const m = await requireMember(req);
    const { ids } = parseWith(req, letterIdsBody, req.body, {
      ids: "Choose 1–100 letters",
    });
    const unique = [...new Set(ids)];
    const marks = unique.map(() => "?").join(",");
    return await db.tx(async () => {
      const own = await prepPluck<number[], number>(
        db,
        `SELECT COUNT(*) FROM letters WHERE user_id = ? AND nstatus != 2 AND id IN (${marks})`,
      ).get(m.id, ...unique);
      if (own !== unique.length) {
        fail(404, say(req, "Letter not found"));
      }
      const r = await prep(
        db,
        `UPDATE letters SET nstatus = ? WHERE user_id = ? AND id IN (${marks})`,
      ).run(status, m.id, ...unique);
      return { count: r.changes };
    });
  };

  app.post("/api/News/MarkNews", async (req) => ok(await setStatus(req, LetterStatus.MarkRead)));
  app.post("/api/News/Deletes", async (req) => ok(await setStatus(req, LetterStatus.Delete)));

  const insertLetter = prepPluck<unknown[], number>(
    db,
    `INSERT INTO letters (user_id, box, nstatus, title, title_en, content, content_en, from_name, to_name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  app.post("/api/News/PostVipUserLetter", async (req) => {
    const m = await requireMember(req);
    const b = parseWith(req, postLetterBody, req.body, {
      title: "Title: 1–100 characters",
      content: "Message: 1–2000 characters",
    });
    // Each letter also writes the platform's acknowledgement: capped per member.
    if (!(await withinCap(ctx, capLimits.letter(m.id)))) {
      fail(
        429,
        say(req, "You can send {max} letters per hour, try again later", {
          max: LETTERS_PER_MEMBER,
        }),
      );
    }
    const now = ctx.now();
    const id = found(
      await insertLetter.get(
        m.id,
        LetterBox.Outbox,
        LetterStatus.MarkRead,
        b.title,
        b.title,
        b.content,
        b.content,
        m.userName,
        SERVICE,
        new Date(now).toISOString(),
      ),
    );
    // The platform acknowledges every letter, so the inbox shows a reply to read.
    await insertLetter.get(
      m.id,
      LetterBox.Inbox,
      LetterStatus.Unread,
      REPLY_PREFIX[0] + b.title,
      REPLY_PREFIX[1] + b.title,
      ...LETTER_ACK,
      SERVICE,
      m.userName,
      new Date(now + 1).toISOString(),
    );
    return ok(
      letterOf(
        req,
        found(
          await prep<[number | bigint], LetterRow>(db, "SELECT * FROM letters WHERE id = ?").get(
            id,
          ),
        ),
      ),
    );
  });
}
