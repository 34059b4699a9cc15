import { QueryClient } from "@tanstack/react-query";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { chatKeys } from "../../api/endpoints/chat";
import { endSession } from "./lifecycle";

describe("endSession", () => {
  it("drops the chat queries with the member data (issue 18)", async () => {
    const qc = new QueryClient();
    qc.setQueryData(chatKeys.conversations("mA1b2C3d4E5f6G7h8", "en"), [{ id: 1 }]);
    qc.setQueryData(chatKeys.personal("mA1b2C3d4E5f6G7h8", "en"), { nickname: "demo" });
    qc.setQueryData(["member", "user", "v3"], { id: 2 });
    qc.setQueryData(["site", "config"], { ok: true });
    await endSession(createStore(), qc);
    expect(qc.getQueryCache().findAll({ queryKey: chatKeys.all })).toHaveLength(0);
    expect(qc.getQueryData(["member", "user", "v3"])).toBeUndefined();
    // Public data stays.
    expect(qc.getQueryData(["site", "config"])).toEqual({ ok: true });
  });
});
