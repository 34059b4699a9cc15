// Captcha mode 1 in the form: loads the service script and renders its widget.
import { useEffect, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { runtimeConfigNow } from "../../../api/runtime-config";
import { CAPTCHA_SCRIPT_URL, loadCaptchaService, type CaptchaWidget } from "./script-captcha";

export function ScriptCaptchaField({
  onToken,
  resetKey,
}: {
  onToken: (token: string | null) => void;
  resetKey: number;
}) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<CaptchaWidget | null>(null);
  const [failed, setFailed] = useState(false);
  // Solved for which reset round; a reset makes it stale without an effect setting state.
  const [doneFor, setDoneFor] = useState<number | null>(null);
  const round = useRef(resetKey);
  useEffect(() => {
    round.current = resetKey;
  }, [resetKey]);
  const done = doneFor === resetKey;

  useEffect(() => {
    let live = true;
    loadCaptchaService(runtimeConfigNow().captchaScriptUrl ?? CAPTCHA_SCRIPT_URL).then(
      (service) => {
        if (!live || !box.current) return;
        widget.current = service.render(box.current, {
          lang: i18n.locale,
          onSuccess: (token) => {
            setDoneFor(round.current);
            onToken(token);
          },
          onError: () => onToken(null),
        });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      widget.current?.destroy();
      widget.current = null;
    };
    // The widget is created once per mount; the language is fixed while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (resetKey > 0) widget.current?.reset();
  }, [resetKey]);

  return (
    <fieldset className="script-captcha">
      <legend>
        <Trans>Security check</Trans>
      </legend>
      <div ref={box} data-captcha-done={done ? "true" : "false"} />
      {failed ? (
        <p className="auth-error" role="alert">
          <Trans>The verification could not be loaded</Trans>
        </p>
      ) : null}
    </fieldset>
  );
}
