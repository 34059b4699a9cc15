// The per-tenant web app (await manifest (docs/product.md §10: each tenant has its own name and colours, so
// the app a player installs from elec.localhost is the elec app)).
import { ICON_FILES } from "./icons.ts";
import { localeTag, type Locale } from "../../../src/api/contract/locales.ts";
import { pickText } from "../../i18n/locale.ts";
import { translate, type MessageId } from "../../i18n/messages.ts";

export interface TenantBrand {
  key: string;
  name: string;
  nameEn: string;
  mobileColor: string;
  /** Customer-service chat on (the Messages shortcut). */
  imEnabled?: boolean;
  /** The tenant's own home-screen label (zh, en); without it the name is cut at a word. */
  shortName?: readonly [zh: string, en: string];
}

export interface ManifestShortcut {
  name: string;
  short_name: string;
  description: string;
  url: string;
  icons: { src: string; sizes: string; type: "image/png"; purpose: "any" }[];
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: "ltr";
  start_url: string;
  scope: string;
  display: "standalone";
  orientation: "portrait";
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: "image/png"; purpose: "any" | "maskable" }[];
  screenshots: {
    src: string;
    sizes: string;
    type: "image/png";
    form_factor: "narrow" | "wide";
    label: string;
  }[];
  shortcuts: ManifestShortcut[];
}

const sizes = (file: keyof typeof ICON_FILES) => ICON_FILES[file].size.join("x");

/** Home-screen labels are cut after about 12 characters. */
const SHORT_NAME_MAX = 12;

/**
 * The tenant's configured short name, else its name cut after the last whole word that fits
 * ("Crown Classic" → "Crown", not "Crown Classi"; Chinese by its words too), else cut hard.
 */
function shortName(name: string, own: string | undefined, locale: Locale): string {
  if (own?.trim()) return own.trim();
  if ([...name].length <= SHORT_NAME_MAX) return name;
  let fits = "";
  for (const { segment, index } of new Intl.Segmenter(locale, { granularity: "word" }).segment(
    name,
  )) {
    const upTo = name.slice(0, index + segment.length);
    if ([...upTo].length > SHORT_NAME_MAX) break;
    fits = upTo;
  }
  return fits.trim() || [...name].slice(0, SHORT_NAME_MAX).join("");
}

/**
 * Long-press shortcuts of the installed icon, in the manifest's locale: the lobby, the
 * deposit screen (members: a guest lands on login and comes back) and, where the tenant's chat is
 * on, the customer-service messages. Each opens a screen the service worker serves offline as the
 * app shell does, with the locale's prefix.
 */
function shortcuts(brand: TenantBrand, locale: Locale, iconBase: string): ManifestShortcut[] {
  const list: [MessageId, MessageId, string, string][] = [
    ["Lobby", "Games lobby", "subgame", "shortcut-lobby.png"],
    ["Deposit", "Deposit to your wallet", "member/deposit", "shortcut-deposit.png"],
  ];
  if (brand.imEnabled) {
    list.push(["Messages", "Chat with customer service", "message", "shortcut-messages.png"]);
  }
  return list.map(([short, long, path, icon]) => ({
    name: translate(locale, short),
    short_name: translate(locale, short),
    description: translate(locale, long),
    url: `/${locale}/${path}?source=shortcut`,
    icons: [{ src: `${iconBase}${icon}`, sizes: "96x96", type: "image/png", purpose: "any" }],
  }));
}

/** `iconBase`: where the icon files are served ("/icons/" by the platform, "/pwa/" on static hosts). */
export function buildManifest(
  brand: TenantBrand,
  locale: Locale,
  iconBase = "/icons/",
): WebAppManifest {
  const name = pickText(locale, brand.name, brand.nameEn);
  return {
    id: "/",
    name,
    short_name: shortName(
      name,
      brand.shortName && pickText(locale, brand.shortName[0], brand.shortName[1]),
      locale,
    ),
    description: translate(locale, "{name}: games lobby, wallet and customer service", { name }),
    lang: localeTag(locale),
    dir: "ltr",
    start_url: "/?source=pwa",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: brand.mobileColor,
    background_color: "#ffffff",
    categories: ["games", "entertainment"],
    icons: [
      {
        src: `${iconBase}icon-192.png`,
        sizes: sizes("icon-192.png"),
        type: "image/png",
        purpose: "any",
      },
      {
        src: `${iconBase}icon-512.png`,
        sizes: sizes("icon-512.png"),
        type: "image/png",
        purpose: "any",
      },
      {
        src: `${iconBase}maskable-512.png`,
        sizes: sizes("maskable-512.png"),
        type: "image/png",
        purpose: "maskable",
      },
    ],
    screenshots: [
      {
        src: `${iconBase}screenshot-narrow.png`,
        sizes: sizes("screenshot-narrow.png"),
        type: "image/png",
        form_factor: "narrow",
        label: translate(locale, "Games lobby"),
      },
      {
        src: `${iconBase}screenshot-wide.png`,
        sizes: sizes("screenshot-wide.png"),
        type: "image/png",
        form_factor: "wide",
        label: translate(locale, "Games lobby"),
      },
    ],
    shortcuts: shortcuts(brand, locale, iconBase),
  };
}
