// The slider puzzle as a keyboard player uses it: the instruction is on screen and read with the
// control, the arrow keys move the piece (Shift and Page Up/Down in big steps), Enter checks it.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { keyMove, SliderCaptcha, SLIDER_BIG_STEP, SLIDER_STEP } from "./slider-captcha";

vi.mock("../../../api/endpoints/auth", () => ({
  getSliderCaptcha: vi.fn(async () => ({
    captchaId: "c1",
    width: 280,
    height: 160,
    pieceSize: 44,
    pieceY: 40,
    backgroundUrl: "data:image/png;base64,",
    pieceUrl: "data:image/png;base64,",
    expiresInSec: 120,
  })),
  verifySliderCaptcha: vi.fn(async () => ({ captchaToken: "tok" })),
}));
const endpoints = await import("../../../api/endpoints/auth");

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("slider puzzle", () => {
  it("moves by small and big steps within the picture", () => {
    expect(keyMove("ArrowRight", false, 10, 236)).toBe(10 + SLIDER_STEP);
    expect(keyMove("ArrowLeft", true, 10, 236)).toBe(0);
    expect(keyMove("PageUp", false, 10, 236)).toBe(10 + SLIDER_BIG_STEP);
    expect(keyMove("End", false, 10, 236)).toBe(236);
    expect(keyMove("ArrowRight", false, 236, 236)).toBe(236);
    expect(keyMove("a", false, 10, 236)).toBeNull();
  });

  it("says what to do, moves the piece with the keys and checks on Enter", async () => {
    const onToken = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <SliderCaptcha onToken={onToken} onRetry={() => {}} />
      </I18nProvider>,
    );
    const handle = await screen.findByRole("slider", { name: "Slide the piece into the gap" });
    await vi.waitFor(() => expect((handle as HTMLInputElement).disabled).toBe(false));
    const how = document.getElementById(handle.getAttribute("aria-describedby")!);
    expect(how?.textContent).toMatch(/use the arrow keys and press Enter/);
    fireEvent.keyDown(handle, { key: "PageUp" });
    fireEvent.keyDown(handle, { key: "ArrowRight", shiftKey: true });
    fireEvent.keyDown(handle, { key: "ArrowRight" });
    expect(handle.getAttribute("aria-valuetext")).toBe("Piece at 42 of 236");
    const piece = document.querySelector<HTMLElement>(".slider-captcha__piece")!;
    expect(piece.style.left).toBe(`${(42 / 280) * 100}%`);
    await act(async () => void fireEvent.keyDown(handle, { key: "Enter" }));
    expect(endpoints.verifySliderCaptcha).toHaveBeenCalledWith({ captchaId: "c1", x: 42 });
    expect(onToken).toHaveBeenCalledWith("tok");
    expect(screen.getByText("Verified")).toBeTruthy();
  });
});
