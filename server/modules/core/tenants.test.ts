// Tenants are data: a fifth tenant (its own host, brand and colour, an existing layout family) comes
// from the seed list alone, with no code that knows its key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TENANT_SEEDS, type TenantSeed } from "./seed-tenants.ts";
import { startHarness, type Harness } from "./test/harness.ts";

const elec = TENANT_SEEDS.find((t) => t.family === "elec")!;
const NOVA: TenantSeed = {
  ...elec,
  key: "nova",
  family: "elec",
  name: ["新星娱乐", "Nova Play"],
  shortName: ["新星", "Nova"],
  vStyle: "style-nova1",
  mobileColor: "#0e7490",
  serviceUrl: "https://service.example.com/chat/nova",
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ tenants: [...TENANT_SEEDS, NOVA] });
});
afterAll(() => h?.close());

describe("a tenant added by the seed alone", () => {
  it("serves its own brand on its host, in an existing layout family", async () => {
    const site = await h.call("GET", "/api/v3/common/site-config", { host: "nova.localhost" });
    expect(site.status).toBe(200);
    expect(site.json.result).toMatchObject({
      companyPageName: "Nova Play",
      mobileColor: NOVA.mobileColor,
      vStyle: NOVA.vStyle,
      companyStyle: "elec",
      logoUrl: "/assets/tenants/nova/logo.svg",
    });
    const style = await h.call("GET", "/api/Manage/GetConfigByStyle?vStyle=style-nova1", {
      host: "nova.localhost",
    });
    const elecStyle = await h.call("GET", "/api/Manage/GetConfigByStyle?vStyle=style-elec1", {
      host: "elec.localhost",
    });
    expect(style.json.result.companyStyle).toBe("elec");
    expect(style.json.result.layoutConfig).toEqual(elecStyle.json.result.layoutConfig);

    const logo = await h.call("GET", "/assets/tenants/nova/logo.svg", { host: "nova.localhost" });
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toContain("image/svg+xml");
    const manifest = await h.call("GET", "/manifest.webmanifest", { host: "nova.localhost" });
    expect(manifest.json).toMatchObject({ name: "Nova Play", short_name: "Nova" });
    // Its own members: the demo member signs in on its host.
    expect(await h.login("demo", "demo1234", "nova.localhost")).toBeTruthy();
  });

  it("leaves the other tenants and unknown hosts as they were", async () => {
    const elecSite = await h.call("GET", "/api/v3/common/site-config", { host: "elec.localhost" });
    expect(elecSite.json.result.companyPageName).toBe(elec.name[1]);
    const other = await h.call("GET", "/api/v3/common/site-config", { host: "www.localhost" });
    expect(other.json.result.companyStyle).toBe("classic");
  });
});
