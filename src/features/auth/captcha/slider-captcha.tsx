// Captcha mode 0: the platform's slider puzzle. The player moves the piece into the gap with the
// large handle under the picture: dragged (checked on release), or with the keyboard — the arrow
// keys move it a little, Page Up/Down or Shift+arrow a lot, Home/End to the ends, Enter checks.
// The instruction is on screen and read with the control. A match gives a one-use token.
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { getSliderCaptcha, verifySliderCaptcha } from "../../../api/endpoints/auth";
import { isApiError } from "../../../api/client";
import type { SliderCaptcha as Puzzle } from "../../../api/contract/common";
import { SLIDER_CAPTCHA_SIZE } from "../../../api/contract/constants";
import { CheckIcon, RefreshIcon } from "../../../components/icons";

type State = "loading" | "ready" | "verifying" | "done" | "failed";

/** Pixels of the picture one arrow key moves the piece; a big step (Page Up/Down, Shift). */
export const SLIDER_STEP = 2;
export const SLIDER_BIG_STEP = 20;

/** Where a key moves the piece (null: not a key the control handles). */
export function keyMove(key: string, shift: boolean, x: number, max: number): number | null {
  const step = shift ? SLIDER_BIG_STEP : SLIDER_STEP;
  const to =
    key === "ArrowRight" || key === "ArrowUp"
      ? x + step
      : key === "ArrowLeft" || key === "ArrowDown"
        ? x - step
        : key === "PageUp"
          ? x + SLIDER_BIG_STEP
          : key === "PageDown"
            ? x - SLIDER_BIG_STEP
            : key === "Home"
              ? 0
              : key === "End"
                ? max
                : null;
  return to === null ? null : Math.min(max, Math.max(0, to));
}

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
  const howId = useId();

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
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      void verify();
      return;
    }
    const to = keyMove(e.key, e.shiftKey, x, max);
    if (to === null) return;
    e.preventDefault();
    setX(to);
  };
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
          <p id={howId} className="slider-captcha__how">
            <Trans>
              Move the handle until the piece fills the gap in the picture: drag it and let go, or
              use the arrow keys and press Enter.
            </Trans>
          </p>
          <input
            type="range"
            className="slider-captcha__handle"
            min={0}
            max={max}
            step={SLIDER_STEP}
            value={x}
            disabled={state !== "ready"}
            aria-label={t`Slide the piece into the gap`}
            aria-describedby={howId}
            aria-valuetext={t`Piece at ${x} of ${max}`}
            style={puzzle ? { width: puzzle.width } : undefined}
            onChange={(e) => setX(Number(e.target.value))}
            onKeyDown={onKey}
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
