import { createFileRoute } from "@tanstack/react-router";
import { LetterBox } from "../../../api/contract/constants";
import { LettersScreen, letterBoxQueryOptions } from "../../../features/letters";
import { loadQuery, preloadQuery } from "../../../features/shell";

export const Route = createFileRoute("/{-$locale}/_member/member/notice/{-$id}")({
  staticData: { hideFooter: true },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      loadQuery(queryClient, letterBoxQueryOptions(LetterBox.Inbox)),
      // A letter opened by id may be in the outbox.
      preloadQuery(queryClient, letterBoxQueryOptions(LetterBox.Outbox)),
    ]),
  component: LettersRoute,
});

function LettersRoute() {
  const { id } = Route.useParams();
  const n = Number(id);
  return <LettersScreen key={id ?? ""} id={Number.isInteger(n) && n > 0 ? n : undefined} />;
}
