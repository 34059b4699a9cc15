export { gameCatalogueQueryOptions } from "./game-list-query";
export { favouritesAtom, recentGamesAtom, toggleFavouriteAtom } from "./game-shelf-atoms";
export { GameTile, type GameTileProps } from "./game-tile";
export { PlateIcon } from "./plate-icon";
export {
  fetchGameUrl,
  launchPath,
  transferOfferAtom,
  useEnterGame,
  type GameToEnter,
} from "./use-enter-game";
export { LotteryLaunch } from "./lottery-launch";
export {
  forgetSearches,
  readRecentSearches,
  rememberSearch,
  RECENT_SEARCHES_MAX,
} from "./recent-searches";
