// Placeholders the member screens fill: the balance line with its refresh control and the
// server-driven menus (GetAppShortMenu). Kept apart so the drawer's skeleton stays stable.
import { Trans } from "@lingui/react/macro";

export function DrawerBalance() {
  return (
    <p className="drawer__balance">
      <Trans>Balance</Trans> <span aria-hidden="true">—</span>
    </p>
  );
}

export function DrawerServerMenus() {
  return null;
}
