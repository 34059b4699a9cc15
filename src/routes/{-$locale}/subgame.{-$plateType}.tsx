import { createFileRoute } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { ScreenPlaceholder } from "../../components/screen-placeholder";

export const Route = createFileRoute("/{-$locale}/subgame/{-$plateType}")({
  staticData: { anonymous: true },
  component: GameLobbyScreen,
});

function GameLobbyScreen() {
  return <ScreenPlaceholder title={<Trans>Game lobby</Trans>} />;
}
