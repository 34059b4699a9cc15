// The demo member's letters: two unread and one read in the inbox, one in the outbox.
import type { Db } from "../../db/db.ts";
import { LetterBox, LetterStatus } from "../../../src/api/contract/constants.ts";
import type { Bi, TenantSeed } from "./seed-tenants.ts";
import { prep } from "../../db/sql.ts";
import { SERVICE } from "./news.ts";

export async function seedLetters(db: Db, userId: number, t: TenantSeed, now: number) {
  const ins = prep(
    db,
    `INSERT INTO letters (user_id, box, nstatus, title, title_en, content, content_en, from_name, to_name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const service = SERVICE;
  const rows: [number, number, Bi, Bi][] = [
    [
      LetterBox.Inbox,
      LetterStatus.Unread,
      ["欢迎加入", "Welcome aboard"],
      [`感谢注册${t.name[0]}，祝您游戏愉快！`, `Thanks for joining ${t.name[1]}. Have fun!`],
    ],
    [
      LetterBox.Inbox,
      LetterStatus.Unread,
      ["首存优惠已开放", "First-deposit bonus is open"],
      ["前往优惠活动页面领取。", "Claim it on the promotions page."],
    ],
    [
      LetterBox.Inbox,
      LetterStatus.MarkRead,
      ["安全提醒", "Security reminder"],
      ["请勿向任何人透露密码。", "Never share your password with anyone."],
    ],
    [
      LetterBox.Outbox,
      LetterStatus.MarkRead,
      ["存款咨询", "Deposit question"],
      ["请问USDT存款多久到账？", "How long does a USDT deposit take?"],
    ],
  ];
  for (const [i, [box, status, title, content]] of rows.entries()) {
    await ins.run(
      userId,
      box,
      status,
      title[0],
      title[1],
      content[0],
      content[1],
      box === LetterBox.Inbox ? service : "demo",
      box === LetterBox.Inbox ? "demo" : service,
      new Date(now - (i + 1) * 3_600_000).toISOString(),
    );
  }
}
