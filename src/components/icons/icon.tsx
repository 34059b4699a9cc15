// The shared base of every icon: a 24×24 viewBox drawn in `currentColor`, so the theme colours it
// through CSS `color`, sized in `em` so the spec's icon font size (16px) sets the default.
import type { ReactNode, SVGProps } from "react";
import { ICON_FONT_SIZE_PX } from "../../lib/constants";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children" | "ref"> {
  /** Font size of the icon box: a number is px, a string any CSS length ("1em" follows the text). */
  size?: number | string;
  /** Accessible name shown as a tooltip too (a Lingui string from the caller). */
  title?: string;
  /** Accessible name without a tooltip. Without `title` or `label` the icon is decorative. */
  label?: string;
}

/** Layouts may retune every icon at once with this custom property. */
export const ICON_SIZE_VAR = "--pf-icon-size";
const DEFAULT_SIZE = `var(${ICON_SIZE_VAR}, ${ICON_FONT_SIZE_PX}px)`;

export function Icon({
  size,
  title,
  label,
  style,
  children,
  ...rest
}: IconProps & { children: ReactNode }) {
  const name = title ?? label;
  const a11y = name
    ? { role: "img", "aria-label": name }
    : { "aria-hidden": true as const, focusable: "false" as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{
        fontSize: size ?? DEFAULT_SIZE,
        flexShrink: 0,
        verticalAlign: "-0.125em",
        ...style,
      }}
      {...a11y}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
