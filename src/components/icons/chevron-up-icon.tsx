import { Icon, type IconProps } from "./icon";

export function ChevronUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 15 7-7 7 7" />
    </Icon>
  );
}
