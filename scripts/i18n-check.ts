// Fails when a message used in src/ is missing from any locale's catalog (src/lib/locales.ts).
// It first re-extracts (so a new <Trans> without a translation cannot slip through), then reads
// every .po entry and lists the ones whose msgstr is empty.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { LOCALES } from "../src/lib/locales.ts";

execFileSync("npx", ["lingui", "extract", "--clean"], { stdio: "ignore" });

function entries(po: string): { id: string; str: string }[] {
  const out: { id: string; str: string }[] = [];
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const block of po.split(/\n\s*\n/)) {
    const lines = block.split("\n").filter((l) => !l.startsWith("#"));
    let field: "id" | "str" | "ctx" | null = null;
    const acc = { id: "", str: "", ctx: "" };
    for (const line of lines) {
      const m = /^(msgid|msgstr|msgctxt) (".*")$/.exec(line);
      if (m) {
        field = m[1] === "msgid" ? "id" : m[1] === "msgstr" ? "str" : "ctx";
        acc[field] += unquote(m[2]!);
      } else if (field && /^".*"$/.test(line)) acc[field] += unquote(line);
    }
    if (acc.id) out.push({ id: acc.ctx ? `${acc.ctx}\u0004${acc.id}` : acc.id, str: acc.str });
  }
  return out;
}

/** `{name}` and `<0>` tags of a message: a translation must keep every one of them. */
function placeholders(text: string): string {
  return (text.match(/\{[^{}]+\}|<\/?\d+\/?>/g) ?? []).sort().join(" ");
}
const samePlaceholders = (e: { id: string; str: string }) =>
  placeholders(e.id.split("\u0004").at(-1)!) === placeholders(e.str);

let missing = 0;
for (const locale of LOCALES) {
  let count = 0;
  for (const file of readdirSync(`locales/${locale}`).filter((f) => f.endsWith(".po"))) {
    const list = entries(readFileSync(`locales/${locale}/${file}`, "utf8"));
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
  }
  console.log(`i18n: ${locale} ${count} messages`);
}
if (missing > 0) {
  console.error(
    `i18n: ${missing} missing translation(s); run "npm run i18n:extract" and translate`,
  );
  process.exit(1);
}
