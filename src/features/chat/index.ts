// Customer-service chat (spec §4 "Chat connection", §7 "Chat"). The shell mounts <ChatBootstrap />
// once in the root and reads `chatUnreadAtom` for the messages tab badge; the logout flow may call
// `reinitChatGuest()` (the bootstrap also re-inits the guest when it sees the session end).
// The screens are exported from ./screens for the routes only, so that they load with their
// routes and do not weigh on the shell, which imports this file.
export { chatConnectionAtom, chatUnreadAtom, ChatStatus, type ChatConnectionState } from "./atoms";
export { ChatBootstrap } from "./bootstrap";
export { reinitChatGuest, retryChatConnection } from "./runtime";
export { formatChatTime } from "./time-format";
