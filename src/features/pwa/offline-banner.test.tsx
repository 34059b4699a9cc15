// The offline banner says which language the shown content is in when the page's language was
// never saved on the device, instead of mixing languages silently; an answer in the page's
// language takes the note away, and online the public content is asked for again to bring them.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { noteContentLanguage } from "../../api/other-language";
import { OfflineBanner } from "./offline-banner";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("OfflineBanner", () => {
  it("names the language of content shown from another language's copy", () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    render(
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <OfflineBanner />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    act(() => noteContentLanguage("game-list", "zh-hans"));
    expect(status.textContent).toMatch(/shown in 简体中文/);
    // Online (jsdom's navigator): the public content is asked for again in the page's language.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["common"] });
    act(() => noteContentLanguage("short-menus:10", "zh-hans"));
    act(() => noteContentLanguage("game-list", null));
    // One content still in the other language keeps the note.
    expect(status.textContent).toMatch(/shown in 简体中文/);
    act(() => noteContentLanguage("short-menus:10", null));
    expect(status.textContent).toBe("");
  });
});
