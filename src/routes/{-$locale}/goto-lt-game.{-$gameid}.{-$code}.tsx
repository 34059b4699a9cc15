import { createFileRoute } from "@tanstack/react-router";
import { LotteryLaunch } from "../../features/games";

export const Route = createFileRoute("/{-$locale}/goto-lt-game/{-$gameid}/{-$code}")({
  staticData: { anonymous: true, hideFooter: true },
  component: LotteryGameScreen,
});

function LotteryGameScreen() {
  const { gameid, code } = Route.useParams();
  return <LotteryLaunch gameId={gameid} code={code} />;
}
