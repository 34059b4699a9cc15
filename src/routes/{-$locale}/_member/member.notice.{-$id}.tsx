import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/_member/member/notice/{-$id}")({
  staticData: { hideFooter: true },
  component: LettersScreen,
});

function LettersScreen() {
  return <ScreenPlaceholder title={<Trans>Letters</Trans>} />;
}
