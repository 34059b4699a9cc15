import { useState } from "react";
import { CaptchaMode } from "../../../api/contract/constants";
import { ScriptCaptchaField } from "./script-captcha-field";
import { SliderCaptcha } from "./slider-captcha";

/** The tenant's captcha (docs/product.md §3 appVerifyMode), or nothing when it does not ask for one. */
export function CaptchaField({
  required,
  mode,
  onToken,
  resetKey,
}: {
  required: boolean;
  mode: number | undefined;
  onToken: (token: string | null) => void;
  resetKey: number;
}) {
  const [round, setRound] = useState(0);
  if (!required) return null;
  return mode === CaptchaMode.Script ? (
    <ScriptCaptchaField onToken={onToken} resetKey={resetKey} />
  ) : (
    <SliderCaptcha
      key={`${resetKey}:${round}`}
      onToken={onToken}
      onRetry={() => setRound((n) => n + 1)}
    />
  );
}
