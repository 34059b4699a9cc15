import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { activateLocale, i18n, type Locale } from "../../../lib/i18n";
import { ReauthField, useReauth } from "./reauth-field";

/**
 * A form that sends what useReauth proves, or nothing when its check finds a problem. `noValidate`
 * like every form of the app: the app's own message, not the browser's, explains a refusal.
 */
function Form({ twoFactor, send }: { twoFactor: boolean; send: (p: unknown) => void }) {
  const reauth = useReauth(twoFactor);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!reauth.check()) void reauth.proof({ action: "contact" }).then(send);
      }}
    >
      <ReauthField {...reauth.field} />
      <button type="submit">Save</button>
    </form>
  );
}

async function renderForm(locale: Locale, twoFactor: boolean) {
  await activateLocale(locale);
  const send = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <Form twoFactor={twoFactor} send={send} />
    </I18nProvider>,
  );
  return send;
}

describe("re-authentication of a sensitive change", () => {
  it("asks for the login password (a named password field) and sends it as passWord", async () => {
    const send = await renderForm("en", false);
    const field = screen.getByLabelText("Login password");
    expect(field.getAttribute("type")).toBe("password");
    expect(field.getAttribute("autocomplete")).toBe("current-password");
    expect(screen.getByRole("button", { name: "Show password" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter your login password to confirm");
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: "quiet-harbour-71" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ passWord: "quiet-harbour-71" }));
  });

  it("with 2FA on asks for the current code instead and sends it as code, in Chinese too", async () => {
    const send = await renderForm("zh-hans", true);
    const field = screen.getByLabelText("验证器动态码");
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    fireEvent.change(field, { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("请输入验证器的 6 位动态码以确认");
    fireEvent.change(field, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ code: "123456" }));
  });
});
