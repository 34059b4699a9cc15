// @vitest-environment node
// A person's reply from the service desk while the player's app is in the background raises a
// system notification (docs/desk.md, "What an agent does" 4): the real platform over HTTP and
// websockets, an agent claiming and replying at the desk, and the app's own chat connection
// (src/features/chat/runtime.ts) and notification listener on the player's side. The page's
// globals are stand-ins (the platform runs in this process, under Node): a hidden document,
// notifications granted, and a service worker whose messages the test reads.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import { SHOW_NOTIFICATION, type ShowNotificationMessage } from "../sw/messages.ts";
import { startDeskPlatform } from "../server/modules/desk/test-desk.ts";
import { chatConnection } from "../src/features/chat/runtime";
import { listenForChatMessages } from "../src/features/pwa/chat-notifications";

let p: Awaited<ReturnType<typeof startDeskPlatform>>;
beforeAll(async () => {
  p = await startDeskPlatform();
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
afterAll(() => p.close());
afterEach(() => {
  chatConnection.stop();
  vi.unstubAllGlobals();
});

/** A page in the background whose service worker shows what the page asks it to. */
function hiddenPage() {
  const shown: ShowNotificationMessage[] = [];
  const Notification = { permission: "granted", requestPermission: vi.fn() };
  vi.stubGlobal("Notification", Notification);
  vi.stubGlobal("window", Object.assign(new EventTarget(), { Notification }));
  vi.stubGlobal("document", { hidden: true });
  vi.stubGlobal("navigator", {
    serviceWorker: {
      ready: Promise.resolve({
        active: { postMessage: (m: ShowNotificationMessage) => shown.push(m) },
      }),
    },
  });
  return shown;
}

/** The app's chat connection for a guest, its socket opened through the platform's Host. */
function connect(guestId: string, server: string) {
  vi.stubGlobal("WebSocket", function SocketThroughHost(url: string) {
    return p.api.socket(url).ws;
  });
  chatConnection.start(guestId, async () => ({
    guestId,
    member: false,
    server,
    renew: async () =>
      (await p.api.call<{ server: string }>("GET", `/api/v3/vip-im/connect?guestId=${guestId}`))
        .body.result.server,
  }));
}

describe("a desk agent's reply while the app is in the background", () => {
  it("raises a notification with the agent's name and the reply, opening the conversation", async () => {
    const shown = hiddenPage();
    const stop = listenForChatMessages();
    const w = await p.waitingGuest("th");
    connect(w.guest.guestId, w.guest.connect.server);
    await vi.waitFor(() => expect(chatConnection.current.status).toBe("open"), {
      timeout: 5000,
    });

    const session = await p.signIn();
    const desk = (path: string, json: unknown = {}) =>
      p.api.call("POST", `/api/desk/conversations/${w.conversation.id}${path}`, {
        token: session.token,
        json,
      });
    expect((await desk("/claim")).status).toBe(200);
    expect((await desk("/reply", { content: "สวัสดีค่ะ", clientMsgId: "n1" })).status).toBe(200);

    // The claim's "has joined" notice and the reply, each under the agent's name.
    await vi.waitFor(() => expect(shown.length).toBe(2), { timeout: 5000 });
    const reply = shown.at(-1)!;
    expect(reply).toMatchObject({
      type: SHOW_NOTIFICATION,
      title: `New message from ${session.agent.name}`,
      body: "สวัสดีค่ะ",
      url: `/messageChat/${w.conversation.id}`,
      tag: `chat-${w.conversation.id}`,
    });
    stop();
  });
});
