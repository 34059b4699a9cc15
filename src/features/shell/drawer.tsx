// Sidebar drawer skeleton (spec §2): who is logged in, balance, quick buttons, fixed menu,
// server menus and logout. Visitors get log in / register instead.
// The panel (./drawer-panel.tsx) is its own chunk, out of the initial JS (issue 23: ≤ 135 kB): no
// first screen shows it. Pressing (or focusing) the menu button starts loading it, so it is
// usually there by the time the click opens the drawer.
import { lazy, Suspense } from "react";
import { atom, useAtom, useSetAtom } from "jotai";
import { useLingui } from "@lingui/react/macro";
import { MenuIcon } from "../../components/icons";

export const drawerOpenAtom = atom(false);

const loadPanel = () => import("./drawer-panel");
const DrawerPanel = lazy(loadPanel);

/** The button that opens the drawer; screens place it in their header. */
export function DrawerButton() {
  const { t } = useLingui();
  const setOpen = useSetAtom(drawerOpenAtom);
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={t`Menu`}
      onPointerDown={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => setOpen(true)}
    >
      <MenuIcon size="1.5em" />
    </button>
  );
}

export function Drawer() {
  const [open, setOpen] = useAtom(drawerOpenAtom);
  return open ? (
    <Suspense fallback={null}>
      <DrawerPanel onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
