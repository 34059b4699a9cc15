import { Icon, type IconProps } from "./icon";

export function GiftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12" />
      <path d="M12 8S10.5 3.5 8 4.2 8.5 8 12 8m0 0s1.5-4.5 4-3.8S15.5 8 12 8" />
    </Icon>
  );
}
