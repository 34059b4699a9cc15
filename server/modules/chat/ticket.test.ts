import { describe, expect, it } from "vitest";
import { signTicket, TICKET_TTL_MS, verifyTicket } from "./ticket.ts";
import { extraOrigins, originAllowed } from "./socket.ts";

describe("chat websocket ticket", () => {
  const now = 1_700_000_000_000;
  it("verifies its own tickets until they expire", () => {
    const t = signTicket("k", "gABC", now);
    expect(verifyTicket("k", t, now + 1000)).toBe("gABC");
    expect(verifyTicket("k", t, now + TICKET_TTL_MS + 1)).toBeNull();
  });
  it("refuses another key, a changed guest and garbage", () => {
    const t = signTicket("k", "gABC", now);
    expect(verifyTicket("other", t, now)).toBeNull();
    expect(verifyTicket("k", t.replace("gABC", "gABD"), now)).toBeNull();
    expect(verifyTicket("k", "a.b", now)).toBeNull();
    expect(verifyTicket("k", "", now)).toBeNull();
  });
});

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
