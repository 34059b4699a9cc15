import { Icon, type IconProps } from "./icon";

export function TransferIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8h14M14 4l4 4-4 4" />
      <path d="M20 16H6M10 12l-4 4 4 4" />
    </Icon>
  );
}
