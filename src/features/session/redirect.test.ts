// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isSafeRedirect, validateRedirectSearch } from "./redirect";

describe("redirect search param", () => {
  it.each(["/centre", "/en/member/deposit?x=1", "/"])("keeps same-origin path %s", (value) => {
    expect(validateRedirectSearch({ redirect: value })).toEqual({ redirect: value });
  });
  it.each(["//evil.test", "https://evil.test", "/\\evil.test", "centre", 5, null])(
    "drops %s",
    (value) => {
      expect(isSafeRedirect(value)).toBe(false);
      expect(validateRedirectSearch({ redirect: value }).redirect).toBeUndefined();
    },
  );
});
