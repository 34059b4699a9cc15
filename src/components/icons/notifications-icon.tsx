import { Icon, type IconProps } from "./icon";

export function NotificationsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 21h4" />
    </Icon>
  );
}
