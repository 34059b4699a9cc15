import { beforeAll, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  declineUpdate,
  DECLINE_GRACE_MS,
  getUpdateState,
  offerUpdate,
  reloadOnce,
} from "./registration";
import { UpdatePrompt } from "./update-prompt";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("UpdatePrompt", () => {
  it("stays hidden until a new version waits", () => {
    render(
      <I18nProvider i18n={i18n}>
        <UpdatePrompt />
      </I18nProvider>,
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("offers Refresh and Later, and Later hides it", () => {
    act(() => offerUpdate());
    render(
      <I18nProvider i18n={i18n}>
        <UpdatePrompt />
      </I18nProvider>,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Update available, refresh now?" });
    expect(dialog).toBeTruthy();
    const refresh = screen.getByRole("button", { name: "Refresh" });
    expect(document.activeElement).toBe(refresh);
    expect(screen.getByRole("button", { name: "Later" })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole("button", { name: "Later" })));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("declining", () => {
  it("a check right after Later does not ask again; the next one does", () => {
    act(() => declineUpdate(1_000));
    act(() => offerUpdate(1_000 + 17));
    expect(getUpdateState().prompt).toBe(false);
    act(() => offerUpdate(1_000 + DECLINE_GRACE_MS));
    expect(getUpdateState().prompt).toBe(true);
  });
});

describe("reloadOnce", () => {
  it("reloads a single time however many activation events arrive", () => {
    const reload = vi.fn();
    reloadOnce(reload);
    reloadOnce(reload);
    reloadOnce(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
