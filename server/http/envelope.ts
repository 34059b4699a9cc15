// The platform envelope `{ ok, result, error, message }` (docs/product.md §7) and typed failures that the
// error handler in server/app.ts turns into the catalogue's HTTP statuses (docs/product.md §8).
import type { FastifyRequest } from "fastify";
import type { Envelope } from "../../src/api/contract/envelope.ts";
import { localeOf } from "../i18n/locale.ts";
import { translate, type MessageId } from "../i18n/messages.ts";

export function ok<T>(result: T, extra: { encrypted?: boolean } = {}): Envelope<T> {
  return {
    ok: true,
    result,
    error: null,
    message: "",
    ...(extra.encrypted ? { encrypted: true } : {}),
  };
}

/** A refusal with a catalogue status; `error` is a string or a field → messages object. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly error: string | Record<string, string[]>;
  constructor(status: number, message: string, error?: string | Record<string, string[]>) {
    super(message);
    this.status = status;
    this.error = error ?? message;
  }
}

/**
 * A message a person reads, in the request's locale, from the platform's one message catalog
 * (../i18n/messages.ts): `say(req, "Insufficient balance")`; placeholders are filled from `vars`
 * (`say(req, "Bets are from {min} to {max}", { min, max })`). A message missing from a locale's
 * catalogs fails messages.test.ts.
 */
export function say(
  req: FastifyRequest,
  message: MessageId,
  vars?: Readonly<Record<string, string | number>>,
): string {
  return translate(localeOf(req), message, vars);
}

export function fail(
  status: number,
  message: string,
  error?: string | Record<string, string[]>,
): never {
  throw new ApiFailure(status, message, error);
}
