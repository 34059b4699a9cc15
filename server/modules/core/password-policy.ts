// Login password policy (ASVS 5.0 V6.2): 8–64 characters of any kind, no composition rules (the
// length rule is PASSWORD_RE in src/api/contract/rules.ts, shared with the forms), and none of
// the common breached passwords this project ships (common-passwords.txt).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const FILE = join(dirname(fileURLToPath(import.meta.url)), "common-passwords.txt");

let common: Set<string> | null = null;

/** True when the password is on the shipped list of common breached passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(FILE, "utf8")
      .split("\n")
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l && !l.startsWith("#")),
  );
  return common.has(password.toLowerCase());
}
