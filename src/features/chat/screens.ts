// Route entry of the chat feature: src/routes/{-$locale}/message*.tsx import the screens from here
// (not from index.ts, which the shell imports) so the router's code splitting keeps them lazy.
export { ConversationScreen } from "./conversation-screen";
export { MessageListScreen } from "./message-list-screen";
