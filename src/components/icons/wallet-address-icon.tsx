import { Icon, type IconProps } from "./icon";

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
