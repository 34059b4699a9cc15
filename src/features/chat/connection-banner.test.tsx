import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { createStore, Provider } from "jotai";
import { activateLocale, i18n, type Locale } from "../../lib/i18n";
import { chatConnectionAtom, ChatStatus, initialChatState } from "./atoms";
import { ConnectionBanner } from "./connection-banner";
import { chatConnection } from "./runtime";

async function renderBanner(locale: Locale, status: ChatStatus) {
  await activateLocale(locale);
  const store = createStore();
  store.set(chatConnectionAtom, { ...initialChatState, status });
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ConnectionBanner />
      </I18nProvider>
    </Provider>,
  );
  return store;
}

describe("ConnectionBanner", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the spec's messages in English and Chinese", async () => {
    await renderBanner("en", ChatStatus.Failed);
    expect(screen.getByRole("alert").textContent).toContain(
      "Failed to connect to customer service",
    );
    await act(() => activateLocale("zh-hans"));
    expect(screen.getByRole("alert").textContent).toContain("连接客服失败");
  });

  it("reports missing connection data and lets the player try again", async () => {
    const retry = vi.spyOn(chatConnection, "retryNow").mockImplementation(() => {});
    await renderBanner("en", ChatStatus.Unavailable);
    expect(screen.getByRole("alert").textContent).toContain(
      "Failed to obtain chat connection data",
    );
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("announces a reconnect politely and says nothing once open", async () => {
    const store = await renderBanner("en", ChatStatus.Retrying);
    expect(screen.getByRole("status").textContent).toBe("Reconnecting to customer service…");
    act(() => store.set(chatConnectionAtom, { ...initialChatState, status: ChatStatus.Open }));
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
