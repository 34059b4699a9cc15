// The PWA chrome (worker, update prompt, offline banner, notifications, icon badge) fed with what
// it shows from the features that own it: the unread letters and the chat's unread messages. Its
// own component, so a new count re-renders only this, not the whole frame.
import { useAtomValue, useStore } from "jotai";
import { chatUnreadAtom } from "../features/chat";
import { useUnreadLetterCount } from "../features/letters";
import { PwaChrome } from "../features/pwa";

export function PwaHost() {
  const store = useStore();
  const letters = useUnreadLetterCount();
  const chat = useAtomValue(chatUnreadAtom);
  return <PwaChrome letters={letters} chat={chat} chatUnread={() => store.get(chatUnreadAtom)} />;
}
