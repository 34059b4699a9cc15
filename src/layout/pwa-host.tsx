// The PWA chrome (worker, update prompt, offline banner, notifications, icon badge, install offer)
// fed with what it shows from the features that own it: the unread letters, the chat's unread
// messages, and whether this is the native app shell or an operator's preview (nothing to install).
// Its own component, so a new count re-renders only this, not the whole frame.
import { useAtomValue, useStore } from "jotai";
import { chatUnreadAtom } from "../features/chat";
import { useUnreadLetterCount } from "../features/letters";
import { currentPreview, isPreviewMode } from "../features/preview";
import { PwaChrome } from "../features/pwa";
import { appFlagAtom } from "../features/shell";

export function PwaHost() {
  const store = useStore();
  const letters = useUnreadLetterCount();
  const chat = useAtomValue(chatUnreadAtom);
  const inApp = useAtomValue(appFlagAtom) || currentPreview().isApp || isPreviewMode();
  return (
    <PwaChrome
      letters={letters}
      chat={chat}
      chatUnread={() => store.get(chatUnreadAtom)}
      inApp={inApp}
    />
  );
}
