// The button that opens the sidebar drawer, and the drawer's state. Screens place the button in
// their header; the drawer itself is part of the app's frame (src/layout/drawer.tsx), which loads
// its panel as soon as the drawer is wanted (the button pressed or focused), before the click.
import { atom, useSetAtom } from "jotai";
import { useLingui } from "@lingui/react/macro";
import { MenuIcon } from "../../components/icons";

export const drawerOpenAtom = atom(false);
/** True once the player reaches for the menu button: the frame starts loading the panel. */
export const drawerWantedAtom = atom(false);

/** The button that opens the drawer; screens place it in their header. */
export function DrawerButton() {
  const { t } = useLingui();
  const setOpen = useSetAtom(drawerOpenAtom);
  const setWanted = useSetAtom(drawerWantedAtom);
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={t`Menu`}
      onPointerDown={() => setWanted(true)}
      onFocus={() => setWanted(true)}
      onClick={() => setOpen(true)}
    >
      <MenuIcon size="1.5em" />
    </button>
  );
}
