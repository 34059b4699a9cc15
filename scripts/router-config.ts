// The file-route generator's settings, shared by the router plugin (vite.config.ts) and the
// generator run before `tsc` (scripts/routes.ts), so the two can never produce different trees.
export const routerGeneratorConfig = {
  target: "react",
  routesDirectory: "src/routes",
  generatedRouteTree: "src/route-tree.gen.ts",
  routeFileIgnorePrefix: "-",
  quoteStyle: "double",
} as const;
