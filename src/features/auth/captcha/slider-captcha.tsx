// Captcha mode 0: the platform's slider puzzle. The player drags the piece (or moves the range
// with the keyboard and presses Verify) into the gap; a match gives a one-use token.
import { useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { getSliderCaptcha, verifySliderCaptcha } from "../../../api/endpoints/auth";
import { isApiError } from "../../../api/client";
import type { SliderCaptcha as Puzzle } from "../../../api/contract/common";
import { SLIDER_CAPTCHA_SIZE } from "../../../api/contract/constants";
import { CheckIcon, RefreshIcon } from "../../../components/icons";

type State = "loading" | "ready" | "verifying" | "done" | "failed";

/** One puzzle per mount: the parent remounts it (a new `key`) for a fresh one. */
export function SliderCaptcha({
  onToken,
  onRetry,
}: {
  onToken: (token: string) => void;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [x, setX] = useState(0);
  const [state, setState] = useState<State>("loading");
  const [message, setMessage] = useState("");

  useEffect(() => {
    const ctrl = new AbortController();
    getSliderCaptcha(ctrl.signal).then(
      (p) => {
        setPuzzle(p);
        setState("ready");
      },
      (e: unknown) => {
        if (ctrl.signal.aborted) return;
        setState("failed");
        setMessage(isApiError(e) ? e.message : t`The verification could not be loaded`);
      },
    );
    return () => ctrl.abort();
  }, [t]);

  async function verify() {
    if (!puzzle || state !== "ready") return;
    setState("verifying");
    try {
      const { captchaToken } = await verifySliderCaptcha({ captchaId: puzzle.captchaId, x });
      setState("done");
      setMessage("");
      onToken(captchaToken);
    } catch (e) {
      // One attempt per puzzle: say why, then offer a fresh one.
      setMessage(isApiError(e) ? e.message : t`Verification failed, try again`);
      setState("failed");
    }
  }

  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0;
  // The board scales down on a narrow screen: the piece sits in shares of the picture, not pixels.
  const share = (px: number, of: number) => `${(px / of) * 100}%`;
  return (
    <fieldset className="slider-captcha">
      <legend>
        <Trans>Security check</Trans>
      </legend>
      {puzzle ? (
        <div
          className="slider-captcha__board"
          style={{ width: puzzle.width, aspectRatio: `${puzzle.width} / ${puzzle.height}` }}
        >
          <img src={puzzle.backgroundUrl} alt="" width={puzzle.width} height={puzzle.height} />
          <img
            className="slider-captcha__piece"
            src={puzzle.pieceUrl}
            alt=""
            width={puzzle.pieceSize}
            height={puzzle.pieceSize}
            style={{
              left: share(x, puzzle.width),
              top: share(puzzle.pieceY, puzzle.height),
              width: share(puzzle.pieceSize, puzzle.width),
            }}
          />
        </div>
      ) : (
        // Room for the board while the puzzle loads: nothing below moves when it arrives.
        <div
          className="slider-captcha__board slider-captcha__board--loading"
          aria-hidden="true"
          style={{
            width: SLIDER_CAPTCHA_SIZE.width,
            aspectRatio: `${SLIDER_CAPTCHA_SIZE.width} / ${SLIDER_CAPTCHA_SIZE.height}`,
          }}
        />
      )}
      {state === "done" ? (
        <p className="slider-captcha__ok" role="status">
          <CheckIcon /> <Trans>Verified</Trans>
        </p>
      ) : (
        <div className="slider-captcha__controls">
          <input
            type="range"
            min={0}
            max={max}
            value={x}
            disabled={state !== "ready"}
            aria-label={t`Slide the piece into the gap`}
            style={puzzle ? { width: puzzle.width } : undefined}
            onChange={(e) => setX(Number(e.target.value))}
            onPointerUp={() => void verify()}
          />
          {state === "failed" ? (
            <button type="button" className="auth-link-button" onClick={onRetry}>
              <RefreshIcon /> <Trans>New puzzle</Trans>
            </button>
          ) : (
            <button
              type="button"
              className="auth-link-button"
              disabled={state !== "ready"}
              onClick={() => void verify()}
            >
              <Trans>Verify</Trans>
            </button>
          )}
        </div>
      )}
      {message ? (
        <p className="auth-error" role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
