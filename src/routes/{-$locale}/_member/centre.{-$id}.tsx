import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/centre/{-$id}")({
  component: MemberCentreScreen,
});

function MemberCentreScreen() {
  return <ScreenPlaceholder title={<Trans>Member centre</Trans>} />;
}
