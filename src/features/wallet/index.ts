// Member wallet: balance, deposits, withdrawals, transfers between wallets and bank cards.
export { BalanceLine } from "./balance-line";
export { useBalance, balanceRefreshingAtom } from "./balance-refresh";
export { useAnimatedCents } from "./animated-money";
export { DepositScreen } from "./deposit/deposit-screen";
export { VirtualWalletScreen } from "./deposit/virtual-wallet-screen";
