// The platform envelope `{ ok, result, error, message }` (spec §7) and typed failures that the
// error handler in server/app.ts turns into the catalogue's HTTP statuses (spec §8).
import type { FastifyRequest } from "fastify";
import type { Envelope } from "../../src/api/contract/envelope.ts";

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

/** The request's language (Accept-Language, spec §7): zh-hans unless it asks for English. */
export function langOf(req: FastifyRequest): "en" | "zh-hans" {
  const h = String(req.headers["accept-language"] ?? "").toLowerCase();
  return h.startsWith("en") ? "en" : "zh-hans";
}

/** A message a person reads, in the request's language: `say(req, "Insufficient balance", "余额不足")`. */
export function say(req: FastifyRequest, en: string, zh: string): string {
  return langOf(req) === "en" ? en : zh;
}

export function fail(
  status: number,
  message: string,
  error?: string | Record<string, string[]>,
): never {
  throw new ApiFailure(status, message, error);
}
