// The sidebar drawer (docs/product.md §2). Its panel (./drawer-panel.tsx) is its own chunk, out of the initial
// JS (≤ 135 kB): no first screen shows it. Pressing (or focusing) the menu button marks
// the drawer as wanted (shell's drawerWantedAtom), which starts loading the panel here, so it is
// usually there by the time the click opens the drawer.
import { lazy, Suspense, useEffect } from "react";
import { useAtom, useAtomValue } from "jotai";
import { drawerOpenAtom, drawerWantedAtom } from "../features/shell";

const loadPanel = () => import("./drawer-panel");
const DrawerPanel = lazy(loadPanel);

export function Drawer() {
  const [open, setOpen] = useAtom(drawerOpenAtom);
  const wanted = useAtomValue(drawerWantedAtom);
  useEffect(() => {
    if (wanted) void loadPanel();
  }, [wanted]);
  return open ? (
    <Suspense fallback={null}>
      <DrawerPanel onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
