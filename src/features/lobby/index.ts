export { LobbyScreen, type LobbyScreenProps } from "./lobby-screen";
export {
  lobbyFilters,
  validateLobbySearch,
  ShelfTab,
  type LobbyFilters,
  type LobbySearch,
} from "./lobby-search";
export { isFilteredLobby, prefetchLobby, type LobbyKind } from "./prefetch-lobby";
