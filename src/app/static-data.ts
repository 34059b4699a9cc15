// Route flags (docs/product.md §2): `hideFooter` hides the bottom tab bar, `anonymous` marks public screens.
declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    hideFooter?: boolean;
    anonymous?: boolean;
  }
}

export {};
