import { Icon, type IconProps } from "./icon";

/** Chess and card games. */
export function ChessIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="6" r="3" />
      <path d="M9 11h6M10 11l-1.5 7h7L14 11" />
      <rect x="6" y="18" width="12" height="3" rx="1" />
    </Icon>
  );
}
