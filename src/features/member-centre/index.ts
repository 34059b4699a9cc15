// Member centre (docs/product.md §2 centre/{id}) and the drawer's server-driven menus.
export { CentreScreen } from "./centre-screen";
export { ServerMenus } from "./server-menus";
export { MemberSettingsScreen } from "./settings-screen";
