// Tenant images (company images, game art, avatars, menu icons): a box of fixed aspect ratio so
// nothing shifts while loading, lazy by default, resolved through the session's chosen image host,
// and a neutral placeholder — never the browser's broken-image glyph — when the image fails.
import { useState, type CSSProperties, type ReactNode, type SyntheticEvent } from "react";
import { ImageIcon } from "../../components/icons";
import { useNearViewport } from "./near-viewport";
import { useCdnDomain, useImageUrl } from "./use-image-host";

export const ImageState = {
  /** Waiting for the image host or the image itself. */
  Loading: "loading",
  Loaded: "loaded",
  /** Failed or no source: the placeholder shows. */
  Error: "error",
} as const;
export type ImageState = (typeof ImageState)[keyof typeof ImageState];

interface CommonProps {
  /** Absolute URL or a path relative to the image host (`/assets/…`). */
  src: string | null | undefined;
  /** Intrinsic size in px; sets the box's aspect ratio and default width. */
  width?: number;
  height?: number;
  /** Aspect ratio of a box that fills its container's width (`16 / 9`, `"4 / 3"`). */
  aspectRatio?: number | string;
  fit?: "cover" | "contain";
  /** Where a contained picture sits in its box (`object-position`); centred by default. */
  position?: CSSProperties["objectPosition"];
  loading?: "lazy" | "eager";
  /** "high" for the first carousel slide (largest contentful paint). */
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
  style?: CSSProperties;
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  /** Drawn in place of the neutral placeholder when there is no image or it fails (an icon). */
  fallback?: ReactNode;
}

/** A meaningful image needs alt text; an empty alt is allowed only when marked decorative. */
export type TenantImageProps = CommonProps &
  ({ alt: string; decorative?: false } | { decorative: true; alt?: "" });

const PLACEHOLDER_BG = "var(--pf-image-placeholder, rgba(128, 128, 128, 0.16))";

export function TenantImage(props: TenantImageProps) {
  const {
    src,
    width,
    height,
    aspectRatio,
    fit = "cover",
    position,
    loading = "lazy",
    fetchPriority,
    className,
    style,
    onLoad,
    fallback,
  } = props;
  const decorative = props.decorative === true;
  const alt = decorative ? "" : props.alt;
  if (import.meta.env.DEV && !decorative && !alt.trim()) {
    console.error("TenantImage: alt text is required unless the image is `decorative`.");
  }

  const url = useImageUrl(src, useCdnDomain());
  // A lazy image's <img> exists only once its box is near the viewport (near-viewport.ts).
  const [boxRef, near] = useNearViewport<HTMLSpanElement>(loading === "lazy");
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const state: ImageState =
    url === "" || (url !== undefined && failedUrl === url)
      ? ImageState.Error
      : url !== undefined && loadedUrl === url
        ? ImageState.Loaded
        : ImageState.Loading;

  const ratio =
    aspectRatio !== undefined
      ? String(aspectRatio)
      : width && height
        ? `${width} / ${height}`
        : undefined;
  const boxStyle: CSSProperties = {
    display: "block",
    position: "relative",
    overflow: "hidden",
    width: width !== undefined && aspectRatio === undefined ? width : "100%",
    maxWidth: "100%",
    aspectRatio: ratio,
    background:
      state === ImageState.Loaded || (state === ImageState.Error && fallback)
        ? undefined
        : PLACEHOLDER_BG,
    ...style,
  };
  // The alt text stays available whenever no <img> carries it (placeholder, host still chosen).
  const imgUrl = state !== ImageState.Error && url && near ? url : null;
  const placeholderA11y = decorative
    ? { "aria-hidden": true as const }
    : imgUrl
      ? {}
      : { role: "img", "aria-label": alt };

  return (
    <span
      ref={boxRef}
      className={className}
      style={boxStyle}
      data-image-state={state}
      {...placeholderA11y}
    >
      {state === ImageState.Error ? (
        <span
          style={{
            position: "absolute",
            inset: 0,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            opacity: fallback ? undefined : 0.35,
          }}
        >
          {fallback ?? <ImageIcon size="1.5em" />}
        </span>
      ) : imgUrl ? (
        <img
          src={imgUrl}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          decoding="async"
          fetchPriority={fetchPriority}
          onLoad={(event) => {
            setLoadedUrl(imgUrl);
            onLoad?.(event);
          }}
          onError={() => setFailedUrl(imgUrl)}
          style={{
            position: "absolute",
            inset: 0,
            width: "100%",
            height: "100%",
            objectFit: fit,
            objectPosition: position,
            // Hidden until it has loaded, so a failing image never flashes a broken glyph.
            // A priority image (a page's largest paint) is never hidden: it paints in the frame
            // its pixels arrive in, not after a load event that queues behind the main thread's
            // work (the slot lobby's first tile: ~0.4 s at 4× CPU). Others fade in once
            // loaded, over the placeholder.
            opacity: state === ImageState.Loaded || fetchPriority === "high" ? 1 : 0,
          }}
        />
      ) : null}
    </span>
  );
}
