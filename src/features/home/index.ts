export { HomeScreen } from "./home-screen";
export { chooseFamily, familyOfVStyle } from "./style-family";
export { DemoScreen } from "./demo-screen";
