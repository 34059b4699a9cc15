// A message's translation as the app's catalogs hold it (locales/<locale>/<feature>.po), so specs
// can assert a screen in any locale without restating its wording.
import { readdirSync, readFileSync } from "node:fs";
import type { Locale } from "../../src/api/contract/locales";

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
    // A message with a context is its own entry: keyed "context\u0004id", as gettext does.
    const context = field("msgctxt");
    if (id) out.set(context === null ? id : `${context}\u0004${id}`, field("msgstr") ?? "");
  }
  return out;
}

function entriesOf(file: string): Map<string, string> {
  let entries = cache.get(file);
  if (!entries) cache.set(file, (entries = parse(file)));
  return entries;
}

/**
 * `message` (the English source) in `locale`, from `feature`'s catalog — or, when the code that
 * says it lives elsewhere now (the tab bar moved from shell to the app's frame, app.po), from any
 * catalog of the locale: they are all merged at runtime. `context` picks a message written with one
 * (`<Trans context="tab bar">`).
 */
export function tr(locale: Locale, feature: string, message: string, context?: string): string {
  const key = context === undefined ? message : `${context}\u0004${message}`;
  const own = `locales/${locale}/${feature}.po`;
  const others = readdirSync(`locales/${locale}`)
    .filter((f) => f.endsWith(".po"))
    .map((f) => `locales/${locale}/${f}`);
  for (const file of [own, ...others]) {
    const text = entriesOf(file).get(key);
    if (text) return text;
  }
  throw new Error(`no ${locale} translation of ${JSON.stringify(message)} in locales/${locale}`);
}
