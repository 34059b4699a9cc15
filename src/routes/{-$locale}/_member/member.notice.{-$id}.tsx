import { createFileRoute } from "@tanstack/react-router";
import { LetterBox } from "../../../api/contract/constants";
import { LettersScreen, letterBoxQueryOptions } from "../../../features/letters";
import { loadQuery, preloadQuery } from "../../../features/shell";
import { optionalIdParams } from "../../../lib/route-params";

export const Route = createFileRoute("/{-$locale}/_member/member/notice/{-$id}")({
  staticData: { hideFooter: true },
  params: optionalIdParams,
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
  return <LettersScreen key={id ?? ""} id={id} />;
}
