// A QR code drawn as one SVG path from uqr's module matrix: crisp at any size, no data URL, no
// canvas, nothing the CSP has to allow.
import { useMemo } from "react";
import { encode } from "uqr";

/** The SVG path of the dark modules, one unit per module, shifted by the quiet zone. */
export function qrPath(value: string, border = 2): { d: string; size: number } {
  const { data, size } = encode(value, { border: 0 });
  let d = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x + border} ${y + border}h1v1h-1z`;
    }),
  );
  return { d, size: size + border * 2 };
}

export function QrCode({ value, label, px = 200 }: { value: string; label: string; px?: number }) {
  const { d, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={px}
      height={px}
      shapeRendering="crispEdges"
      data-qr={value}
      style={{ background: "#fff" }}
    >
      <path d={d} fill="#000" />
    </svg>
  );
}
