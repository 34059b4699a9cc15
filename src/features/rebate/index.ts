// Self-service rebate (docs/product.md §2 member/return).
export { RebateScreen } from "./rebate-screen";
