// Mounted once in the root layout: starts the chat for the guest or the logged-in member when the
// tenant has chat on (spec §4), and switches identity on login and logout. Renders nothing.
import { useEffect } from "react";
import { useAtomValue, useStore } from "jotai";
import { isLoggedInAtom, uidAtom } from "../session";
import { useChatEnabled } from "../shell";
import { chatUnreadAtom } from "./atoms";
import { syncChat } from "./runtime";

export function ChatBootstrap() {
  const store = useStore();
  const enabled = useChatEnabled();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const uid = useAtomValue(uidAtom);
  const memberUid = loggedIn && uid !== null ? uid : null;

  useEffect(() => {
    syncChat({ store, enabled, memberUid });
  }, [store, enabled, memberUid]);

  useEffect(() => {
    // A new identity starts from its own count (the socket's open fetches it).
    store.set(chatUnreadAtom, 0);
  }, [store, memberUid]);

  return null;
}
