// Which of the four home compositions a tenant gets: the last digit of vStyle (docs/product.md §4:
// 0 classic, 1 elec, 2 lottery, 3 tq). Preview mode may ask for another one without storing it.
import type { StyleFamily } from "../../api/contract/common";

const BY_DIGIT: Record<string, StyleFamily> = {
  "0": "classic",
  "1": "elec",
  "2": "lottery",
  "3": "tq",
};
const ALIASES: Record<string, StyleFamily> = {
  classic: "classic",
  classics: "classic",
  elec: "elec",
  lottery: "lottery",
  tq: "tq",
};

export function familyOfVStyle(vStyle: string | null | undefined): StyleFamily | null {
  const digit = (vStyle ?? "").trim().slice(-1);
  return BY_DIGIT[digit] ?? null;
}

export function familyOfName(name: unknown): StyleFamily | null {
  return typeof name === "string" ? (ALIASES[name.toLowerCase()] ?? null) : null;
}

/** Preview override first, then the tenant's vStyle, then its companyStyle, then classic. */
export function chooseFamily(opts: {
  preview?: unknown;
  vStyle?: string | null;
  companyStyle?: unknown;
}): StyleFamily {
  return (
    familyOfName(opts.preview) ??
    familyOfVStyle(opts.vStyle) ??
    familyOfName(opts.companyStyle) ??
    "classic"
  );
}
