// Tenant resolution by host name (PRODUCT.md §2). Owned by the core module.
import type { FastifyRequest } from "fastify";

export interface Tenant {
  id: number;
  /** classic | elec | lottery | tq */
  key: string;
  name: string;
  vStyle: string;
  mobileColor: string;
}

/** The tenant the request's host selects (plain localhost is the classic one). */
export function tenantOf(_req: FastifyRequest): Tenant {
  throw new Error("tenantOf: implemented by the core module");
}
