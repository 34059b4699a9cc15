// Customer-service chat (spec §4 "Chat connection", §7 "Chat"). The shell mounts <ChatBootstrap />
// once in the root and reads `chatUnreadAtom` for the messages tab badge; the logout flow may call
// `reinitChatGuest()` (the bootstrap also re-inits the guest when it sees the session end).
export { chatConnectionAtom, chatUnreadAtom, ChatStatus, type ChatConnectionState } from "./atoms";
export { ChatBootstrap } from "./bootstrap";
export { ConversationScreen } from "./conversation-screen";
export { MessageListScreen } from "./message-list-screen";
export { reinitChatGuest, retryChatConnection } from "./runtime";
export { formatChatTime } from "./time-format";
