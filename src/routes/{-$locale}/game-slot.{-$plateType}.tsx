import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/game-slot/{-$plateType}")({
  staticData: { anonymous: true },
  component: SlotGamesScreen,
});

function SlotGamesScreen() {
  return <ScreenPlaceholder title={<Trans>Slot games</Trans>} />;
}
