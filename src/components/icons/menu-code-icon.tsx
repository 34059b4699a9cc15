// The app's own icon for a platform menu (short menus, the drawer, the member centre), by its
// menu code: shown where an operator sends no icon or its icon fails to load.
import { MenuCode } from "../../api/contract/constants";
import { ChatIcon } from "./chat-icon";
import { CouponIcon } from "./coupon-icon";
import { DepositIcon } from "./deposit-icon";
import { GiftIcon } from "./gift-icon";
import { HelpIcon } from "./help-icon";
import type { IconProps } from "./icon";
import { LinkIcon } from "./link-icon";
import { OnlineSupportIcon } from "./online-support-icon";
import { RebateIcon } from "./rebate-icon";

const BY_CODE: Readonly<Record<number, (props: IconProps) => React.ReactElement>> = {
  [MenuCode.SelfReturn]: RebateIcon,
  [MenuCode.Activity]: GiftIcon,
  [MenuCode.OnlineService]: OnlineSupportIcon,
  [MenuCode.QQService]: ChatIcon,
  [MenuCode.Other]: LinkIcon,
  [MenuCode.YouhuiSys]: CouponIcon,
  [MenuCode.HelpMenu]: HelpIcon,
  [MenuCode.QuickMenu]: DepositIcon,
};

/** A code the app does not know shows a link: the menu opens somewhere, never a number. */
export function MenuCodeIcon({ code, ...props }: IconProps & { code: number }) {
  const Cmp = BY_CODE[code] ?? LinkIcon;
  return <Cmp {...props} />;
}
