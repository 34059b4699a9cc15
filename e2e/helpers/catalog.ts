// A message's translation as the app's catalogs hold it (locales/<locale>/<feature>.po), so specs
// can assert a screen in any locale without restating its wording.
import { readFileSync } from "node:fs";
import type { Locale } from "../../src/lib/locales";

const cache = new Map<string, Map<string, string>>();

function parse(file: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const block of readFileSync(file, "utf8").split(/\n\s*\n/)) {
    const field = (name: string) => {
      const m = new RegExp(`^${name} ((?:".*"\\n?)+)`, "m").exec(`${block}\n`);
      if (!m) return null;
      return m[1]!
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as string)
        .join("");
    };
    const id = field("msgid");
    if (id && !/^msgctxt /m.test(block)) out.set(id, field("msgstr") ?? "");
  }
  return out;
}

/** `message` (the English source) in `locale`, from `feature`'s catalog. */
export function tr(locale: Locale, feature: string, message: string): string {
  const file = `locales/${locale}/${feature}.po`;
  let entries = cache.get(file);
  if (!entries) cache.set(file, (entries = parse(file)));
  const text = entries.get(message);
  if (!text) throw new Error(`no ${locale} translation of ${JSON.stringify(message)} in ${file}`);
  return text;
}
