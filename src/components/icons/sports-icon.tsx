import { Icon, type IconProps } from "./icon";

export function SportsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 4 3-1.5 4.5h-5L8 10.5z" />
      <path d="M12 7.5V3M16 10.5l4.3-1.4M14.5 15l2.6 3.6M9.5 15l-2.6 3.6M8 10.5 3.7 9.1" />
    </Icon>
  );
}
