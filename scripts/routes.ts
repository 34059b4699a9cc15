// Generates src/route-tree.gen.ts from the file routes without a Vite run, so `tsc` can check it.
// Same settings as the router plugin in vite.config.ts (one source: keep them in step).
import { Generator, getConfig } from "@tanstack/router-generator";

const root = process.cwd();
const config = getConfig(
  {
    target: "react",
    routesDirectory: "src/routes",
    generatedRouteTree: "src/route-tree.gen.ts",
    routeFileIgnorePrefix: "-",
    quoteStyle: "double",
  },
  root,
);
await new Generator({ config, root }).run();
console.log("routes: generated", config.generatedRouteTree);
