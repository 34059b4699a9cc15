// Member authentication helpers other modules use. Owned by the core module.
import type { FastifyRequest } from "fastify";

export interface Member {
  id: number;
  tenantId: number;
  userName: string;
}

/** The logged-in member of this request, or a 401/402 ApiFailure per spec §8. */
export function requireMember(_req: FastifyRequest): Member {
  throw new Error("requireMember: implemented by the core module");
}

/** The member when a valid token is sent, else null (guests). */
export function optionalMember(_req: FastifyRequest): Member | null {
  return null;
}

/** True when the member has no 2FA, or the code is a valid current TOTP code. */
export function verifyMemberTotp(_userId: number, _code: string | undefined): boolean {
  throw new Error("verifyMemberTotp: implemented by the core module");
}
