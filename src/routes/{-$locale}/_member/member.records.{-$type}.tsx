import { createFileRoute } from "@tanstack/react-router";
import { RecordsScreen, RecordType } from "../../../features/records";

export const Route = createFileRoute("/{-$locale}/_member/member/records/{-$type}")({
  staticData: { hideFooter: true },
  component: RecordsRoute,
});

function RecordsRoute() {
  const { type } = Route.useParams();
  return <RecordsScreen type={type === RecordType.Trade ? RecordType.Trade : RecordType.Game} />;
}
