// The seeded artwork keeps its words whole: every line of text drawn on a banner, poster or
// dialog picture fits inside the picture (a player saw a poster's title run off its edge).
import { describe, expect, it } from "vitest";
import { tenantArt } from "./assets.ts";
import { TENANT_SEEDS } from "./seed-tenants.ts";
import { LOCALES } from "../../../src/api/contract/locales.ts";

const FILES = [
  "launch.svg",
  ...LOCALES.flatMap((l) => [
    `dialog.${l}.svg`,
    ...[1, 2, 3].map((n) => `carousel-${n}.${l}.svg`),
    ...[1, 2, 3, 4, 5, 6].flatMap((n) => [`promo-${n}.${l}.svg`, `promo-${n}-detail.${l}.svg`]),
  ]),
];

/** Width in ems, counting a CJK glyph as one em and any other as 0.6 (sans-serif, bold). */
const ems = (text: string) =>
  [...text].reduce((w, ch) => w + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.6), 0);

describe("seeded artwork", () => {
  for (const tenant of TENANT_SEEDS)
    it(`${tenant.key}: every text fits its picture`, () => {
      for (const file of FILES) {
        const svg = tenantArt(tenant, file);
        expect(svg, file).not.toBeNull();
        if (!svg) continue;
        const width = Number(/<svg[^>]* width="(\d+)"/.exec(svg)![1]);
        for (const m of svg.matchAll(
          /<text x="([\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)</g,
        )) {
          const [, x, size, text] = m;
          const right = Number(x) + ems(text!) * Number(size);
          expect(right, `${tenant.key}/${file}: "${text}" at ${size}px`).toBeLessThanOrEqual(width);
        }
      }
    });
});
