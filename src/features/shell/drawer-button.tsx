// The button that opens the sidebar drawer, and the drawer's open state. Screens place the
// button in their header; the drawer itself is part of the app's frame (src/layout/drawer.tsx).
import { atom, useSetAtom } from "jotai";
import { useLingui } from "@lingui/react/macro";
import { MenuIcon } from "../../components/icons";

export const drawerOpenAtom = atom(false);

/** The button that opens the drawer; screens place it in their header. */
export function DrawerButton() {
  const { t } = useLingui();
  const setOpen = useSetAtom(drawerOpenAtom);
  return (
    <button type="button" className="icon-btn" aria-label={t`Menu`} onClick={() => setOpen(true)}>
      <MenuIcon size="1.5em" />
    </button>
  );
}
