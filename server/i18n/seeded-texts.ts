// Every Chinese text of the seeded content (the columns that have an English twin): what needs a
// zh-hant variant (scripts/i18n-content.ts writes them, ./platform-i18n.test.ts checks them); and
// every English text of it that needs a Vietnamese and Thai wording (./vi-th-content.ts).
import type { Db } from "../db/db.ts";
import { prepPluck } from "../db/sql.ts";
import { LETTER_ACK, REPLY_PREFIX } from "../modules/core/news.ts";

const COLUMNS: [table: string, column: string][] = [
  ["tenants", "name"],
  ["tenants", "helpline_name"],
  ["company_images", "title"],
  ["news", "title"],
  ["news", "content"],
  ["short_menus", "display_name"],
  ["activities", "title"],
  ["activities", "summary"],
  ["activities", "content"],
  ["letters", "title"],
  ["letters", "content"],
  ["games", "name"],
  ["game_platforms", "name"],
];

const HAN = /\p{Script=Han}/u;

/** What the platform writes into letters itself, [zh, en] (a member's letter's acknowledgement). */
const PLATFORM_LETTER_TEXTS = [REPLY_PREFIX, LETTER_ACK];

export async function seededChineseTexts(db: Db): Promise<string[]> {
  const all = new Set<string>(PLATFORM_LETTER_TEXTS.map(([zh]) => zh));
  for (const [table, column] of COLUMNS) {
    for (const v of await prepPluck(db, `SELECT DISTINCT ${column} FROM ${table}`).all()) {
      if (typeof v === "string" && HAN.test(v)) all.add(v);
    }
  }
  return [...all].sort();
}

/** Names that stay as they are in every language: brands and game titles. */
const BRAND_COLUMNS = new Set(["tenants.name", "games.name", "game_platforms.name"]);

export async function seededEnglishTexts(db: Db): Promise<string[]> {
  const all = new Set<string>(PLATFORM_LETTER_TEXTS.map(([, en]) => en));
  for (const [table, column] of COLUMNS) {
    if (BRAND_COLUMNS.has(`${table}.${column}`)) continue;
    const en = column === "name" ? "name_en" : `${column}_en`;
    for (const v of await prepPluck(db, `SELECT DISTINCT ${en} FROM ${table}`).all()) {
      if (typeof v === "string" && v) all.add(v);
    }
  }
  return [...all].sort();
}
