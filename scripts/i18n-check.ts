// Fails when a message used in src/ is missing from any locale's catalog (src/api/contract/locales.ts), and
// when one English message has two translations in a locale: the app's catalogs and the
// platform's (locales/<locale>/platform/) and the service desk's (locales/<locale>/desk/) are one
// catalog per language. It first re-extracts (so a
// new <Trans> without a translation cannot slip through), then reads every .po entry.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { LOCALES } from "../src/api/contract/locales.ts";
import { catalogFiles } from "../server/i18n/messages.ts";
import { parsePo } from "../server/i18n/po.ts";

execFileSync("npx", ["lingui", "extract", "--clean"], { stdio: "ignore" });

/** `{name}` and `<0>` tags of a message: a translation must keep every one of them. */
function placeholders(text: string): string {
  return (text.match(/\{[^{}]+\}|<\/?\d+\/?>/g) ?? []).sort().join(" ");
}
const samePlaceholders = (e: { id: string; str: string }) =>
  placeholders(e.id.split("\u0004").at(-1)!) === placeholders(e.str);

let missing = 0;
for (const locale of LOCALES) {
  let count = 0;
  const seen = new Map<string, { str: string; file: string }>();
  const desk = new URL(`../locales/${locale}/desk/desk.po`, import.meta.url);
  for (const url of [...catalogFiles(locale), desk]) {
    const file = fileURLToPath(url).replace(`${process.cwd()}/`, "");
    const list = parsePo(readFileSync(url, "utf8"));
    count += list.length;
    for (const e of list.filter((x) => x.str.trim() === "")) {
      missing++;
      console.error(`i18n: missing ${locale} translation in ${file} for ${JSON.stringify(e.id)}`);
    }
    for (const e of list.filter((x) => x.str.trim() !== "" && !samePlaceholders(x))) {
      missing++;
      console.error(
        `i18n: ${locale} translation in ${file} changes the placeholders of ${JSON.stringify(e.id)}`,
      );
    }
    for (const e of list) {
      const first = seen.get(e.id);
      if (first && first.str !== e.str) {
        missing++;
        console.error(
          `i18n: ${JSON.stringify(e.id)} has two ${locale} translations: ${JSON.stringify(first.str)} (${first.file}) and ${JSON.stringify(e.str)} (${file})`,
        );
      } else if (!first) seen.set(e.id, { str: e.str, file });
    }
  }
  console.log(`i18n: ${locale} ${count} messages`);
}
if (missing > 0) {
  console.error(
    `i18n: ${missing} missing or conflicting translation(s); run "npm run i18n:extract" and translate`,
  );
  process.exit(1);
}
