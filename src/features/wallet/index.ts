// Member wallet: balance, deposits, withdrawals, transfers between wallets and bank cards.
export { BalanceLine } from "./balance-line";
export { DepositScreen } from "./deposit/deposit-screen";
export { VirtualWalletScreen } from "./deposit/virtual-wallet-screen";
export { WithdrawalScreen } from "./withdrawal/withdrawal-screen";
export { TransferScreen } from "./transfer/transfer-screen";
export { BankCardsScreen } from "./bank-cards/bank-cards-screen";
export { BindCardScreen } from "./bank-cards/bind-card-screen";
export { TransferOfferDialog } from "./transfer/transfer-offer-dialog";
