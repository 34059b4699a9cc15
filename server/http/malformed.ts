// Requests refused before any route runs: a URL that does not decode (400), a path parameter past
// the router's limit (414), and what Node's parser refuses itself (headers or URL over its size
// limit: 431; a broken request line: 400). They get the platform's envelope and security headers
// like every other answer, and never the URL back (it is the attacker's text).
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { translate, type MessageId } from "../i18n/messages.ts";
import { catalogueMessage } from "./errors.ts";
import { securityHeaders } from "./security.ts";

const CODES: Record<string, number> = {
  FST_ERR_BAD_URL: 400,
  FST_ERR_MAX_PARAM_LENGTH: 414,
};

/** Fastify's `frameworkErrors`: the router's refusals, answered as the envelope. */
export function frameworkErrors(cdnDomain: string) {
  const headers = { ...securityHeaders(cdnDomain), "cache-control": "no-store" };
  return (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const status = CODES[error.code] ?? 400;
    void reply
      .code(status)
      .headers(headers)
      .send({ ok: false, result: null, error: error.code, message: catalogueMessage(req, status) });
  };
}

/** Fastify's `clientErrorHandler`: Node refused the request before it was one (no headers read). */
export function clientErrorHandler(cdnDomain: string) {
  const headers = { ...securityHeaders(cdnDomain), "cache-control": "no-store" };
  return (err: Error & { code?: string }, socket: Socket) => {
    if (err.code === "ECONNRESET" || socket.destroyed) return;
    const [status, reason, message]: [number, string, MessageId] =
      err.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", "The request headers are too large"]
        : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "Request Timeout", "Invalid request, check the interface parameters"]
          : [400, "Bad Request", "Invalid request, check the interface parameters"];
    // Unparsed, so no Accept-Language: the platform's source language.
    const body = JSON.stringify({
      ok: false,
      result: null,
      error: err.code ?? "bad-request",
      message: translate("en", message),
    });
    const lines = [
      `HTTP/1.1 ${status} ${reason}`,
      "content-type: application/json; charset=utf-8",
      `content-length: ${Buffer.byteLength(body)}`,
      "connection: close",
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    if (socket.writable) socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`);
    socket.destroy(err);
  };
}
