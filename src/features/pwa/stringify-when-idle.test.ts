// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { stringifyWhenIdle } from "./storage";

afterEach(() => vi.unstubAllGlobals());

describe("stringifyWhenIdle", () => {
  it("writes exactly what JSON.stringify writes", async () => {
    const games = Array.from({ length: 1003 }, (_, i) => ({
      id: i,
      name: `Game "${i}" \u4e2d`,
      tags: i % 3 ? ["hot"] : [],
      gone: undefined,
      at: i % 100 === 0 ? new Date(Date.UTC(2026, 10, 23, 0, 0, i)) : null,
    }));
    const values: unknown[] = [
      {
        result: { plateTypes: [{ plateType: "slot", platforms: [] }], games, locale: "en" },
        version: "v1",
      },
      {
        list: Array.from({ length: 26 }, (_, i) =>
          i % 4 === 0 ? undefined : i % 4 === 1 ? () => 1 : i,
        ),
      },
      { a: undefined, b: () => 1, c: Symbol("x"), d: NaN, e: "text", f: [], g: {} },
      [],
      "plain",
      42,
      null,
    ];
    for (const value of values) {
      expect(await stringifyWhenIdle(value, 10)).toBe(JSON.stringify(value));
      expect(await stringifyWhenIdle(value)).toBe(JSON.stringify(value));
    }
  });

  it("writes a long array a slice per idle period", async () => {
    const idle = vi.fn((run: () => void) => {
      setTimeout(run, 0);
      return 0;
    });
    vi.stubGlobal("requestIdleCallback", idle);
    const text = await stringifyWhenIdle({ games: Array.from({ length: 1000 }, (_, i) => i) }, 250);
    expect(JSON.parse(text).games).toHaveLength(1000);
    expect(idle).toHaveBeenCalledTimes(4);
  });
});
