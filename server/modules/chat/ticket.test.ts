// Ticket attacks (forged, replayed, expired, after logout) are in server/security/chat-tickets.test.ts.
import { describe, expect, it } from "vitest";
import { extraOrigins, originAllowed } from "./socket.ts";

describe("websocket origin check", () => {
  it("allows the same host or no Origin, refuses others", () => {
    expect(originAllowed("http://elec.localhost:8080", "elec.localhost:8080")).toBe(true);
    expect(originAllowed(undefined, "elec.localhost:8080")).toBe(true);
    expect(originAllowed("http://tq.localhost:8080", "elec.localhost:8080")).toBe(false);
    expect(originAllowed("null", "elec.localhost:8080")).toBe(false);
  });
  it("also allows the origins an operator lists (app and API on different origins)", () => {
    const extra = extraOrigins(" https://m.example.com, https://app.example.com ");
    expect(originAllowed("https://app.example.com", "api.example.com", extra)).toBe(true);
    expect(originAllowed("https://evil.example.com", "api.example.com", extra)).toBe(false);
  });
});
