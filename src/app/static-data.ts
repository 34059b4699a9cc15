// Route flags (docs/product.md §2): `hideFooter` hides the bottom tab bar, `anonymous` marks public screens.
declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    hideFooter?: boolean;
    anonymous?: boolean;
  }
}

// What a history entry carries beside its address: the name of the game a game screen shows.
declare module "@tanstack/history" {
  interface HistoryState {
    gameName?: string;
  }
}

export {};
