export { HomeScreen } from "./home-screen";
export { prefetchHome } from "./prefetch-home";
export { chooseFamily, familyOfVStyle } from "./style-family";
export { DemoScreen } from "./demo-screen";
