// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { openLink } from "./open-link";

function deps(result: { opener: unknown } | null) {
  return { open: vi.fn(() => result), assign: vi.fn() };
}

describe("openLink", () => {
  it("opens a new tab for mode 0 and cuts the opener", () => {
    const win = { opener: "app" as unknown };
    const d = deps(win);
    expect(openLink("https://x.test/", 0, d)).toEqual({ kind: "new-tab" });
    expect(d.open).toHaveBeenCalledWith("https://x.test/", "_blank");
    expect(win.opener).toBeNull();
    expect(d.assign).not.toHaveBeenCalled();
  });

  it("reports a blocked window when window.open answers null", () => {
    expect(openLink("https://x.test/", 0, deps(null))).toEqual({ kind: "blocked" });
  });

  it("asks for a dialog for mode 1 without opening anything", () => {
    const d = deps(null);
    expect(openLink("https://x.test/", 1, d)).toEqual({ kind: "dialog", url: "https://x.test/" });
    expect(d.open).not.toHaveBeenCalled();
  });

  it("navigates the same tab for mode 2", () => {
    const d = deps(null);
    expect(openLink("/promotion", 2, d)).toEqual({ kind: "same-tab" });
    expect(d.assign).toHaveBeenCalledWith("/promotion");
  });

  it("treats an unknown mode as a new tab", () => {
    const d = deps({ opener: null });
    expect(openLink("https://x.test/", 7, d).kind).toBe("new-tab");
    expect(openLink("https://x.test/", undefined, d).kind).toBe("new-tab");
  });

  it("refuses every scheme but http and https, in every mode", () => {
    for (const url of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:x",
      "file:///etc/passwd",
      "intent://x#Intent;end",
    ]) {
      for (const mode of [0, 1, 2]) {
        const d = deps({ opener: null });
        expect(openLink(url, mode, d)).toEqual({ kind: "refused" });
        expect(d.open).not.toHaveBeenCalled();
        expect(d.assign).not.toHaveBeenCalled();
      }
    }
    expect(openLink("http://x.test/", 0, deps({ opener: null })).kind).toBe("new-tab");
  });
});
