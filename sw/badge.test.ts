// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { applyAppBadge } from "./badge.ts";
import { SHOW_NOTIFICATION, isShowNotificationMessage } from "./messages.ts";
import { showAppNotification } from "./notifications.ts";

const badgeNav = () => ({
  setAppBadge: vi.fn().mockResolvedValue(undefined),
  clearAppBadge: vi.fn().mockResolvedValue(undefined),
});

describe("app badge", () => {
  it("sets a positive count and clears at zero", async () => {
    const nav = badgeNav();
    await applyAppBadge(nav, 3);
    await applyAppBadge(nav, 0);
    expect(nav.setAppBadge).toHaveBeenCalledWith(3);
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it("is a no-op where the Badging API is missing or refuses", async () => {
    await expect(applyAppBadge({}, 2)).resolves.toBeUndefined();
    const refusing = {
      setAppBadge: vi.fn().mockRejectedValue(new DOMException("no", "NotAllowedError")),
    };
    await expect(applyAppBadge(refusing, 2)).resolves.toBeUndefined();
  });

  it("is set by the worker with the notification's count", async () => {
    const nav = badgeNav();
    const showNotification = vi.fn().mockResolvedValue(undefined);
    const msg = {
      type: SHOW_NOTIFICATION,
      title: "New letter",
      body: "Hi",
      url: "/member/notice/1",
      tag: "letter-1",
      badge: 4,
    } as const;
    expect(isShowNotificationMessage(msg)).toBe(true);
    expect(isShowNotificationMessage({ ...msg, badge: "4" })).toBe(false);
    await showAppNotification(
      { showNotification } as unknown as ServiceWorkerRegistration,
      msg,
      nav,
    );
    expect(showNotification).toHaveBeenCalled();
    expect(nav.setAppBadge).toHaveBeenCalledWith(4);
    const { badge: _, ...withoutBadge } = msg;
    await showAppNotification(
      { showNotification } as unknown as ServiceWorkerRegistration,
      withoutBadge,
      nav,
    );
    expect(nav.setAppBadge).toHaveBeenCalledTimes(1);
  });
});
