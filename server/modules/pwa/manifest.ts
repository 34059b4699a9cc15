// The per-tenant web app manifest (PRODUCT.md §2: each tenant has its own name and colours, so
// the app a player installs from elec.localhost is the elec app).
import { ICON_FILES } from "./icons.ts";

export interface TenantBrand {
  key: string;
  name: string;
  nameEn: string;
  mobileColor: string;
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
}

const sizes = (file: keyof typeof ICON_FILES) => ICON_FILES[file].size.join("x");

/** Home-screen labels are cut after about 12 characters; keep the short name short. */
function shortName(name: string): string {
  return [...name].length <= 12 ? name : [...name].slice(0, 12).join("");
}

/** `iconBase`: where the icon files are served ("/icons/" by the platform, "/pwa/" on static hosts). */
export function buildManifest(
  brand: TenantBrand,
  lang: "en" | "zh-hans",
  iconBase = "/icons/",
): WebAppManifest {
  const name = lang === "en" ? brand.nameEn || brand.name : brand.name;
  return {
    id: "/",
    name,
    short_name: shortName(name),
    description:
      lang === "en"
        ? `${name}: games lobby, wallet and customer service`
        : `${name}：游戏大厅、钱包与在线客服`,
    lang: lang === "en" ? "en" : "zh-Hans",
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
        label: lang === "en" ? "Games lobby" : "游戏大厅",
      },
      {
        src: `${iconBase}screenshot-wide.png`,
        sizes: sizes("screenshot-wide.png"),
        type: "image/png",
        form_factor: "wide",
        label: lang === "en" ? "Games lobby" : "游戏大厅",
      },
    ],
  };
}
