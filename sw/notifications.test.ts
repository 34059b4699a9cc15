// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { NAVIGATE, SHOW_NOTIFICATION, isShowNotificationMessage, safeAppPath } from "./messages.ts";
import { openNotificationTarget, showAppNotification } from "./notifications.ts";

const origin = "https://classic.example";

function fakeNotification(url: unknown) {
  return { data: { url }, close: vi.fn() } as unknown as Notification;
}

describe("showAppNotification", () => {
  it("shows a tagged notification carrying a same-origin url", async () => {
    const showNotification = vi.fn().mockResolvedValue(undefined);
    await showAppNotification({ showNotification } as unknown as ServiceWorkerRegistration, {
      type: SHOW_NOTIFICATION,
      title: "New message",
      body: "hello",
      url: "https://evil.example/phish",
      tag: "chat-1",
    });
    expect(showNotification).toHaveBeenCalledWith(
      "New message",
      expect.objectContaining({ body: "hello", tag: "chat-1", data: { url: "/" } }),
    );
  });
});

describe("notification tap", () => {
  it("focuses an open window and routes it without a reload", async () => {
    const postMessage = vi.fn();
    const client = { url: `${origin}/home`, focus: vi.fn(), postMessage };
    client.focus.mockResolvedValue(client);
    const clients = { matchAll: vi.fn().mockResolvedValue([client]), openWindow: vi.fn() };
    const n = fakeNotification("/messageChat/7");
    await openNotificationTarget(clients as unknown as Clients, n, origin);
    expect(n.close).toHaveBeenCalled();
    expect(client.focus).toHaveBeenCalled();
    expect(postMessage).toHaveBeenCalledWith({ type: NAVIGATE, url: "/messageChat/7" });
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it("still routes the window when the browser refuses to focus it", async () => {
    const postMessage = vi.fn();
    const client = {
      url: `${origin}/`,
      focus: vi.fn().mockRejectedValue(new Error("not allowed")),
      postMessage,
    };
    const clients = { matchAll: vi.fn().mockResolvedValue([client]), openWindow: vi.fn() };
    await openNotificationTarget(clients as unknown as Clients, fakeNotification("/x"), origin);
    expect(postMessage).toHaveBeenCalledWith({ type: NAVIGATE, url: "/x" });
  });

  it("opens a window at the url when the app is closed", async () => {
    const clients = { matchAll: vi.fn().mockResolvedValue([]), openWindow: vi.fn() };
    await openNotificationTarget(
      clients as unknown as Clients,
      fakeNotification("/member/notice/3"),
      origin,
    );
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/member/notice/3`);
  });
});

describe("messages", () => {
  it("validates notification requests", () => {
    expect(isShowNotificationMessage({ type: SHOW_NOTIFICATION, title: "a" })).toBe(false);
    expect(
      isShowNotificationMessage({
        type: SHOW_NOTIFICATION,
        title: "a",
        body: "",
        url: "/",
        tag: "t",
      }),
    ).toBe(true);
  });
  it("only allows same-origin paths", () => {
    expect(safeAppPath("//evil.example")).toBe("/");
    expect(safeAppPath("javascript:alert(1)")).toBe("/");
    expect(safeAppPath("/setting")).toBe("/setting");
  });
});
