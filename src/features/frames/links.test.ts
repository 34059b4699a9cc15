import { describe, expect, it } from "vitest";
import { contactIdOf } from "../../api/contract/rules";
import { inAppHref } from "./use-open-link";

describe("links a menu may carry", () => {
  it("reads a QQ number from a tencent link, nothing from any other link", () => {
    expect(contactIdOf("tencent://message/?uin=800018801")).toEqual({
      kind: "qq",
      id: "800018801",
    });
    expect(contactIdOf("tencent://message/?Site=x&uin=12345&Menu=yes")?.id).toBe("12345");
    expect(contactIdOf("https://example.com/?uin=800018801")).toBeNull();
    expect(contactIdOf("tencent://message/?uin=abc")).toBeNull();
    expect(contactIdOf("/help#contact")).toBeNull();
  });

  it("keeps an in-app path under the page's language prefix", () => {
    expect(inAppHref("/member/return", "th")).toBe("/th/member/return");
    expect(inAppHref("/help#contact", "en")).toBe("/en/help#contact");
    expect(inAppHref("/", "vi")).toBe("/vi");
    // No prefix (the default language) and a path that names its language stay as they are.
    expect(inAppHref("/member/return", undefined)).toBe("/member/return");
    expect(inAppHref("/zh-hant/promotion", "th")).toBe("/zh-hant/promotion");
    expect(inAppHref("https://example.org/x", "th")).toBe("https://example.org/x");
  });
});
