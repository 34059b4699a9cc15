import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/goto-lt-game/{-$gameid}/{-$code}")({
  staticData: { anonymous: true, hideFooter: true },
  component: LotteryGameScreen,
});

function LotteryGameScreen() {
  return <ScreenPlaceholder title={<Trans>Enter lottery game</Trans>} />;
}
