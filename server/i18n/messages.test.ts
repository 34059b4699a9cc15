// The platform's texts: every message it says is in every locale's catalogs with the message's
// placeholders, no two-language `say(en, zh)` pair is left in its code, and its own catalog holds
// nothing it no longer says.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/api/contract/locales.ts";
import { hasMessage, translate } from "./messages.ts";
import { parsePo } from "./po.ts";

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(" ");

function serverSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverSources(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

/** Code only: comments may quote a call. */
const code = (file: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join("\n");

const literal = /"(?:[^"\\]|\\.)*"/g;

/**
 * What the platform says: the first argument of `say` and `translate`, a field's `label`, and
 * every string of a table declared with `MessageId` or `FieldMessages`.
 */
function spokenMessages(): { used: Set<string>; pairs: string[] } {
  const used = new Set<string>();
  const pairs: string[] = [];
  for (const file of serverSources("server")) {
    const text = code(file);
    for (const m of text.matchAll(
      /\b(?:say|translate)\(\s*\w+,\s*("(?:[^"\\]|\\.)*"|`[^`]*`)\s*(,\s*["`])?/g,
    )) {
      if (m[2]) pairs.push(`${file}: ${m[0]}`);
      if (m[1]!.startsWith('"')) used.add(JSON.parse(m[1]!) as string);
      else pairs.push(`${file}: a template literal message ${m[1]}`);
    }
    for (const m of text.matchAll(/\blabel: ("(?:[^"\\]|\\.)*")/g)) used.add(JSON.parse(m[1]!));
    // A field's messages given inline: parseWith(req, schema, input, { field: "…" }).
    for (const m of text.matchAll(/\bparseWith\((?:[^(){};]*?,){3}\s*\{([^{}]*)\}\s*\)/g)) {
      for (const s of m[1]!.match(literal) ?? []) used.add(JSON.parse(s) as string);
    }
    const lines = text.split("\n");
    lines.forEach((line, i) => {
      if (!/(MessageId|FieldMessages)\b.*= [{[]\s*$/.test(line)) return;
      const indent = /^\s*/.exec(line)![0].length;
      for (let j = i + 1; j < lines.length; j++) {
        const next = lines[j]!;
        if (/^\s*[}\]]/.test(next) && /^\s*/.exec(next)![0].length === indent) break;
        const value = next.includes(":") ? next.slice(next.indexOf(":") + 1) : next;
        for (const s of value.match(literal) ?? []) {
          const text = JSON.parse(s) as string;
          if (!/\.(png|svg)$/.test(text) && !/^[a-z/-]+$/.test(text)) used.add(text);
        }
      }
    });
  }
  return { used, pairs };
}

describe("platform messages", () => {
  const { used, pairs } = spokenMessages();

  it("finds what the platform says", () => {
    expect(used.size).toBeGreaterThan(100);
    expect(used).toContain("Insufficient balance");
    expect(used).toContain("Too many requests");
  });

  it("has every message in every locale, with the message's placeholders", () => {
    const problems: string[] = [];
    for (const id of used) {
      for (const locale of LOCALES) {
        if (!hasMessage(locale, id)) problems.push(`${locale} misses ${JSON.stringify(id)}`);
        else if (placeholders(translate(locale, id)) !== placeholders(id)) {
          problems.push(`${locale} changes the placeholders of ${JSON.stringify(id)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("fills placeholders in the locale's wording", () => {
    expect(translate("vi", "Bets are from {min} to {max}", { min: "1.00", max: "5.00" })).toBe(
      "Mức cược từ 1.00 đến 5.00",
    );
    expect(translate("en", "You can bind at most {max} accounts", { max: 5 })).toBe(
      "You can bind at most 5 accounts",
    );
  });

  it("leaves no say(req, en, zh) pair", () => {
    expect(pairs).toEqual([]);
  });

  it("holds no message in its own catalog that the platform no longer says", () => {
    const all = serverSources("server").map(code).join("\n");
    const own = parsePo(readFileSync("locales/en/platform/platform.po", "utf8")).map((e) => e.id);
    expect(own.filter((id) => !all.includes(JSON.stringify(id)))).toEqual([]);
  });
});
