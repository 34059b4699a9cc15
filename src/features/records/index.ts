// Records of bets and trades (spec §2 member/records/{type}).
export { RecordsScreen, RecordType } from "./records-screen";
export { recordsParams } from "./route-params";
