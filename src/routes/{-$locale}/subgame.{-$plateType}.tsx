import { createFileRoute } from "@tanstack/react-router";
import {
  LobbyScreen,
  isFilteredLobby,
  lobbyFilters,
  prefetchLobby,
  validateLobbySearch,
  type LobbySearch,
} from "../../features/lobby";

// Written out like its sibling (game-slot): the router plugin splits a route's component into its own
// chunk only when the options are written inline here, not built by a shared helper.
export const Route = createFileRoute("/{-$locale}/subgame/{-$plateType}")({
  staticData: { anonymous: true },
  validateSearch: validateLobbySearch,
  // Starts the catalogue (and the first row's art) with the screen's code, not after its render.
  loaderDeps: ({ search }) => ({ filtered: isFilteredLobby(search) }),
  loader: ({ context, params, deps }) => {
    prefetchLobby(context.queryClient, {
      kind: "subgame",
      plateType: params.plateType,
      filtered: deps.filtered,
    });
  },
  component: GameLobbyScreen,
});

function GameLobbyScreen() {
  // Selected values, not the params object (a new one with every navigation).
  const plateType = Route.useParams({ select: (p) => p.plateType });
  // The filters only: the search text is the search box's to read (lobby-search.ts).
  const search = Route.useSearch({ select: lobbyFilters, structuralSharing: true });
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
