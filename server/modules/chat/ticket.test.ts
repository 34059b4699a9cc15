// Ticket attacks (forged, replayed, expired, after logout) are in server/security/chat-tickets.test.ts.
import { describe, expect, it } from "vitest";
import { loadConfig, platformConfig } from "../../config.ts";
import { originAllowed } from "./socket.ts";

describe("websocket origin check", () => {
  it("allows the same host or no Origin, refuses others", () => {
    expect(originAllowed("http://elec.localhost:8080", "elec.localhost:8080")).toBe(true);
    expect(originAllowed(undefined, "elec.localhost:8080")).toBe(true);
    expect(originAllowed("http://tq.localhost:8080", "elec.localhost:8080")).toBe(false);
    expect(originAllowed("null", "elec.localhost:8080")).toBe(false);
  });
  it("also allows the origins an operator lists (app and API on different origins)", () => {
    const extra = platformConfig(
      loadConfig({ PLAYFRONT_CHAT_ORIGINS: " https://m.example.com, https://app.example.com " }),
    ).chatOrigins;
    expect(originAllowed("https://app.example.com", "api.example.com", extra)).toBe(true);
    expect(originAllowed("https://evil.example.com", "api.example.com", extra)).toBe(false);
  });
});
