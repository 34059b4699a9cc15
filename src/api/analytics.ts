// Reports unexpected errors (docs/product.md §8): a description made of the message, the component name
// (or "unknown") and an info string; fatal for TypeError and SyntaxError. Nothing is shown to the
// player. The default sink is the reference platform's events endpoint via sendBeacon
// (docs/product.md §10); when a measurement id is configured and the page has loaded gtag, the report
// goes there instead.
import type { AnalyticsEvent } from "./contract/common";
import { runtimeConfigNow } from "./runtime-config";

/** The JSON body posted to the events endpoint (contract: POST /api/events). */
export interface ExceptionReport extends AnalyticsEvent {
  name: "exception";
  description: string;
  fatal: boolean;
  /** Path of the page the error happened on. */
  page: string;
  /** The measurement id from site config or runtime config, when one is set. */
  params?: { measurementId: string };
}

export interface ErrorContext {
  /** Name of the component the error came from; "unknown" when not known. */
  component?: string;
  /** Where it happened: e.g. "GET /api/VipUser/GetPlateTypeList" or a React component stack. */
  info?: string;
}

export const EVENTS_PATH = "/api/events";
/** The events endpoint refuses longer descriptions (contract analyticsEventBody). */
const MAX_DESCRIPTION = 2000;

interface AnalyticsSettings {
  measurementId?: string;
  endpoint?: string;
}

let settings: AnalyticsSettings = {};

/** Called at start-up once site config is known (its analytics id wins over runtime config). */
export function configureAnalytics(next: AnalyticsSettings): void {
  settings = { ...settings, ...next };
}

export function resetAnalytics(): void {
  settings = {};
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function isFatal(error: unknown): boolean {
  return error instanceof TypeError || error instanceof SyntaxError;
}

export function describeError(error: unknown, context: ErrorContext = {}): string {
  return `${messageOf(error)} | ${context.component || "unknown"} | ${context.info ?? ""}`;
}

export function buildReport(error: unknown, context: ErrorContext = {}): ExceptionReport {
  const measurementId = settings.measurementId ?? runtimeConfigNow().analyticsId;
  const report: ExceptionReport = {
    name: "exception",
    description: describeError(error, context).slice(0, MAX_DESCRIPTION),
    fatal: isFatal(error),
    page: typeof location === "undefined" ? "" : location.pathname,
  };
  if (measurementId) report.params = { measurementId };
  return report;
}

type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void;

/** Sends the report; never throws (a failing reporter must not break the page). */
export function reportException(error: unknown, context: ErrorContext = {}): void {
  try {
    const report = buildReport(error, context);
    const gtag = (globalThis as { gtag?: Gtag }).gtag;
    const measurementId = report.params?.measurementId;
    if (measurementId && typeof gtag === "function") {
      gtag("event", "exception", {
        description: report.description,
        fatal: report.fatal,
        send_to: measurementId,
      });
      return;
    }
    const url = settings.endpoint ?? `${runtimeConfigNow().apiBase}${EVENTS_PATH}`;
    const body = JSON.stringify(report);
    if (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
      // text/plain is CORS-safelisted, so the beacon also reaches an API on another origin.
      navigator.sendBeacon(url, new Blob([body], { type: "text/plain;charset=UTF-8" }));
      return;
    }
    void fetch(url, {
      method: "POST",
      body,
      keepalive: true,
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    }).catch(() => {});
  } catch {
    // Reporting is best effort.
  }
}

/**
 * Reports errors nothing else caught (window `error` and `unhandledrejection`). ApiErrors are
 * skipped: the client already showed or reported each one. Returns the uninstaller.
 */
export function installErrorReporting(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : "";
    reportException(event.error ?? event.message, { info: `window.onerror ${where}`.trim() });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.name === "ApiError") return;
    reportException(reason, { info: "unhandledrejection" });
  };
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
