// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noteUnread, unreadTotal } from "./app-badge";

describe("app badge from the page", () => {
  const setAppBadge = vi.fn().mockResolvedValue(undefined);
  const clearAppBadge = vi.fn().mockResolvedValue(undefined);
  beforeEach(() => {
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    noteUnread("letters", 0);
    noteUnread("chat", 0);
    setAppBadge.mockClear();
    clearAppBadge.mockClear();
  });
  afterEach(() => {
    delete (navigator as Partial<Navigator>).setAppBadge;
    delete (navigator as Partial<Navigator>).clearAppBadge;
  });

  it("shows unread letters plus unread chat messages, once per change", () => {
    noteUnread("letters", 2);
    noteUnread("chat", 3);
    noteUnread("chat", 3);
    expect(unreadTotal()).toBe(5);
    expect(setAppBadge.mock.calls).toEqual([[2], [5]]);
  });

  it("clears when everything is read (and at logout, when both counts drop to 0)", () => {
    noteUnread("letters", 1);
    noteUnread("chat", 1);
    noteUnread("letters", 0);
    expect(clearAppBadge).not.toHaveBeenCalled();
    noteUnread("chat", 0);
    expect(clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it("does nothing where the Badging API is missing", () => {
    delete (navigator as Partial<Navigator>).setAppBadge;
    delete (navigator as Partial<Navigator>).clearAppBadge;
    expect(() => noteUnread("letters", 4)).not.toThrow();
    expect(setAppBadge).not.toHaveBeenCalled();
  });
});
