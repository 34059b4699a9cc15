// @vitest-environment node
// Every amount a person reads carries the tenant's currency (docs/product.md §10 "Money shown"):
// it is written by `useMoney()` (the desk: by its member's currency), never as the bare number the
// wire carries and never by `formatMoney` without a currency. This reads every screen's source, so
// an amount added anywhere later is held too, not only the screens fixed so far.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const SRC = join(ROOT, "src");

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path, ext);
    return ext.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const parse = (path: string, text = readFileSync(path, "utf8")) =>
  ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The wire's money fields: every property the contracts type as `Money`. */
function moneyFields(): Set<string> {
  const names = new Set<string>();
  for (const path of files(join(SRC, "api", "contract"), /\.ts$/)) {
    const visit = (node: ts.Node): void => {
      if (
        ts.isPropertySignature(node) &&
        node.type &&
        /^Money(\s*\|\s*(null|undefined))*$/.test(node.type.getText()) &&
        ts.isIdentifier(node.name)
      ) {
        names.add(node.name.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(path));
  }
  return names;
}

const where = (sf: ts.SourceFile, node: ts.Node) =>
  `${relative(ROOT, sf.fileName)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

/**
 * A value that reaches the screen as it is: a JSX child (`{x.amount}`), a JSX text attribute a
 * reader hears (aria-label, title, placeholder), or a `${…}` of a template (Lingui's t`…`).
 */
function shownAsIs(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isParenthesizedExpression(parent) || ts.isNonNullExpression(parent)) {
    return shownAsIs(parent);
  }
  if (ts.isConditionalExpression(parent) && parent.condition !== node) return shownAsIs(parent);
  if (
    ts.isBinaryExpression(parent) &&
    parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
  ) {
    return shownAsIs(parent);
  }
  if (ts.isTemplateSpan(parent)) return true;
  if (ts.isJsxExpression(parent)) {
    const holder = parent.parent;
    if (ts.isJsxElement(holder) || ts.isJsxFragment(holder)) return true;
    if (ts.isJsxAttribute(holder)) {
      return /^(aria-label|aria-valuetext|title|placeholder|alt|hint|label)$/.test(
        holder.name.getText(),
      );
    }
  }
  return false;
}

/** Names bound to a money field as it is (`const amount = bonus.amount`), per file. */
function rawBindings(sf: ts.SourceFile, fields: Set<string>): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const init = node.initializer;
      if (ts.isPropertyAccessExpression(init) && fields.has(init.name.text)) {
        if (ts.isIdentifier(node.name)) names.add(node.name.text);
      }
      if (ts.isObjectBindingPattern(node.name)) {
        for (const el of node.name.elements) {
          const key = el.propertyName?.getText() ?? el.name.getText();
          if (fields.has(key) && ts.isIdentifier(el.name)) names.add(el.name.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return names;
}

/** Every place in these sources where an amount reaches the screen without its currency. */
function bareAmounts(sources: ts.SourceFile[], fields: Set<string>): string[] {
  const found: string[] = [];
  for (const sf of sources) {
    const bound = rawBindings(sf, fields);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && fields.has(node.name.text) && shownAsIs(node)) {
        found.push(`${where(sf, node)} ${node.getText()}`);
      }
      if (ts.isIdentifier(node) && bound.has(node.text) && shownAsIs(node)) {
        found.push(`${where(sf, node)} ${node.text}`);
      }
      // `formatMoney` without the currency writes the bare number (its own module writes USDT so).
      if (
        !sf.fileName.endsWith("src/lib/format.ts") &&
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "formatMoney" &&
        node.arguments.length < 3
      ) {
        found.push(`${where(sf, node)} ${node.getText()}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

describe("amounts shown", () => {
  const fields = moneyFields();

  it("knows the wire's money fields from the contracts", () => {
    for (const f of ["amount", "balance", "withdrawable", "maxStake", "profit", "minAmount"]) {
      expect(fields).toContain(f);
    }
  });

  it("finds each way an amount can lose its currency (the check can fail)", () => {
    const probe = parse(
      join(SRC, "features", "probe.tsx"),
      `export function Probe({ order, bonus, offer, rows }: Props) {
        const { t, i18n } = useLingui();
        const money = useMoney();
        const { wagered, requirement: due } = bonus;
        const cap = bonus.cap;
        return (
          <div aria-label={t\`Order of \${order.amount}\`} data-value={order.amount}>
            <span>{order.amount}</span>
            <Trans>Wagered {wagered} of {due}</Trans>
            <span title={cap ?? ""}>{money(bonus.left)}</span>
            {formatMoney(offer.minDeposit, i18n.locale)}
            {rows.map((row) => <td key={row.id}>{row.id > 0 ? row.balance : null}</td>)}
            {formatMoney(offer.maxStake, i18n.locale, currency)}
          </div>
        );
      }`,
    );
    expect(bareAmounts([probe], fields).map((s) => s.replace(/^\S+ /, ""))).toEqual([
      "order.amount",
      "order.amount",
      "wagered",
      "due",
      "cap",
      "formatMoney(offer.minDeposit, i18n.locale)",
      "row.balance",
    ]);
  });

  // Parses every source file: seconds on a loaded machine.
  it("every screen writes every amount with its currency", { timeout: 60_000 }, () => {
    const sources = files(SRC, /\.tsx?$/).map((path) => parse(path));
    expect(bareAmounts(sources, fields)).toEqual([]);
  });
});
