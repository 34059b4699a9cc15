import { createFileRoute } from "@tanstack/react-router";
import { LobbyScreen, validateLobbySearch, type LobbySearch } from "../../features/lobby";

export const Route = createFileRoute("/{-$locale}/subgame/{-$plateType}")({
  staticData: { anonymous: true },
  validateSearch: validateLobbySearch,
  component: GameLobbyScreen,
});

function GameLobbyScreen() {
  const { plateType } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (next: LobbySearch) =>
    void navigate({ search: next, replace: true, resetScroll: false });
  return (
    <LobbyScreen
      kind="subgame"
      plateType={plateType}
      search={search}
      onSearchChange={onSearchChange}
    />
  );
}
