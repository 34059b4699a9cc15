// One way of SQL access (server/README.md "SQL access"): every statement is written with
// `prep<Params, Row>(db, sql)` or `prepPluck` of db/sql.ts and typed there, so its rows need no
// cast; the store (db/store.ts) is the one place that prepares statements and types rows. This scan fails when a module prepares a statement itself, or casts
// the answer of `.get(…)` / `.all(…)` (`… .get(id) as UserRow`), the unchecked style it replaced.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SERVER = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Index of the `)` closing the `(` at `open`, or -1 (string contents are skipped). */
function closingParen(src: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

/**
 * Line numbers where the result of a `.get(…)` / `.all(…)` call is cast with `as` (not `as const`):
 * the call itself (`q.get(id) as Row`) or a bracket holding one (`(a ? q.all() : r.all()) as Row[]`).
 */
export function uncheckedRowCasts(src: string): number[] {
  const lines = new Set<number>();
  const call = /\.(get|all)\s*(<[^>()]*>)?\(/;
  for (let open = src.indexOf("("); open >= 0; open = src.indexOf("(", open + 1)) {
    const close = closingParen(src, open);
    if (close < 0) continue;
    const after = /^\s*as\b\s*([\w{[(]+)/.exec(src.slice(close + 1, close + 200));
    if (!after || after[1] === "const") continue;
    const head = /\.(get|all)\s*(<[^>()]*>)?$/.exec(src.slice(Math.max(0, open - 200), open));
    const inner = head ? null : call.exec(src.slice(open, close));
    const at = head ? open - head[0].length : inner ? open + inner.index : -1;
    if (at >= 0) lines.add(src.slice(0, at).split("\n").length);
  }
  return [...lines];
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("SQL access style", () => {
  it("finds a cast row, over several lines too, and lets a typed statement pass", () => {
    expect(uncheckedRowCasts("const u = q.get(id) as UserRow;")).toEqual([1]);
    expect(
      uncheckedRowCasts("x;\nconst n = (st.pluck().all(\n  a, f(b),\n) as number[]);"),
    ).toEqual([2]);
    expect(
      uncheckedRowCasts('const r = db.prepare("SELECT (1)").get() as\n  { n: number };'),
    ).toEqual([1]);
    expect(uncheckedRowCasts("const t = [1].map((x) => x).all() as unknown as T;")).toEqual([1]);
    expect(uncheckedRowCasts("const r = (x ? q.all() : p.all(1)) as Row[];")).toEqual([1]);
    expect(uncheckedRowCasts("const u = q.get(id);\nconst v = [a.all(b)] as const;")).toEqual([]);
    expect(uncheckedRowCasts("const p = (req.params as { id: string }).id;")).toEqual([]);
    expect(
      uncheckedRowCasts(
        'db.prepare<[number], UserRow>("SELECT * FROM users WHERE id = ?").get(id)',
      ),
    ).toEqual([]);
  });

  it("no server module casts a row it read", () => {
    const found = sources(SERVER)
      .filter((file) => !/db[/\\]store\.ts$/.test(file))
      .flatMap((file) =>
        uncheckedRowCasts(readFileSync(file, "utf8")).map(
          (line) => `${relative(SERVER, file)}:${line}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it("no server module prepares a statement but through db/sql.ts", () => {
    const found = sources(SERVER)
      .filter((file) => !/db[/\\](sql|db|store)\.ts$/.test(file))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) =>
            /\.prepare\s*[<(]/.test(line) ? [`${relative(SERVER, file)}:${i + 1}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
