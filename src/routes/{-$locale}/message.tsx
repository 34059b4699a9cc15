import { createFileRoute } from "@tanstack/react-router";
import { MessageListScreen } from "../../features/chat/screens";

// Chat list (docs/product.md §2): public, guests chat too; the messages tab leads here.
export const Route = createFileRoute("/{-$locale}/message")({
  staticData: { anonymous: true },
  component: MessageListScreen,
});
