// Generates src/route-tree.gen.ts from the file routes without a Vite run, so `tsc` can check it.
// Same settings as the router plugin in vite.config.ts (scripts/router-config.ts).
import { Generator, getConfig } from "@tanstack/router-generator";
import { routerGeneratorConfig } from "./router-config.ts";

const root = process.cwd();
const config = getConfig({ ...routerGeneratorConfig }, root);
await new Generator({ config, root }).run();
console.log("routes: generated", config.generatedRouteTree);
