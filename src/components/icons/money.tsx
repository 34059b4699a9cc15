// Wallet and money icons (deposit, withdrawal, transfer, records, crypto).
import { Icon, type IconProps } from "./icon";

export function DepositIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3v10M8 9l4 4 4-4" />
      <path d="M4 14v5a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-5" />
    </Icon>
  );
}

export function WithdrawalIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 14V4M8 8l4-4 4 4" />
      <path d="M4 14v5a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-5" />
    </Icon>
  );
}

export function DepositRecordsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 3H6v18h12V7z" />
      <path d="M14 3v4h4M12 10v7M9 14l3 3 3-3" />
    </Icon>
  );
}

/** Records of any kind (bets, transactions, withdrawals). */
export function RecordsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
    </Icon>
  );
}

export function TransferIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8h14M14 4l4 4-4 4" />
      <path d="M20 16H6M10 12l-4 4 4 4" />
    </Icon>
  );
}

export function WalletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 7a2 2 0 0 1 2-2h12v4" />
      <path d="M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z" />
      <path d="M16 14.5h.01" />
    </Icon>
  );
}

/** A virtual wallet's receiving address (shown as a QR code). */
export function WalletAddressIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20.5 14v.01M20.5 20.5H17M14 20.5v.01" />
    </Icon>
  );
}

export function BitcoinIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9.5 7.5H13a2.25 2.25 0 0 1 0 4.5H9.5zM9.5 12H14a2.25 2.25 0 0 1 0 4.5H9.5zM9.5 7.5v9M11 6v1.5M11 16.5V18M13 6v1.5M13 16.5V18" />
    </Icon>
  );
}

/** Any crypto-currency payment (USDT virtual wallet). */
export const CryptoIcon = BitcoinIcon;

export function BankCardIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </Icon>
  );
}

export function RefreshIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 12a8 8 0 1 1-2.34-5.66" />
      <path d="M20 4v5h-5" />
    </Icon>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M15 9V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h4" />
    </Icon>
  );
}

/** Rebate (self return) as a percentage. */
export function RebateIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 15 6-6M9.5 9.5h.01M14.5 14.5h.01" />
    </Icon>
  );
}
