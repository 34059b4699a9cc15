// Who is chatting: a guest (random id issued per device fingerprint, the id is the credential) or
// a member (identity `m<userId>`, and every call for it must carry that member's token).
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { fail, langOf, say } from "../../http/envelope.ts";
import { requireMember } from "../core/auth.ts";
import { tenantOf, type Tenant } from "../core/tenants.ts";
import type { ChatStore, GuestRow } from "./store.ts";

export type Lang = "en" | "zh-hans";

export function lang(req: FastifyRequest): Lang {
  return langOf(req);
}

/** Validates input; a failure is a 400 with field → messages, never a 5xx. */
export function parse<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  value: unknown,
): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const fields: Record<string, string[]> = {};
  for (const issue of r.error.issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fail(400, say(req, "Invalid request, check the interface parameters"), fields);
}

/** The chat identity named in the request, checked against the tenant and the member token. */
export function identify(req: FastifyRequest, store: ChatStore, guestId: string): GuestRow {
  const tenant = chatTenant(req);
  const guest = store.guest(guestId);
  if (!guest || guest.tenant_id !== tenant.id) {
    return fail(404, say(req, "Chat guest does not exist"));
  }
  if (guest.user_id !== null) {
    const member = requireMember(req);
    if (member.id !== guest.user_id) {
      return fail(403, say(req, "This conversation is not yours"));
    }
  }
  return guest;
}

/** The request's tenant, when its chat is on (site config `imGlobalSetting.isEnabled`); else 403. */
export function chatTenant(req: FastifyRequest): Tenant {
  const tenant = tenantOf(req);
  if (!tenant.imEnabled) {
    return fail(403, say(req, "Customer-service chat is not enabled"));
  }
  return tenant;
}

/** The named guest, or the logged-in member's identity when no guest id is given. */
export function identifyOrMember(
  req: FastifyRequest,
  store: ChatStore,
  guestId: string | undefined,
  now: number,
): GuestRow {
  if (guestId) return identify(req, store, guestId);
  const tenant = chatTenant(req);
  const member = requireMember(req);
  if (member.tenantId !== tenant.id) return fail(403, say(req, "Forbidden"));
  return store.guestForMember(member.tenantId, member.id, member.userName, now);
}

export function guestName(guest: GuestRow, l: Lang): string {
  if (guest.user_id !== null) return guest.nickname;
  return l === "en" ? `Guest ${guest.nickname}` : `访客 ${guest.nickname}`;
}
