import { createFileRoute } from "@tanstack/react-router";
import { LettersScreen } from "../../../features/letters";

export const Route = createFileRoute("/{-$locale}/_member/member/notice/{-$id}")({
  staticData: { hideFooter: true },
  component: LettersRoute,
});

function LettersRoute() {
  const { id } = Route.useParams();
  const n = Number(id);
  return <LettersScreen key={id ?? ""} id={Number.isInteger(n) && n > 0 ? n : undefined} />;
}
