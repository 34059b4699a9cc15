// The platform's texts in the app's five locales come from the app's own Lingui catalogs
// (locales/<locale>/*.po) and the platform's catalog beside them
// (locales/<locale>/platform/platform.po): one translation of an English message per locale, for
// app and platform alike (`npm run i18n:check` refuses a second). Messages are written in English
// at the call site; `{name}` placeholders are filled by `translate`'s third argument.
// messages.test.ts fails when a message the platform says is missing in a locale.
import { readdirSync, readFileSync } from "node:fs";
import { LOCALES } from "../../src/api/contract/locales.ts";
import type { Locale } from "./locale.ts";
import { parsePo } from "./po.ts";

/** An English message of the catalogs. */
export type MessageId = string;

const LOCALES_DIR = new URL("../../locales/", import.meta.url);

/** Every catalog file of a locale: the app's, then the platform's. */
export function catalogFiles(locale: Locale): URL[] {
  const dir = new URL(`${locale}/`, LOCALES_DIR);
  const app = readdirSync(dir).filter((f) => f.endsWith(".po"));
  return [...app.map((f) => new URL(f, dir)), new URL("platform/platform.po", dir)];
}

let tables: Map<Locale, Map<string, string>> | undefined;

/** Read once, at the first message: the catalogs ship with the platform and do not change. */
function table(locale: Locale): Map<string, string> {
  tables ??= new Map(
    LOCALES.map((l) => {
      const map = new Map<string, string>();
      for (const file of catalogFiles(l)) {
        for (const e of parsePo(readFileSync(file, "utf8"))) if (e.str) map.set(e.id, e.str);
      }
      return [l, map];
    }),
  );
  return tables.get(locale)!;
}

export function hasMessage(locale: Locale, message: MessageId): boolean {
  return locale === "en" || table(locale).has(message);
}

export function translate(
  locale: Locale,
  message: MessageId,
  vars: Readonly<Record<string, string | number>> = {},
): string {
  const text = (locale === "en" ? undefined : table(locale).get(message)) ?? message;
  return text.replace(/\{(\w+)\}/g, (all, key: string) =>
    Object.hasOwn(vars, key) ? String(vars[key]) : all,
  );
}
