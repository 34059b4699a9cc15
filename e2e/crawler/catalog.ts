// A message as a locale's catalogs translate it (locales/<locale>/*.po), so the specs expect the
// location's language without a copy of each translation.
import { readdirSync, readFileSync } from "node:fs";

const cache = new Map<string, Map<string, string>>();

function catalog(locale: string): Map<string, string> {
  let messages = cache.get(locale);
  if (messages) return messages;
  messages = new Map();
  const dir = `locales/${locale}`;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".po"))) {
    const text = readFileSync(`${dir}/${file}`, "utf8");
    // (A message with a msgctxt line above it is another message: not this id's translation.)
    for (const m of text.matchAll(
      /(?<!^msgctxt .*\n)^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm,
    )) {
      if (m[2]) messages.set(m[1]!, m[2]);
    }
  }
  cache.set(locale, messages);
  return messages;
}

/** The locale's translation of an (English, single-line) message id; throws when it has none. */
export function translate(locale: string, id: string): string {
  const text = catalog(locale).get(id);
  if (text === undefined) throw new Error(`locales/${locale} has no translation of "${id}"`);
  return text;
}
