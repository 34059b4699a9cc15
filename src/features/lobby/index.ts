export { LobbyScreen } from "./lobby-screen";
export { lobbyFilters, validateLobbySearch, type LobbySearch } from "./lobby-search";
export { isFilteredLobby, prefetchLobby } from "./prefetch-lobby";
