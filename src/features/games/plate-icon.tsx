import {
  ChessIcon,
  FishIcon,
  LiveIcon,
  LotteryIcon,
  SlotIcon,
  SportsIcon,
  type IconProps,
} from "../../components/icons";

const ICONS = {
  slot: SlotIcon,
  live: LiveIcon,
  sports: SportsIcon,
  lottery: LotteryIcon,
  chess: ChessIcon,
  fish: FishIcon,
} as const;

/** The icon of a plate type (game family); decorative unless a label is given. */
export function PlateIcon({ plateType, ...props }: IconProps & { plateType: string }) {
  const Component = ICONS[plateType as keyof typeof ICONS] ?? SlotIcon;
  return <Component {...props} />;
}
