// App short menus (docs/product.md §3): icon, name in its fontColor, opened per its open mode.
import { useLingui } from "@lingui/react/macro";
import type { AppShortMenu } from "../../../api/contract/common";
import { MenuCodeIcon } from "../../../components/icons";
import { useOpenLink } from "../../frames";
import { TenantImage } from "../../media";
import { readableColor } from "./readable-color";

export function ShortMenus({
  menus,
  className = "",
  iconSize = 40,
  surface = "#ffffff",
}: {
  menus: AppShortMenu[];
  className?: string;
  iconSize?: number;
  /** Background the names sit on, to keep fontColor readable. */
  surface?: string;
}) {
  const { t } = useLingui();
  const { open, dialog } = useOpenLink();
  if (menus.length === 0) return null;
  return (
    <nav className={`short-menus ${className}`} aria-label={t`Shortcuts`}>
      <ul className="short-menus__list">
        {menus.map((m) => {
          const href = m.newJumpUrl || m.jumpUrl;
          return (
            <li key={m.id}>
              <button
                type="button"
                className="short-menus__item"
                disabled={!href}
                data-href={href || undefined}
                onClick={() => href && open(href, m.openMode, m.displayName)}
              >
                <TenantImage
                  src={m.iconUrl}
                  decorative
                  width={iconSize}
                  height={iconSize}
                  fallback={<MenuCodeIcon code={m.menuCode} size={iconSize * 0.6} />}
                />
                <span style={{ color: readableColor(m.fontColor, surface) }}>{m.displayName}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {dialog}
    </nav>
  );
}
