import { Icon, type IconProps } from "./icon";

export function DepositIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3v10M8 9l4 4 4-4" />
      <path d="M4 14v5a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-5" />
    </Icon>
  );
}
