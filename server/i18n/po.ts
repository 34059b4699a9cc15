// Lingui's .po catalogs (locales/<locale>/), read by the platform and by the catalog check with the
// .po parser Lingui's own format uses (pofile-ts).
import { parsePo as parsePoFile } from "pofile-ts";

export interface PoEntry {
  /** The English message; with a context, `context\u0004message`. */
  id: string;
  str: string;
}

export function parsePo(text: string): PoEntry[] {
  return parsePoFile(text)
    .items.filter((item) => !item.obsolete && item.msgid)
    .map((item) => ({
      id: item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid,
      str: item.msgstr[0] ?? "",
    }));
}
