// Integration point owned by the chat feature. The shell mounts <ChatBootstrap /> once in the root
// (it runs guest/member init per spec §4) and reads `chatUnreadAtom` for the messages tab badge.
import { atom } from "jotai";

export const chatUnreadAtom = atom(0);

export function ChatBootstrap() {
  return null;
}
