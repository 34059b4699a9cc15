// Game category icons, one per plate type family (slot, live, sports, lottery, chess, fish).
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

/** Live casino: a card with a spade. */
export function LiveIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M12 7.5c-2 2-4 3.2-4 5a2 2 0 0 0 4 .5 2 2 0 0 0 4-.5c0-1.8-2-3-4-5zM12 13.5V17" />
    </Icon>
  );
}

export function SportsIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 4 3-1.5 4.5h-5L8 10.5z" />
      <path d="M12 7.5V3M16 10.5l4.3-1.4M14.5 15l2.6 3.6M9.5 15l-2.6 3.6M8 10.5 3.7 9.1" />
    </Icon>
  );
}

/** Lottery: a ticket. */
export function LotteryIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2a3 3 0 0 0 0 6v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2a3 3 0 0 0 0-6z" />
      <path d="M14 5v2M14 11v2M14 17v2" />
    </Icon>
  );
}

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

export function FishIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 12c3-5 10-6 14-2l5-3v10l-5-3c-4 4-11 3-14-2z" />
      <path d="M7 11h.01" />
    </Icon>
  );
}
