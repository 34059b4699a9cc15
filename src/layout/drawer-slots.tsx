// The drawer's member parts, filled by the member features: the balance line with its refresh
// control (wallet) and the server-driven menus by menuCode (member centre).
import { ServerMenus } from "../features/member-centre";
import { BalanceLine } from "../features/wallet";

export function DrawerBalance() {
  return <BalanceLine className="balance-line drawer__balance" />;
}

export function DrawerServerMenus() {
  return <ServerMenus />;
}
