// The transfer-free wallet's switch shows the platform's setting and changes it there.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@lingui/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configureApi, resetApiHooks } from "../../../api/hooks";
import { resetRuntimeConfig, setRuntimeConfig } from "../../../api/runtime-config";
import { TransferFreeSwitch } from "./transfer-free-switch";

i18n.loadAndActivate({ locale: "en", messages: {} });

let fetchMock: Mock<typeof fetch>;
let stored = false;
beforeEach(() => {
  stored = false;
  configureApi({ getToken: () => "tok" });
  setRuntimeConfig({ apiBase: "", encryptionKey: "k" });
  // The platform's two calls, answered as the reference platform answers them.
  fetchMock = vi.fn(async (url, init) => {
    if (String(url).endsWith("/SetWalletSettings")) {
      stored = (JSON.parse(String(init!.body)) as { transferFree: boolean }).transferFree;
    }
    const result = { transferFree: stored };
    return new Response(JSON.stringify({ ok: true, result, error: null, message: "" }));
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetApiHooks();
  resetRuntimeConfig();
});

describe("TransferFreeSwitch", () => {
  it("reads the setting, turns it on at the platform and explains what it does", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider i18n={i18n}>
          <TransferFreeSwitch />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole("switch", { name: "Transfer-free wallet" });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(toggle.getAttribute("aria-describedby")).toBeTruthy();
    const hint = document.getElementById(toggle.getAttribute("aria-describedby")!);
    expect(hint?.textContent).toContain("entering a game moves all your money into that game");

    fireEvent.click(toggle);
    await waitFor(() => expect(stored).toBe(true));
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    const set = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/SetWalletSettings"));
    expect(set![1]!.method).toBe("POST");
  });
});
