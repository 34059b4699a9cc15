// Request helpers shared by the money routes: body validation with clear localized messages,
// the member (and responsible-gaming blocks), encrypted results.
import type { FastifyRequest } from "fastify";
import type { ZodType, z } from "zod";
import AES from "crypto-js/aes.js";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import type { MessageId } from "../../i18n/messages.ts";
import { requireMember, type Member } from "../core/auth.ts";
import { responsibleGamingBlock } from "./wallets.ts";

const FIELD_NAMES: Record<string, MessageId> = {
  amount: "Amount",
  plateType: "Platform",
  fromPlateType: "From platform",
  toPlateType: "To platform",
  channelId: "Deposit channel",
  withdrawalPassword: "Withdrawal password",
  bankAccountId: "Bank card",
  code: "Verification code",
  accountNo: "Account number",
  accountName: "Account name",
  bankName: "Bank name",
  typeName: "Account type",
  pageIndex: "Page",
  pageSize: "Page size",
  startDate: "Start date",
  endDate: "End date",
};

/** Validates input with a zod schema; a failure is a 400 naming the field, never a 5xx. */
export function parse<S extends ZodType>(
  req: FastifyRequest,
  schema: S,
  input: unknown,
): z.output<S> {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const fields: Record<string, string[]> = {};
  for (const issue of r.error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    (fields[key] ??= []).push(issue.message);
  }
  const first = r.error.issues[0]?.path[0];
  const field = typeof first === "string" ? first : "";
  if (/amount$/i.test(field) || field === "amount") {
    fail(400, say(req, "Amount must be a positive number with at most 2 decimals"), fields);
  }
  const name = FIELD_NAMES[field];
  const label = name ? say(req, name) : field || say(req, "request");
  fail(400, say(req, "Invalid {field}", { field: label }), fields);
}

/** The logged-in member (401/402 from core otherwise). */
export function member(req: FastifyRequest): Member {
  return requireMember(req);
}

/** The member, refused with 403 while a time-out or self-exclusion is running. */
export function activeMember(req: FastifyRequest, ctx: PlatformContext): Member {
  const m = requireMember(req);
  const block = responsibleGamingBlock(ctx, m.id);
  if (block) {
    const until = block.until.slice(0, 16).replace("T", " ");
    fail(
      403,
      block.kind === "timeout"
        ? say(req, "You are on a time-out until {until} UTC", { until })
        : say(req, "You are self-excluded until {until} UTC", { until }),
      block.kind,
    );
  }
  return m;
}

/** An envelope whose result is AES ciphertext of its JSON (PRODUCT.md §3, encrypted responses). */
export function encrypted<T>(ctx: PlatformContext, result: T) {
  const cipher = AES.encrypt(JSON.stringify(result), ctx.config.encryptionKey).toString();
  return ok(cipher, { encrypted: true });
}

export function plateName(req: FastifyRequest, plateType: string): string {
  const names: Record<string, MessageId> = {
    sys: "Main wallet",
    slot: "Slots",
    live: "Live casino",
    sports: "Sports",
    lottery: "Lottery",
    chess: "Chess & cards",
    fish: "Fishing",
  };
  const name = names[plateType];
  return name ? say(req, name) : plateType;
}

export function insufficient(req: FastifyRequest): never {
  fail(422, say(req, "Insufficient balance"), "insufficient balance");
}

/** A request part (body, query) as a plain object, for merging. */
export function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
