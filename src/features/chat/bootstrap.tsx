// Mounted once in the root layout: starts the chat for the guest or the logged-in member when the
// tenant has chat on (docs/product.md §4), and switches identity on login and logout. Renders nothing.
// The connection's code (socket, tickets, device id, the chat calls: ~1.8 kB gzip) loads on its
// own once chat is on, never in the app's first chunk, and never for a tenant without chat.
import { useEffect } from "react";
import { useAtomValue, useStore } from "jotai";
import { isLoggedInAtom, uidAtom } from "../session";
import { useChatEnabled } from "../shell";
import { chatUnreadAtom } from "./atoms";
import type * as ChatRuntime from "./runtime";

let runtime: Promise<typeof ChatRuntime> | null = null;

export function ChatBootstrap() {
  const store = useStore();
  const enabled = useChatEnabled();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const uid = useAtomValue(uidAtom);
  const memberUid = loggedIn && uid !== null ? uid : null;

  useEffect(() => {
    // Chat off and never started: nothing to stop, nothing to load.
    if (!enabled && runtime === null) return;
    runtime ??= import("./runtime");
    let current = true;
    // Callbacks on one promise run in order; a newer state makes an older one stale.
    void runtime.then(({ syncChat }) => {
      if (current) syncChat({ store, enabled, memberUid });
    });
    return () => {
      current = false;
    };
  }, [store, enabled, memberUid]);

  useEffect(() => {
    // A new identity starts from its own count (the socket's open fetches it).
    store.set(chatUnreadAtom, 0);
  }, [store, memberUid]);

  return null;
}
