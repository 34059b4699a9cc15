import { Icon, type IconProps } from "./icon";

export function BitcoinIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9.5 7.5H13a2.25 2.25 0 0 1 0 4.5H9.5zM9.5 12H14a2.25 2.25 0 0 1 0 4.5H9.5zM9.5 7.5v9M11 6v1.5M11 16.5V18M13 6v1.5M13 16.5V18" />
    </Icon>
  );
}
