import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import {
  buildReport,
  configureAnalytics,
  describeError,
  installErrorReporting,
  isFatal,
  reportException,
  resetAnalytics,
  type ExceptionReport,
} from "./analytics";
import { ApiError, ApiErrorKind } from "./errors";
import { resetRuntimeConfig, setRuntimeConfig } from "./runtime-config";

let beacon: Mock<(url: string, data: Blob) => boolean>;

async function sent(i = 0): Promise<{ url: string; report: ExceptionReport; type: string }> {
  const [url, blob] = beacon.mock.calls[i]!;
  return { url, report: JSON.parse(await blob.text()), type: blob.type };
}

beforeEach(() => {
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
  setRuntimeConfig({ apiBase: "", encryptionKey: "k" });
});

afterEach(() => {
  resetAnalytics();
  resetRuntimeConfig();
  vi.unstubAllGlobals();
});

describe("describeError", () => {
  it("combines the message, the component name (or unknown) and the info string", () => {
    expect(describeError(new Error("boom"), { component: "WalletPage", info: "render" })).toBe(
      "boom | WalletPage | render",
    );
    expect(describeError(new Error("boom"), { info: "GET /api/x" })).toBe(
      "boom | unknown | GET /api/x",
    );
    expect(describeError("plain", {})).toBe("plain | unknown | ");
  });

  it("marks only type and syntax errors fatal", () => {
    expect(isFatal(new TypeError("x"))).toBe(true);
    expect(isFatal(new SyntaxError("x"))).toBe(true);
    expect(isFatal(new Error("x"))).toBe(false);
    expect(isFatal("x")).toBe(false);
  });
});

describe("reportException", () => {
  it("beacons a JSON exception report to the platform's events endpoint", async () => {
    reportException(new SyntaxError("Unexpected token"), { component: "Lobby", info: "load" });
    expect(beacon).toHaveBeenCalledTimes(1);
    const { url, report, type } = await sent();
    expect(url).toBe("/api/events");
    expect(type).toBe("text/plain;charset=utf-8");
    expect(report).toEqual({
      name: "exception",
      description: "Unexpected token | Lobby | load",
      fatal: true,
      page: location.pathname,
    });
  });

  it("uses the runtime config's API origin and analytics id", async () => {
    setRuntimeConfig({
      apiBase: "https://api.example.com",
      encryptionKey: "k",
      analyticsId: "G-1",
    });
    reportException(new Error("x"));
    const { url, report } = await sent();
    expect(url).toBe("https://api.example.com/api/events");
    expect(report.params).toEqual({ measurementId: "G-1" });
    expect(report.fatal).toBe(false);
  });

  it("lets the site config's analytics id win and sends to gtag when it is loaded", () => {
    const gtag = vi.fn();
    vi.stubGlobal("gtag", gtag);
    configureAnalytics({ measurementId: "G-SITE" });
    reportException(new TypeError("t"), { info: "i" });
    expect(beacon).not.toHaveBeenCalled();
    expect(gtag).toHaveBeenCalledWith("event", "exception", {
      description: "t | unknown | i",
      fatal: true,
      send_to: "G-SITE",
    });
  });

  it("falls back to a keepalive POST without sendBeacon", () => {
    Object.defineProperty(navigator, "sendBeacon", { value: undefined, configurable: true });
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    reportException(new Error("x"));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/events",
      expect.objectContaining({ method: "POST", keepalive: true }),
    );
  });

  it("never throws, even when the sink does", () => {
    beacon.mockImplementation(() => {
      throw new Error("blocked");
    });
    expect(() => reportException(new Error("x"))).not.toThrow();
    expect(buildReport({ circular: 1 }).description).toBe('{"circular":1} | unknown | ');
    expect(buildReport(new Error("x".repeat(5000))).description).toHaveLength(2000);
  });
});

describe("installErrorReporting", () => {
  it("reports uncaught errors and unhandled rejections, but not ApiErrors, until removed", async () => {
    const uninstall = installErrorReporting(window);
    window.dispatchEvent(
      new ErrorEvent("error", {
        error: new TypeError("x is undefined"),
        message: "x is undefined",
        filename: "app.js",
        lineno: 3,
        colno: 7,
      }),
    );
    const rejection = (reason: unknown) => {
      const event = new Event("unhandledrejection") as PromiseRejectionEvent;
      Object.defineProperty(event, "reason", { value: reason });
      window.dispatchEvent(event);
    };
    rejection(new Error("lost promise"));
    rejection(
      new ApiError({
        kind: ApiErrorKind.Http,
        status: 422,
        message: "m",
        method: "GET",
        path: "/p",
      }),
    );
    expect(beacon).toHaveBeenCalledTimes(2);
    expect((await sent(0)).report).toMatchObject({
      description: "x is undefined | unknown | window.onerror app.js:3:7",
      fatal: true,
    });
    expect((await sent(1)).report).toMatchObject({
      description: "lost promise | unknown | unhandledrejection",
      fatal: false,
    });
    uninstall();
    rejection(new Error("after"));
    expect(beacon).toHaveBeenCalledTimes(2);
  });
});
