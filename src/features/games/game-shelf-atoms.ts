// Favourites and recently played as atoms backed by localStorage (kept on the device, per tenant
// host). Writes are skipped in preview mode so an operator's preview leaves nothing behind.
import { atom } from "jotai";
import { isPreviewMode } from "../preview";
import {
  favouritesKey,
  pushRecent,
  readIdList,
  recentKey,
  toggleFavourite,
  writeIdList,
} from "./game-shelf";

const tenant = () => (typeof location === "undefined" ? "default" : location.host);

function shelfAtom(keyOf: (tenant: string) => string) {
  const base = atom<string[] | null>(null);
  return atom(
    (get) => get(base) ?? readIdList(localStorage, keyOf(tenant())),
    (_get, set, next: string[]) => {
      set(base, next);
      if (!isPreviewMode()) writeIdList(localStorage, keyOf(tenant()), next);
    },
  );
}

export const favouritesAtom = shelfAtom(favouritesKey);
export const recentGamesAtom = shelfAtom(recentKey);

export const toggleFavouriteAtom = atom(null, (get, set, id: string) => {
  set(favouritesAtom, toggleFavourite(get(favouritesAtom), id));
});

export const markPlayedAtom = atom(null, (get, set, id: string) => {
  set(recentGamesAtom, pushRecent(get(recentGamesAtom), id));
});
