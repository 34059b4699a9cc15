export { HomeScreen } from "./home-screen";
export { prefetchHome } from "./prefetch-home";
export { DemoScreen } from "./demo-screen";
