// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { CopyOutcome, copyText } from "./copy";
import { qrPath } from "../../components/qr-code";

describe("copyText", () => {
  it("refuses an empty value without touching the clipboard", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await copyText("", { writeText })).toBe(CopyOutcome.Empty);
    expect(await copyText(undefined, { writeText })).toBe(CopyOutcome.Empty);
    expect(writeText).not.toHaveBeenCalled();
  });
  it("copies and reports success", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await copyText("TXabc", { writeText })).toBe(CopyOutcome.Copied);
    expect(writeText).toHaveBeenCalledWith("TXabc");
  });
  it("reports failure when the clipboard refuses or is missing", async () => {
    const writeText = vi.fn(() => Promise.reject(new Error("denied")));
    expect(await copyText("x", { writeText })).toBe(CopyOutcome.Failed);
    expect(await copyText("x", undefined)).toBe(CopyOutcome.Failed);
  });
});

describe("qrPath", () => {
  it("draws dark modules inside the quiet zone", () => {
    const { d, size } = qrPath("tron:TXYZ", 2);
    expect(size).toBeGreaterThanOrEqual(25);
    expect(d.startsWith("M2 2h1v1h-1z")).toBe(true); // the finder pattern's corner
  });
});
