// Tenant resolution by host name (docs/product.md §10). Owned by the core module.
// A host's first label selects the tenant of that key (`elec.localhost`, `nova.example.com`), from
// the tenants table, as many as are seeded; any other host (an unknown label, plain `localhost`, an
// IP) is the classic tenant. A tenant's layout is its family, apart from its key.
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/db.ts";
import { pageHost } from "../../http/cors.ts";
import type { StyleFamily } from "../../../src/api/contract/common.ts";
import { prep } from "../../db/sql.ts";

export interface Tenant {
  id: number;
  /** The tenant's id: the first label of its host. */
  key: string;
  /** Its layout family (classic | elec | lottery | tq), shared by any number of tenants. */
  family: StyleFamily;
  /** Chinese name, and its English version. */
  name: string;
  nameEn: string;
  vStyle: string;
  mobileColor: string;
  serviceUrl: string;
  serviceBackupUrl: string;
  imEnabled: boolean;
  appIsVerification: boolean;
  appVerifyMode: number;
  /** ISO 4217 code of the tenant's currency. */
  currency: string;
  /** The gambling helpline: its name [zh, en], phone and web page. */
  helpline: { name: string; nameEn: string; phone: string; url: string };
}

export const DEFAULT_TENANT = "classic";

interface TenantRow {
  id: number;
  key: string;
  family: StyleFamily;
  name: string;
  name_en: string;
  v_style: string;
  mobile_color: string;
  service_url: string;
  service_backup_url: string;
  im_enabled: number;
  app_is_verification: number;
  app_verify_mode: number;
  currency: string;
  helpline_name: string;
  helpline_name_en: string;
  helpline_phone: string;
  helpline_url: string;
}

// Tenants never change while the server runs; read once per database, at start (after the seed).
const cache = new WeakMap<Db, Map<string, Tenant>>();

export async function loadTenants(db: Db): Promise<Map<string, Tenant>> {
  let map = cache.get(db);
  if (map && map.size > 0) return map;
  map = new Map();
  for (const r of await prep<[], TenantRow>(db, "SELECT * FROM tenants ORDER BY id").all()) {
    map.set(r.key, {
      id: r.id,
      key: r.key,
      family: r.family,
      name: r.name,
      nameEn: r.name_en,
      vStyle: r.v_style,
      mobileColor: r.mobile_color,
      serviceUrl: r.service_url,
      serviceBackupUrl: r.service_backup_url,
      imEnabled: r.im_enabled === 1,
      appIsVerification: r.app_is_verification === 1,
      appVerifyMode: r.app_verify_mode,
      currency: r.currency,
      helpline: {
        name: r.helpline_name,
        nameEn: r.helpline_name_en,
        phone: r.helpline_phone,
        url: r.helpline_url,
      },
    });
  }
  cache.set(db, map);
  return map;
}

/** The tenants read at start. */
export function tenantsOf(db: Db): Map<string, Tenant> {
  const map = cache.get(db);
  if (!map) throw new Error("tenants are read at start (loadTenants)");
  return map;
}

/** The tenant key a Host header asks for: its first label (a bare name asks for the default). */
export function tenantKeyOfHost(host: string | undefined): string {
  const name = String(host ?? "")
    .toLowerCase()
    .replace(/:\d+$/, "");
  return name.includes(".") ? (name.split(".")[0] ?? DEFAULT_TENANT) : DEFAULT_TENANT;
}

/**
 * The tenant the page's host selects (plain localhost is the classic one): the request's host, or
 * an allow-listed Origin's when the app is on another origin than the API.
 */
export function tenantOf(req: FastifyRequest): Tenant {
  const tenants = tenantsOf(req.server.platform.db);
  const tenant = tenants.get(tenantKeyOfHost(pageHost(req))) ?? tenants.get(DEFAULT_TENANT);
  if (!tenant) throw new Error("tenants are not seeded");
  return tenant;
}
