// The platform's one message catalog (issue 20): every message in every locale, the same
// placeholders in each, and no two-language `say(en, zh)` pair left in the platform's code.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/lib/locales.ts";
import { MESSAGES, translate, type MessageId } from "./messages.ts";

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(" ");

function serverSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverSources(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

describe("server message catalog", () => {
  const ids = Object.keys(MESSAGES) as MessageId[];

  it("has every message in every locale, with the message's placeholders", () => {
    expect(ids.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const id of ids) {
      for (const locale of LOCALES) {
        const text = translate(locale, id);
        if (!text.trim()) problems.push(`${locale} misses ${JSON.stringify(id)}`);
        const raw = locale === "en" ? id : MESSAGES[id][locale];
        if (placeholders(raw) !== placeholders(id)) {
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

  it("is the only source of refusal texts: no say(req, en, zh) pair is left", () => {
    const pairs: string[] = [];
    const used = new Set<string>();
    for (const file of serverSources("server")) {
      // Code only: comments may quote a call.
      const text = readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .join("\n");
      for (const m of text.matchAll(
        /\bsay\(\s*\w+,\s*("(?:[^"\\]|\\.)*"|`[^`]*`)\s*(,\s*["`])?/g,
      )) {
        if (m[2]) pairs.push(`${file}: ${m[0]}`);
        if (m[1]!.startsWith('"')) used.add(JSON.parse(m[1]!) as string);
        else pairs.push(`${file}: a template literal message ${m[1]}`);
      }
    }
    expect(pairs).toEqual([]);
    expect([...used].filter((id) => !Object.hasOwn(MESSAGES, id))).toEqual([]);
  });

  it("holds no message the platform no longer says", () => {
    const code = serverSources("server")
      .filter((file) => !file.endsWith(join("i18n", "messages.ts")))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    expect(ids.filter((id) => !code.includes(JSON.stringify(id)))).toEqual([]);
  });
});
