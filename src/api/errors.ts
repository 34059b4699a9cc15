// The typed error every API call rejects with, and the messages of the error catalogue (docs/product.md §8).
// Messages are Lingui descriptors resolved at throw time, so they follow the active locale.
import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApiErrorValue, Envelope } from "./contract/envelope";
import { apiHooks } from "./hooks";

/** Why a call failed. Only `Http` carries a server answer; the others never reached one. */
export const ApiErrorKind = {
  /** The server answered with a non-ok envelope or an error status. */
  Http: "http",
  /** fetch itself failed (no connection, DNS, CORS). */
  Network: "network",
  /** No answer within REQUEST_TIMEOUT_MS (docs/product.md §9). */
  Timeout: "timeout",
  /** The caller aborted (query cancelled, component gone). */
  Aborted: "aborted",
  /** A mutation refused locally because the device is offline (docs/product.md §10: never queued). */
  Offline: "offline",
  /** The answer was not a readable envelope, or its encrypted result could not be decrypted. */
  InvalidResponse: "invalid-response",
} as const;
export type ApiErrorKind = (typeof ApiErrorKind)[keyof typeof ApiErrorKind];

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; 0 when no answer was received. */
  status: number;
  message: string;
  /** The envelope's `error`: a string refusal or field → messages. */
  error?: ApiErrorValue;
  method: string;
  path: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly error: ApiErrorValue;
  readonly method: string;
  readonly path: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.error = init.error ?? null;
    this.method = init.method;
    this.path = init.path;
  }

  /** Field → messages of a validation refusal, or {} (forms show these next to their fields). */
  get fieldErrors(): Record<string, string[]> {
    const e = this.error;
    if (e === null || typeof e !== "object" || "value" in e) return {};
    return e;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** True when the envelope's error is an object (a `value` field or field → messages). */
export function isObjectError(error: ApiErrorValue | undefined): boolean {
  return error !== null && error !== undefined && typeof error === "object";
}

/** Default message per status (docs/product.md §8), used when the server sends none. 402 is silent. */
const STATUS_MESSAGES: Readonly<Record<number, MessageDescriptor>> = {
  400: msg`Invalid request, please check the interface parameters`,
  401: msg`Your login has expired or you logged in on another device, please log in again`,
  403: msg`You are signed in but not allowed to do this`,
  404: msg`The requested resource does not exist`,
  405: msg`Wrong request method`,
  406: msg`Invalid format`,
  410: msg`The requested resource has been deleted`,
  422: msg`The submitted data is wrong`,
  429: msg`Too many requests, please try again later`,
  500: msg`Server error`,
  502: msg`The service is being updated, please try again later`,
  503: msg`The service is unavailable or overloaded`,
  504: msg`Gateway timeout`,
};

const REQUEST_FAILED = msg`Request failed`;
const OFFLINE = msg`You are offline. This needs a network connection; nothing was sent.`;
const TIMEOUT = msg`The request timed out, please try again`;
const NETWORK = msg`Network error, please check your connection`;
const INVALID_RESPONSE = msg`The server's answer could not be read`;
const ABORTED = msg`The request was cancelled`;

/** The catalogue message for a status in the active locale, or undefined when it has none. */
export function statusMessage(status: number): string | undefined {
  const descriptor = STATUS_MESSAGES[status];
  return descriptor ? i18n._(descriptor) : undefined;
}

export function requestFailedMessage(): string {
  return i18n._(REQUEST_FAILED);
}

/** The localized message for a failure that never got a server answer. */
export function localFailureMessage(kind: Exclude<ApiErrorKind, "http">): string {
  switch (kind) {
    case ApiErrorKind.Offline:
      return i18n._(OFFLINE);
    case ApiErrorKind.Timeout:
      return i18n._(TIMEOUT);
    case ApiErrorKind.Network:
      return i18n._(NETWORK);
    case ApiErrorKind.InvalidResponse:
      return i18n._(INVALID_RESPONSE);
    case ApiErrorKind.Aborted:
      return i18n._(ABORTED);
  }
}

/** A server refusal: the server's message, else the catalogue's default for the status. */
export function refusalError(
  status: number,
  envelope: Pick<Envelope<unknown>, "message" | "error">,
  method: string,
  path: string,
): ApiError {
  const message =
    envelope.message ||
    (typeof envelope.error === "string" ? envelope.error : "") ||
    statusMessage(status) ||
    requestFailedMessage();
  return new ApiError({
    kind: ApiErrorKind.Http,
    status,
    message,
    error: envelope.error,
    method,
    path,
  });
}

/** Shows a refusal (docs/product.md §8): an object error → "request failed", a string error → a dialog with
 * the message, no error value → the message in a toast. */
export function showRefusal(error: ApiError): void {
  if (isObjectError(error.error)) apiHooks.showToast(requestFailedMessage());
  else if (typeof error.error === "string" && error.error !== "")
    apiHooks.showDialog(error.message);
  else apiHooks.showToast(error.message);
}
