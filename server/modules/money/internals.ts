// Module internals the tests and the bench (server/bench) read.
export { checkLedger, seedDemoWallets } from "./ledger.ts";
