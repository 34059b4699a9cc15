// @vitest-environment node
import { describe, expect, it } from "vitest";
import { NAVIGATE } from "../../../sw/messages.ts";
import { routeNotificationTaps } from "./notification-taps";

describe("routeNotificationTaps", () => {
  it("routes a tapped notification's screen, and stops when asked", () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, "serviceWorker", { value: worker, configurable: true });
    try {
      const opened: string[] = [];
      const stop = routeNotificationTaps((url) => opened.push(url));
      worker.dispatchEvent(
        new MessageEvent("message", { data: { type: NAVIGATE, url: "/en/message" } }),
      );
      worker.dispatchEvent(new MessageEvent("message", { data: { type: "other", url: "/x" } }));
      stop();
      worker.dispatchEvent(new MessageEvent("message", { data: { type: NAVIGATE, url: "/en" } }));
      expect(opened).toEqual(["/en/message"]);
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });
});
