import { Icon, type IconProps } from "./icon";

export function SettingsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19 10.3l2.4.5v2.4l-2.4.5-.9 2 1.4 2.1-1.7 1.7-2.1-1.4-2 .9-.5 2.4h-2.4l-.5-2.4-2-.9-2.1 1.4-1.7-1.7 1.4-2.1-.9-2-2.4-.5v-2.4l2.4-.5.9-2-1.4-2.1 1.7-1.7 2.1 1.4 2-.9.5-2.4h2.4l.5 2.4 2 .9 2.1-1.4 1.7 1.7-1.4 2.1z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}
