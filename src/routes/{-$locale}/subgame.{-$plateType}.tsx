import { createFileRoute } from "@tanstack/react-router";
import {
  LobbyScreen,
  isFilteredLobby,
  prefetchLobby,
  validateLobbySearch,
  type LobbySearch,
} from "../../features/lobby";
import { tokenAtom } from "../../features/session";

export const Route = createFileRoute("/{-$locale}/subgame/{-$plateType}")({
  staticData: { anonymous: true },
  validateSearch: validateLobbySearch,
  // Starts the catalogue (and the first row's art) with the screen's code, not after its render.
  loaderDeps: ({ search }) => ({ filtered: isFilteredLobby(search) }),
  // Visitors only, like the site config in main.tsx: a member's expired token must run the 401
  // flow after the first render, not during the router's first load.
  loader: ({ context, params, deps }) => {
    if (context.store.get(tokenAtom)) return;
    prefetchLobby(context.queryClient, {
      kind: "subgame",
      plateType: params.plateType,
      filtered: deps.filtered,
    });
  },
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
