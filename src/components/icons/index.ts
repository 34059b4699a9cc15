// The app's one icon set: one module per icon, so a route's chunk carries only the icons it
// uses. Import by name: `import { HomeIcon } from "…/components/icons"`.
export { Icon, ICON_SIZE_VAR, type IconProps } from "./icon";
export { BankCardIcon } from "./bank-card-icon";
export { BitcoinIcon } from "./bitcoin-icon";
export { ChatIcon } from "./chat-icon";
export { CheckIcon } from "./check-icon";
export { ChessIcon } from "./chess-icon";
export { ChevronDownIcon } from "./chevron-down-icon";
export { ChevronLeftIcon } from "./chevron-left-icon";
export { ChevronRightIcon } from "./chevron-right-icon";
export { ChevronUpIcon } from "./chevron-up-icon";
export { ClockIcon } from "./clock-icon";
export { CloseIcon } from "./close-icon";
export { CopyIcon } from "./copy-icon";
export { CouponIcon } from "./coupon-icon";
export { DepositIcon } from "./deposit-icon";
export { DepositRecordsIcon } from "./deposit-records-icon";
export { DownloadIcon } from "./download-icon";
export { EyeIcon } from "./eye-icon";
export { EyeOffIcon } from "./eye-off-icon";
export { FishIcon } from "./fish-icon";
export { GiftIcon } from "./gift-icon";
export { GlobeIcon } from "./globe-icon";
export { HelpIcon } from "./help-icon";
export { HomeIcon } from "./home-icon";
export { ImageIcon } from "./image-icon";
export { InfoIcon } from "./info-icon";
export { LinkIcon } from "./link-icon";
export { LettersIcon } from "./letters-icon";
export { LiveIcon } from "./live-icon";
export { LogoutIcon } from "./logout-icon";
export { LotteryIcon } from "./lottery-icon";
export { MenuCodeIcon } from "./menu-code-icon";
export { MenuIcon } from "./menu-icon";
export { MineIcon } from "./mine-icon";
export { NotificationsIcon } from "./notifications-icon";
export { OnlineSupportIcon } from "./online-support-icon";
export { PlusIcon } from "./plus-icon";
export { RebateIcon } from "./rebate-icon";
export { RecordsIcon } from "./records-icon";
export { RefreshIcon } from "./refresh-icon";
export { SearchIcon } from "./search-icon";
export { SettingsIcon } from "./settings-icon";
export { SlotIcon } from "./slot-icon";
export { SportsIcon } from "./sports-icon";
export { StarIcon } from "./star-icon";
export { TransferIcon } from "./transfer-icon";
export { TwoFactorIcon } from "./two-factor-icon";
export { UserIcon } from "./user-icon";
export { WalletAddressIcon } from "./wallet-address-icon";
export { WalletIcon } from "./wallet-icon";
export { WarningIcon } from "./warning-icon";
export { WithdrawalIcon } from "./withdrawal-icon";
/** The header's back button. */
export { ChevronLeftIcon as BackIcon } from "./chevron-left-icon";
/** Any crypto-currency payment (USDT virtual wallet). */
export { BitcoinIcon as CryptoIcon } from "./bitcoin-icon";
/** Favourite games. */
export { StarIcon as FavouriteIcon } from "./star-icon";
export { ChatIcon as MessageIcon } from "./chat-icon";
/** Promotions (activities). */
export { GiftIcon as PromotionIcon } from "./gift-icon";
/** Recently played games. */
export { ClockIcon as RecentIcon } from "./clock-icon";
