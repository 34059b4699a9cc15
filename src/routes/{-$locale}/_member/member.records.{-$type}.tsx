import { createFileRoute } from "@tanstack/react-router";
import { plateTypesQueryOptions } from "../../../api/endpoints/wallet";
import { RecordsScreen } from "../../../features/records";
import { recordsParams } from "../../../features/records/route-params";
import { loadQuery } from "../../../features/shell";

export const Route = createFileRoute("/{-$locale}/_member/member/records/{-$type}")({
  staticData: { hideFooter: true },
  params: recordsParams,
  // The platform filter lists every wallet; the records themselves follow the filters.
  loader: ({ context }) => loadQuery(context.queryClient, plateTypesQueryOptions()),
  component: RecordsRoute,
});

function RecordsRoute() {
  const { type } = Route.useParams();
  return <RecordsScreen type={type} />;
}
