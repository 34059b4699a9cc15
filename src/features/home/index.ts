export { HomeScreen } from "./home-screen";
export { prefetchHome, saveHomeForOffline } from "./prefetch-home";
export { DemoScreen } from "./demo-screen";
