// Sign-ins over real HTTP: the session's start stays while its token is refreshed, and a new
// login moves the one before it into "last sign-in".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignIns } from "../../../src/api/contract/responsible.ts";
import { login, PASSWORD, register, startServer, type TestServer } from "./test-helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const HOUR = 3_600_000;

describe("sign-ins", () => {
  it("tells the session's start and the sign-in before it", async () => {
    const m = await register(s.base);
    const first = new Date(s.clock.now).toISOString();
    const signIns = async (api: typeof m.api) =>
      (await api.get<SignIns>("/api/VipUser/GetSignIns")).body.result;
    // Registering signs the member in: a first sign-in has none before it.
    expect(await signIns(m.api)).toEqual({ sessionStartedAt: first, previousSignInAt: null });

    s.clock.advance(2 * HOUR);
    const again = await login(s.base, m.userName, PASSWORD);
    const second = new Date(s.clock.now).toISOString();
    expect(await signIns(again.api)).toEqual({ sessionStartedAt: second, previousSignInAt: first });

    // Time in the session moves nothing; the next login moves this one back.
    s.clock.advance(60_000);
    expect(await signIns(again.api)).toEqual({ sessionStartedAt: second, previousSignInAt: first });
    const third = await login(s.base, m.userName, PASSWORD);
    expect((await signIns(third.api)).previousSignInAt).toBe(second);
  });
});
