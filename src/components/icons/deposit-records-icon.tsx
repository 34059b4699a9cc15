import { Icon, type IconProps } from "./icon";

export function DepositRecordsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 3H6v18h12V7z" />
      <path d="M14 3v4h4M12 10v7M9 14l3 3 3-3" />
    </Icon>
  );
}
