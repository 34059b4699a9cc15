// Request helpers shared by the money routes: body validation with clear localized messages,
// the member (and responsible-gaming blocks), encrypted results.
import type { FastifyRequest } from "fastify";
import type { ZodType, z } from "zod";
import AES from "crypto-js/aes.js";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { timeFor } from "../../i18n/locale.ts";
import { parseQuery, parseWith, type FieldMessages } from "../../http/validate.ts";
import { requireMember, type Member } from "../core/auth.ts";
import { responsibleGamingBlock } from "./wallets.ts";

/** What each money field is called when it is wrong ("Invalid <name>", translated). */
const MONEY_MESSAGES: FieldMessages = {
  amount: "Amount must be a positive number with at most 2 decimals",
  plateType: { label: "Platform" },
  fromPlateType: { label: "From platform" },
  toPlateType: { label: "To platform" },
  channelId: { label: "Deposit channel" },
  withdrawalPassword: { label: "Withdrawal password" },
  bankAccountId: { label: "Bank card" },
  code: { label: "Verification code" },
  passWord: { label: "Login password" },
  accountNo: { label: "Account number" },
  accountName: { label: "Account name" },
  bankName: { label: "Bank name" },
  typeName: { label: "Account type" },
  pageIndex: { label: "Page number" },
  pageSize: { label: "Page size" },
  startDate: { label: "Start date" },
  endDate: { label: "End date" },
  payerName: { label: "Payer name" },
  period: { label: "Limit period" },
  minutes: { label: "Reminder interval" },
  months: { label: "Self-exclusion length" },
  kind: { label: "Record type" },
  gameId: { label: "Game" },
  deviceId: { label: "Device" },
  bonusId: { label: "Bonus" },
};

/**
 * A request body, checked with the platform's one validation helper (server/http/validate.ts):
 * not an object → 400, a field wrong → 422 naming the field in the request's language.
 */
export function parse<S extends ZodType>(
  req: FastifyRequest,
  schema: S,
  input: unknown,
): z.output<S> {
  return parseWith(req, schema, input, MONEY_MESSAGES);
}

/** A query string or path parameter: anything wrong is a malformed request (400). */
export { parseQuery };

/** The logged-in member (401/402 from core otherwise). */
export async function member(req: FastifyRequest): Promise<Member> {
  return await requireMember(req);
}

/**
 * The member, refused with 403 while a time-out or self-exclusion is running. A route that has
 * the member already passes it: the token is looked up once a request.
 */
export async function activeMember(
  req: FastifyRequest,
  ctx: PlatformContext,
  known?: Member,
): Promise<Member> {
  const m = known ?? (await requireMember(req));
  const block = await responsibleGamingBlock(ctx, m.id);
  if (block) {
    const until = timeFor(req, block.until);
    fail(
      403,
      block.kind === "timeout"
        ? say(req, "You are on a time-out until {until}", { until })
        : say(req, "You are self-excluded until {until}", { until }),
      block.kind,
    );
  }
  return m;
}

/** An envelope whose result is AES ciphertext of its JSON (docs/product.md §10, encrypted responses). */
export function encrypted<T>(ctx: PlatformContext, result: T) {
  const cipher = AES.encrypt(JSON.stringify(result), ctx.config.encryptionKey).toString();
  return ok(cipher, { encrypted: true });
}

/** A request part (body, query) as a plain object, for merging. */
export function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
