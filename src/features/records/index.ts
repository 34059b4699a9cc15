// Records of bets and trades (docs/product.md §2 member/records/{type}).
export { RecordsScreen } from "./records-screen";
