// Order references a player reads out to customer service (docs/product.md §10 "Money shown"):
// "D-7KQM-3XPA" for a deposit, "W-…" for a withdrawal. Random, so a new member's first order says
// nothing about how many came before (a row id did: "Order 3"); eight symbols from an alphabet
// without look-alikes (no 0/O, 1/I/L, no U), in two groups of four, so it survives being spoken,
// heard and typed. 30^8 ≈ 6.6 × 10^11 references per kind; a collision is drawn again.
import { randomInt } from "node:crypto";
import type { Db } from "../../db/db.ts";
import { prep, prepPluck } from "../../db/sql.ts";

export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_RE = /^[DW]-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

const TABLES = { D: "deposit_orders", W: "withdrawals" } as const;
export type ReferenceKind = keyof typeof TABLES;

function draw(kind: ReferenceKind): string {
  let s = "";
  for (let i = 0; i < 8; i++) s += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${kind}-${s.slice(0, 4)}-${s.slice(4)}`;
}

/** A reference no order of that kind has; call inside the write transaction that stores it. */
export async function newReference(db: Db, kind: ReferenceKind): Promise<string> {
  const taken = prepPluck<[string], number>(
    db,
    `SELECT 1 FROM ${TABLES[kind]} WHERE reference = ?`,
  );
  for (;;) {
    const ref = draw(kind);
    if ((await taken.get(ref)) === undefined) return ref;
  }
}

/** Gives every order placed before references existed its own (once, at start). */
export async function backfillReferences(db: Db): Promise<void> {
  await db.tx(async () => {
    for (const kind of Object.keys(TABLES) as ReferenceKind[]) {
      const ids = await prepPluck<[], number>(
        db,
        `SELECT id FROM ${TABLES[kind]} WHERE reference IS NULL`,
      ).all();
      const set = prep(db, `UPDATE ${TABLES[kind]} SET reference = ? WHERE id = ?`);
      for (const id of ids) await set.run(await newReference(db, kind), id);
    }
  });
}
