// Responsible gaming in reach: the session's length as it grows, the sign-in before it in the
// phone's zone, the way to the limits and the tenant's helpline.
import { act, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SignIns } from "../../api/contract/responsible";
import { configureApi, resetApiHooks } from "../../api/hooks";
import { resetRuntimeConfig, setRuntimeConfig } from "../../api/runtime-config";
import { activateLocale, i18n } from "../../lib/i18n";
import { phoneZone } from "../../../tests/phone-zone";
import { TenantProvider } from "../../../tests/tenant-provider";
import { SafetyCard } from "./safety-card";

const STARTED = Date.parse("2026-11-27T02:30:00Z");
let signIns: SignIns;

beforeEach(() => {
  configureApi({ getToken: () => "tok" });
  setRuntimeConfig({ apiBase: "", encryptionKey: "k" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      expect(String(url)).toMatch(/\/api\/VipUser\/GetSignIns$/);
      return new Response(JSON.stringify({ ok: true, result: signIns, error: null, message: "" }));
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetApiHooks();
  resetRuntimeConfig();
});

async function show() {
  const router = createRouter({
    routeTree: createRootRoute({ component: SafetyCard }),
    history: createMemoryHistory({ initialEntries: ["/en/centre"] }),
  });
  render(
    <TenantProvider>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </TenantProvider>,
  );
  return screen.findByTestId("session-time");
}

describe("SafetyCard on a phone in Bangkok", () => {
  phoneZone("Asia/Bangkok");
  beforeAll(() => activateLocale("en"));

  it("counts the session's minutes as they pass and names the sign-in before it", async () => {
    vi.useFakeTimers({ now: STARTED + 59 * 60_000, shouldAdvanceTime: true });
    signIns = {
      sessionStartedAt: new Date(STARTED).toISOString(),
      previousSignInAt: "2026-11-26T15:05:00Z",
    };
    const time = await show();
    expect(time.textContent).toBe("Signed in for 59 min");
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(time.textContent).toBe("Signed in for 1 h 1 min");
    // 15:05 UTC is 22:05 in Bangkok.
    expect(screen.getByTestId("last-sign-in").textContent).toBe("Last sign-in: 26/11/2026 22:05");
    const limits = screen.getByRole("link", {
      name: "Deposit limits, time-out and self-exclusion",
    });
    expect(limits.getAttribute("href")).toMatch(/\/member\/setting#responsible$/);
  });

  it("says a first sign-in is one, and offers the tenant's helpline", async () => {
    signIns = { sessionStartedAt: new Date().toISOString(), previousSignInAt: null };
    await show();
    expect(screen.getByTestId("last-sign-in").textContent).toBe("This is your first sign-in.");
    const call = screen.getByRole("link", { name: "Call Helpline, +1 800 555 0100" });
    expect(call.getAttribute("href")).toBe("tel:+18005550100");
    const site = screen.getByRole("link", { name: "Helpline website" });
    expect(site.getAttribute("href")).toBe("https://help.example.com/");
  });
});
