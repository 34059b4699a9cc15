// The one way every module (core, money, chat) refuses bad input: a zod schema,
// and per-field messages a person can read, in the request's language (../i18n/messages.ts).
// docs/product.md §8: a body that is not an object, a bad query string or path parameter → 400 "invalid
// request, check the interface parameters"; a body field wrong → 422 ("submitted data is wrong")
// with the field's message (`error` is field → messages, `message` the first of them). Never a
// state change, never a 5xx.
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { MessageId } from "../i18n/messages.ts";
import { fail, say } from "./envelope.ts";

/**
 * The message of one field's rule (../i18n/messages.ts), shown when the field is wrong: the
 * whole message, or `{ label }` for "Invalid <label>" with the field's name translated.
 */
export type FieldMessages = Record<string, MessageId | { label: MessageId }>;

function fieldMessage(req: FastifyRequest, rule: MessageId | { label: MessageId }): string {
  return typeof rule === "string"
    ? say(req, rule)
    : say(req, "Invalid {field}", { field: say(req, rule.label) });
}

export function invalidRequest(req: FastifyRequest): never {
  return fail(400, say(req, "Invalid request, check the interface parameters"));
}

export function parseWith<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  data: unknown,
  messages: FieldMessages = {},
): z.output<S> {
  const r = schema.safeParse(data ?? {});
  if (r.success) return r.data;
  const fields: Record<string, string[]> = {};
  for (const issue of r.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "";
    // A non-object body (array, string, number) is malformed, not a wrong field.
    if (!key && issue.code === "invalid_type") invalidRequest(req);
    const rule = messages[key];
    const msg = rule
      ? fieldMessage(req, rule)
      : key
        ? say(req, "{key} is invalid", { key })
        : say(req, "Submitted data is wrong");
    const list = (fields[key || "_"] ??= []);
    if (!list.includes(msg)) list.push(msg);
  }
  const first = Object.values(fields)[0]?.[0] ?? say(req, "Submitted data is wrong");
  return fail(422, first, fields);
}

/** Query strings and path params: any problem is a malformed request (400). */
export function parseQuery<S extends z.ZodType>(req: FastifyRequest, schema: S, data: unknown) {
  const r = schema.safeParse(data ?? {});
  if (!r.success) {
    const key = String(r.error.issues[0]?.path[0] ?? "");
    fail(
      400,
      key
        ? say(req, "Invalid request, check the interface parameters ({key})", { key })
        : say(req, "Invalid request, check the interface parameters"),
    );
  }
  return r.data as z.output<S>;
}
