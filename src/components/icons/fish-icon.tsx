import { Icon, type IconProps } from "./icon";

export function FishIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 12c3-5 10-6 14-2l5-3v10l-5-3c-4 4-11 3-14-2z" />
      <path d="M7 11h.01" />
    </Icon>
  );
}
