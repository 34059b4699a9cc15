// Words whose English is short enough to mean two things: each locale says what the screen means.
import { describe, expect, it } from "vitest";
import { msg } from "@lingui/core/macro";
import { activateLocale, i18n } from "../../lib/i18n";

// The messages as the screens write them (the catalogs are keyed by the macro's id).
const MESSAGES = {
  "Start date": msg`Start date`,
  "End date": msg`End date`,
  "Lottery draws": msg`Lottery draws`,
};
const say = (id: keyof typeof MESSAGES) => i18n._(MESSAGES[id]);

describe("wording in context", () => {
  it.each(["zh-hans", "zh-hant"] as const)(
    "%s: the records' date range is a start and an end date, not a transfer's out and in",
    async (locale) => {
      await activateLocale(locale);
      for (const id of ["Start date", "End date"] as const) {
        expect(say(id)).toMatch(/日期/);
        expect(say(id)).not.toMatch(/[转轉][出入]/);
      }
    },
  );

  it.each([
    ["vi", /kết quả/i],
    ["th", /ผล/],
  ] as const)("%s: the lottery home's draws are draws, not results", async (locale, results) => {
    await activateLocale(locale);
    expect(say("Lottery draws")).not.toMatch(results);
  });
});
