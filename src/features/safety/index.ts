// Responsible gaming in reach (docs/product.md §10): the "Play safely" card of the member centre
// and the wallet. Its own feature, so the wallet does not load the responsible-gaming settings.
export { SafetyCard } from "./safety-card";
