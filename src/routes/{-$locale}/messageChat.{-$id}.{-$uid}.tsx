import { createFileRoute } from "@tanstack/react-router";
import { chatParams } from "../../features/chat/route-params";
import { ConversationScreen } from "../../features/chat/screens";

// Conversation (docs/product.md §2 `messageChat/{id?}{uid?}`): `id` a conversation of this guest or member,
// `uid` the service agent; without an id the conversation with `uid` (or the default agent) opens.
export const Route = createFileRoute("/{-$locale}/messageChat/{-$id}/{-$uid}")({
  staticData: { anonymous: true, hideFooter: true },
  params: chatParams,
  component: Conversation,
});

function Conversation() {
  const { id, uid } = Route.useParams();
  return <ConversationScreen id={id} uid={uid} />;
}
