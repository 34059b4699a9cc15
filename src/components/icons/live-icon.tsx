import { Icon, type IconProps } from "./icon";

/** Live casino: a card with a spade. */
export function LiveIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M12 7.5c-2 2-4 3.2-4 5a2 2 0 0 0 4 .5 2 2 0 0 0 4-.5c0-1.8-2-3-4-5zM12 13.5V17" />
    </Icon>
  );
}
