// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CHAT_MAX_RETRIES, CHAT_RECONNECT_DELAY_MS } from "../../lib/constants";
import { decideRetry } from "./retry-policy";

describe("chat reconnect policy", () => {
  it("retries a close every 5 s, at most 5 times", () => {
    const delays: number[] = [];
    let retries = 0;
    for (;;) {
      const d = decideRetry("close", retries, false);
      if (!d.retry) {
        expect(d.reason).toBe("exhausted");
        break;
      }
      delays.push(d.delayMs);
      retries = d.attempt;
    }
    expect(CHAT_MAX_RETRIES).toBe(5);
    expect(delays).toEqual([5000, 5000, 5000, 5000, 5000]);
  });

  it("retries an error after 5 s", () => {
    expect(decideRetry("error", 0, false)).toEqual({
      retry: true,
      delayMs: CHAT_RECONNECT_DELAY_MS,
      attempt: 1,
    });
  });

  it("never retries a socket closed on purpose", () => {
    expect(decideRetry("close", 0, true)).toEqual({ retry: false, reason: "manual" });
    expect(decideRetry("error", 2, true)).toEqual({ retry: false, reason: "manual" });
  });
});
