// Server-driven menus of the drawer and centre (docs/product.md §2), from GetAppShortMenu, by menuCode:
// self rebate, activities, online service, QQ service and promotional links (code Other).
import { useQuery } from "@tanstack/react-query";
import type { AppShortMenu } from "../../api/contract/common";
import { MenuCode } from "../../api/contract/constants";
import { MenuCodeIcon } from "../../components/icons";
import { shortMenusQueryOptions } from "../../api/endpoints/activity-common";
import { inAppHref, useOpenLink } from "../frames";
import { TenantImage } from "../media";
import { useLocaleParam, useSiteConfig } from "../shell";

const MEMBER_MENU_CODES: readonly number[] = [
  MenuCode.SelfReturn,
  MenuCode.Activity,
  MenuCode.OnlineService,
  MenuCode.QQService,
  MenuCode.Other,
];

/** The menus a member sees, in the order of the codes above, then the server's order. */
export function memberMenus(menus: readonly AppShortMenu[]): AppShortMenu[] {
  return menus
    .filter((m) => MEMBER_MENU_CODES.includes(m.menuCode) && (m.newJumpUrl || m.jumpUrl))
    .sort((a, b) => MEMBER_MENU_CODES.indexOf(a.menuCode) - MEMBER_MENU_CODES.indexOf(b.menuCode));
}

export function ServerMenus({ onOpen }: { onOpen?: () => void }) {
  const site = useSiteConfig();
  const { data } = useQuery({ ...shortMenusQueryOptions(site?.vStyle), enabled: !!site });
  const { open, dialog } = useOpenLink();
  const locale = useLocaleParam();
  const menus = memberMenus(data ?? []);
  return (
    <>
      {menus.map((m) => (
        <a
          key={m.id}
          href={inAppHref(m.newJumpUrl || m.jumpUrl, locale)}
          data-menu-code={m.menuCode}
          onClick={(e) => {
            e.preventDefault();
            onOpen?.();
            open(m.newJumpUrl || m.jumpUrl, m.openMode, m.displayName);
          }}
        >
          <TenantImage
            src={m.iconUrl}
            decorative
            width={24}
            height={24}
            fallback={<MenuCodeIcon code={m.menuCode} size={18} />}
          />
          <span>{m.displayName}</span>
        </a>
      ))}
      {dialog}
    </>
  );
}
