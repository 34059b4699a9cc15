import { Icon, type IconProps } from "./icon";

export function SlotIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2" y="5" width="16" height="15" rx="2" />
      <rect x="5" y="9" width="10" height="6" rx="1" />
      <path d="M8.3 9v6M11.7 9v6M18 14h2a1 1 0 0 0 1-1V7" />
      <circle cx="21" cy="5" r="1.5" />
    </Icon>
  );
}
