// Request helpers shared by the money routes: body validation with clear localized messages,
// the member (and responsible-gaming blocks), encrypted results.
import type { FastifyRequest } from "fastify";
import type { ZodType, z } from "zod";
import AES from "crypto-js/aes.js";
import type { PlatformContext } from "../../context.ts";
import { fail, ok, say } from "../../http/envelope.ts";
import { requireMember, type Member } from "../core/auth.ts";
import { responsibleGamingBlock } from "./wallets.ts";

const FIELD_NAMES: Record<string, [string, string]> = {
  amount: ["Amount", "金额"],
  plateType: ["Platform", "平台"],
  fromPlateType: ["From platform", "转出平台"],
  toPlateType: ["To platform", "转入平台"],
  channelId: ["Deposit channel", "充值渠道"],
  withdrawalPassword: ["Withdrawal password", "取款密码"],
  bankAccountId: ["Bank card", "银行卡"],
  code: ["Verification code", "验证码"],
  accountNo: ["Account number", "账号"],
  accountName: ["Account name", "户名"],
  bankName: ["Bank name", "银行名称"],
  typeName: ["Account type", "账户类型"],
  pageIndex: ["Page", "页码"],
  pageSize: ["Page size", "每页条数"],
  startDate: ["Start date", "开始日期"],
  endDate: ["End date", "结束日期"],
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
    fail(
      400,
      say(
        req,
        "Amount must be a positive number with at most 2 decimals",
        "金额必须为正数，且最多两位小数",
      ),
      fields,
    );
  }
  const [en, zh] = FIELD_NAMES[field] ?? [field || "request", field || "请求"];
  fail(400, say(req, `Invalid ${en}`, `${zh}无效`), fields);
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
        ? say(req, `You are on a time-out until ${until} UTC`, `您处于暂停期，至 ${until} UTC`)
        : say(req, `You are self-excluded until ${until} UTC`, `您已自我禁止，至 ${until} UTC`),
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
  const names: Record<string, [string, string]> = {
    sys: ["Main wallet", "中心钱包"],
    slot: ["Slots", "电子"],
    live: ["Live casino", "真人"],
    sports: ["Sports", "体育"],
    lottery: ["Lottery", "彩票"],
    chess: ["Chess & cards", "棋牌"],
    fish: ["Fishing", "捕鱼"],
  };
  const n = names[plateType] ?? [plateType, plateType];
  return say(req, n[0], n[1]);
}

export function insufficient(req: FastifyRequest): never {
  fail(422, say(req, "Insufficient balance", "余额不足"), "insufficient balance");
}

/** A request part (body, query) as a plain object, for merging. */
export function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
