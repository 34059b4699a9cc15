import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { I18nProvider } from "@lingui/react";
import { LOCALES } from "../../../api/contract/locales";
import type { PasskeyInfo } from "../../../api/contract/passkeys";
import { passkeysKey } from "../../../api/endpoints/passkeys";
import { activateLocale, i18n, type Locale } from "../../../lib/i18n";
import { PasskeysAtPasswordChange } from "./passkeys-screen";

const KEYS: PasskeyInfo[] = [
  { id: "a1", name: "Pixel", createdAt: "2026-01-02T03:04:05Z", lastUsedAt: null, backedUp: true },
  {
    id: "b2",
    name: "Laptop",
    createdAt: "2026-01-03T03:04:05Z",
    lastUsedAt: null,
    backedUp: false,
  },
];

async function renderAt(locale: Locale, passkeys: PasskeyInfo[]) {
  await activateLocale(locale);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(passkeysKey(), passkeys);
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <PasskeysAtPasswordChange />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe("the passkeys at a password change", () => {
  it.each(LOCALES)("lists each passkey with a named Remove, in %s", async (locale) => {
    await renderAt(locale, KEYS);
    const heading = screen.getByRole("heading");
    const section = screen.getByRole("region", { name: heading.textContent! });
    // Every text is the locale's own (the English source only in English).
    if (locale !== "en") {
      expect(heading.textContent).not.toBe("Your passkeys");
      expect(section.querySelector("p")!.textContent).not.toMatch(/A new password/);
    }
    const items = screen.getAllByRole("listitem");
    expect(items.map((i) => i.getAttribute("aria-label"))).toEqual(["Pixel", "Laptop"]);
    // Each item's Remove names its passkey.
    for (const [i, item] of items.entries()) {
      const labels = [...item.querySelectorAll("button")].map((b) => b.getAttribute("aria-label"));
      expect(labels.length).toBe(2);
      expect(labels.every((l) => l?.includes(KEYS[i]!.name))).toBe(true);
    }
  });

  it("says nothing to a member without passkeys", async () => {
    const { container } = await renderAt("en", []);
    expect(container.textContent).toBe("");
  });
});
