// What the tests and the bench read of the module's internals.
export { checkLedger, seedDemoWallets } from "./ledger.ts";
