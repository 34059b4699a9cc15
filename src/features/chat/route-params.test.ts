// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chatParams } from "./route-params";

describe("chatParams", () => {
  it("a numeric id is a conversation id, the uid an agent", () => {
    expect(chatParams.parse({ id: "42", uid: "svc-2" })).toEqual({ id: 42, uid: "svc-2" });
  });

  it("a non-numeric id alone is the agent uid (`/messageChat/svc-2`)", () => {
    expect(chatParams.parse({ id: "svc-2" })).toEqual({ id: undefined, uid: "svc-2" });
  });

  it("no params or a bad id opens the default agent, never throws", () => {
    expect(chatParams.parse({})).toEqual({ id: undefined, uid: undefined });
    expect(chatParams.parse({ id: "-1", uid: "a" })).toEqual({ id: undefined, uid: "a" });
  });

  it("stringifies back to the segments (round trip)", () => {
    const p = { id: 42, uid: "svc-2" };
    expect(chatParams.stringify(p)).toEqual({ id: "42", uid: "svc-2" });
    expect(chatParams.parse(chatParams.stringify(p))).toEqual(p);
    expect(chatParams.stringify({ uid: "svc-2" })).toEqual({ id: undefined, uid: "svc-2" });
  });
});
