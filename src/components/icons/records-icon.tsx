import { Icon, type IconProps } from "./icon";

/** Records of any kind (bets, transactions, withdrawals). */
export function RecordsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
    </Icon>
  );
}
