import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import type { Letter } from "../../api/contract/news";
import { SHOW_NOTIFICATION } from "../../../sw/messages.ts";
import { chatNotification } from "./chat-notifications";
import { newlyUnread } from "./letter-notifications";
import { notifyWhenHidden } from "./notifications";

const letter = (id: number, nstatus: number, box = 0): Letter => ({
  id,
  box,
  nstatus,
  title: `L${id}`,
  content: "",
  from: "Customer service",
  to: "demo",
  createdAt: "2026-01-01T00:00:00Z",
});

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("letters", () => {
  it("records a baseline on the first poll instead of notifying old letters", () => {
    expect(newlyUnread([letter(1, 0)], undefined)).toEqual([]);
  });
  it("notifies only unread inbox letters not seen before", () => {
    const fresh = newlyUnread([letter(1, 0), letter(2, 0), letter(3, 1), letter(4, 0, 1)], [1]);
    expect(fresh.map((l) => l.id)).toEqual([2]);
  });
});

describe("chat", () => {
  it("links a service reply to its conversation", () => {
    const n = chatNotification({
      id: 9,
      conversationId: 42,
      sender: "agent",
      senderName: "Amy",
      content: "Hello",
    });
    expect(n).toMatchObject({ url: "/messageChat/42", tag: "chat-42", body: "Hello" });
    expect(n?.title).toContain("Amy");
  });
  it("ignores the player's own messages and malformed events", () => {
    expect(chatNotification({ conversationId: 1, sender: "guest", content: "hi" })).toBeNull();
    expect(chatNotification(null)).toBeNull();
    expect(chatNotification({ content: "x" })).toBeNull();
  });
});

describe("notifyWhenHidden", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(document, "hidden", { configurable: true, value: false });
  });

  function stub(permission: NotificationPermission) {
    const postMessage = vi.fn();
    vi.stubGlobal("Notification", { permission, requestPermission: vi.fn() });
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { ready: Promise.resolve({ active: { postMessage } }) },
    });
    return postMessage;
  }

  it("asks the worker to notify only while hidden and with permission", async () => {
    const postMessage = stub("granted");
    Object.defineProperty(document, "hidden", { configurable: true, value: false });
    expect(await notifyWhenHidden({ title: "t", body: "b", url: "/x", tag: "t" })).toBe(false);
    Object.defineProperty(document, "hidden", { configurable: true, value: true });
    expect(await notifyWhenHidden({ title: "t", body: "b", url: "/x", tag: "t" })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({
      type: SHOW_NOTIFICATION,
      title: "t",
      body: "b",
      url: "/x",
      tag: "t",
    });
  });

  it("stays silent without permission", async () => {
    const postMessage = stub("default");
    Object.defineProperty(document, "hidden", { configurable: true, value: true });
    expect(await notifyWhenHidden({ title: "t", body: "b", url: "/x", tag: "t" })).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
