// A USDT deposit shows the platform's rate and, for the amount typed, what is sent and what is
// credited, in the tenant's currency and the page's language, before the player confirms.
import { beforeAll, describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { activateLocale, i18n, type Locale } from "../../../lib/i18n";
import { TenantProvider } from "../../../../tests/tenant-provider";
import { UsdtQuote } from "./usdt-quote";

const read = (s: string | null) => (s ?? "").replace(/[\u00a0\u202f]/g, " ");

async function quote(locale: Locale, amount?: string) {
  await activateLocale(locale);
  const { container } = render(
    <TenantProvider currency="CNY">
      <I18nProvider i18n={i18n}>
        <UsdtQuote rate="7.18" {...(amount === undefined ? {} : { amount })} />
      </I18nProvider>
    </TenantProvider>,
  );
  return read(container.textContent);
}

describe("USDT quote", () => {
  beforeAll(async () => {
    await activateLocale("vi");
    await activateLocale("en");
  });

  it("states the rate, and what is sent and credited for the amount typed", async () => {
    expect(await quote("en")).toBe("Rate now: 1 USDT = CN¥7.18.");
    expect(await quote("en", "1,000")).toBe(
      "Rate now: 1 USDT = CN¥7.18. Send 139.28 USDT; CN¥1,000.00 is credited to your wallet.",
    );
  });

  it("says nothing of an amount it cannot read", async () => {
    expect(await quote("en", "abc")).toBe("Rate now: 1 USDT = CN¥7.18.");
    expect(await quote("en", "0")).toBe("Rate now: 1 USDT = CN¥7.18.");
  });

  it("in the page's language and notation", async () => {
    const vi = await quote("vi", "100");
    expect(vi).toContain("7,18 CN¥");
    expect(vi).toContain("13,93 USDT");
    expect(vi).toContain("100,00 CN¥");
    expect(vi).not.toContain("Rate now");
  });
});
