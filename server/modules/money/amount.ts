// An amount inside a message a player reads: in the request's language and the tenant's currency,
// written by the same formatter as the app's screens, so a refusal's "CN¥8,000.00" matches the
// wallet beside it. A bare "8000.00" in a message is refused by lint (eslint.config.js).
import type { FastifyRequest } from "fastify";
import { formatAmount } from "../../../src/api/contract/money-format.ts";
import { localeOf } from "../../i18n/locale.ts";
import { tenantOf } from "../core/tenants.ts";
import { toMoney } from "./cents.ts";

/** `cents` (or an exact decimal string) as the page's reader writes it: "CN¥8,000.00" in en. */
export function amountFor(req: FastifyRequest, value: number | string): string {
  const decimal = typeof value === "number" ? toMoney(value) : value;
  return formatAmount(decimal, localeOf(req), tenantOf(req).currency);
}
