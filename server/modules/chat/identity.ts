// Who is chatting: a guest (random id issued per device fingerprint, the id is the credential) or
// a member (identity `m<userId>`, and every call for it must carry that member's token).
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { fail, say } from "../../http/envelope.ts";
import { localeOf, type Locale } from "../../i18n/locale.ts";
import { parseQuery, parseWith, type FieldMessages } from "../../http/validate.ts";
import { requireMember } from "../core/auth.ts";
import { tenantOf, type Tenant } from "../core/tenants.ts";
import { guestLabel } from "./agents.ts";
import type { ChatStore, GuestRow } from "./store.ts";

/** The language a chat answers in: the request's locale. */
export type Lang = Locale;

export function lang(req: FastifyRequest): Lang {
  return localeOf(req);
}

/** What each chat field is called when it is wrong (translated, server/i18n/messages.ts). */
const CHAT_MESSAGES: FieldMessages = {
  content: "Chat message: 1–1000 characters",
  conversationId: { label: "Conversation" },
  guestId: { label: "Chat guest" },
  uid: { label: "Service agent" },
  clientMsgId: { label: "Message id" },
};

/**
 * A form body, checked with the platform's one validation helper (server/http/validate.ts): not an
 * object → 400, a field wrong → 422 naming the field in the request's language. Never a 5xx.
 */
export function parse<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  value: unknown,
): z.output<S> {
  return parseWith(req, schema, value, CHAT_MESSAGES);
}

/** A query string or path parameter: anything wrong is a malformed request (400). */
export { parseQuery };

/** The chat identity named in the request, checked against the tenant and the member token. */
export async function identify(
  req: FastifyRequest,
  store: ChatStore,
  guestId: string,
): Promise<GuestRow> {
  const tenant = await chatTenant(req);
  const guest = await store.guest(guestId);
  if (!guest || guest.tenant_id !== tenant.id) {
    return fail(404, say(req, "Chat guest does not exist"));
  }
  if (guest.user_id !== null) {
    const member = await requireMember(req);
    if (member.id !== guest.user_id) {
      return fail(403, say(req, "This conversation is not yours"));
    }
  }
  return guest;
}

/** The request's tenant, when its chat is on (site config `imGlobalSetting.isEnabled`); else 403. */
export async function chatTenant(req: FastifyRequest): Promise<Tenant> {
  const tenant = tenantOf(req);
  if (!tenant.imEnabled) {
    return fail(403, say(req, "Customer-service chat is not enabled"));
  }
  return tenant;
}

/** The named guest, or the logged-in member's identity when no guest id is given. */
export async function identifyOrMember(
  req: FastifyRequest,
  store: ChatStore,
  guestId: string | undefined,
  now: number,
): Promise<GuestRow> {
  if (guestId) return identify(req, store, guestId);
  const tenant = await chatTenant(req);
  const member = await requireMember(req);
  if (member.tenantId !== tenant.id) return fail(403, say(req, "Forbidden"));
  return store.guestForMember(member.tenantId, member.id, member.userName, now);
}

export function guestName(guest: GuestRow, l: Lang): string {
  if (guest.user_id !== null) return guest.nickname;
  return guestLabel(guest.nickname, l);
}
