export { HomeScreen } from "./home-screen";
export { chooseFamily, familyOfVStyle } from "./style-family";
