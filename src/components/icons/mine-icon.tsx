import { Icon, type IconProps } from "./icon";

/** The "mine" tab: the player's own area. */
export function MineIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="10" r="3" />
      <path d="M6.5 18.5a6.5 6.5 0 0 1 11 0" />
    </Icon>
  );
}
