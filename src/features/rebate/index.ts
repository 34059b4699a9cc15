// Self-service rebate (spec §2 member/return).
export { RebateScreen } from "./rebate-screen";
