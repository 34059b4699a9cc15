export { LobbyScreen, type LobbyScreenProps } from "./lobby-screen";
export { validateLobbySearch, ShelfTab, type LobbySearch } from "./lobby-search";
export { isFilteredLobby, prefetchLobby, type LobbyKind } from "./prefetch-lobby";
