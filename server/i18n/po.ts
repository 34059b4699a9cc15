// Lingui's .po catalogs (locales/<locale>/), read by the platform and by the catalog check.

export interface PoEntry {
  /** The English message; with a context, `context\u0004message`. */
  id: string;
  str: string;
}

export function parsePo(text: string): PoEntry[] {
  const out: PoEntry[] = [];
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const block of text.split(/\n\s*\n/)) {
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
