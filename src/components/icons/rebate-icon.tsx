import { Icon, type IconProps } from "./icon";

/** Rebate (self return) as a percentage. */
export function RebateIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 15 6-6M9.5 9.5h.01M14.5 14.5h.01" />
    </Icon>
  );
}
