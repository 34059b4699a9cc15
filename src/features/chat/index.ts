// Customer-service chat (docs/product.md §4 "Chat connection", §7 "Chat"). The shell mounts <ChatBootstrap />
// once in the root and reads `chatUnreadAtom` for the messages tab badge. The bootstrap follows the
// session: login switches the chat to the member, and any end of the session (logout, an expired
// token, another tab's logout) re-initialises the guest.
// The screens are exported from ./screens for the routes only, so that they load with their
// routes and do not weigh on the shell, which imports this file.
export { chatUnreadAtom } from "./atoms";
export { ChatBootstrap } from "./bootstrap";
