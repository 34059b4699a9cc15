import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { resetRuntimeConfig, setRuntimeConfig } from "../../../api/runtime-config";
import { ScriptCaptchaField } from "./script-captcha-field";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(() => {
  resetRuntimeConfig();
  document.head.querySelectorAll("script").forEach((s) => s.remove());
});

const scripts = () =>
  [...document.head.querySelectorAll("script")].map((s) => s.getAttribute("src"));

function renderField() {
  render(
    <I18nProvider i18n={i18n}>
      <ScriptCaptchaField onToken={() => {}} resetKey={0} />
    </I18nProvider>,
  );
}

describe("ScriptCaptchaField", () => {
  it("loads the vendor script the operator configured", () => {
    setRuntimeConfig({ apiBase: "", encryptionKey: "k", captchaScriptUrl: "/vendor/captcha.js" });
    renderField();
    expect(scripts()).toEqual(["/vendor/captcha.js"]);
  });

  it("loads the default script without one", () => {
    setRuntimeConfig({ apiBase: "", encryptionKey: "k" });
    renderField();
    expect(scripts()).toEqual(["/captcha/captcha-sdk.js"]);
  });
});
