// Company carousel (ImageType.H5Carousel): scroll-snap slides that advance every 5 s unless the
// player prefers reduced motion or is touching it; dots jump to a slide.
import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { CompanyImage } from "../../../api/contract/common";
import { useOpenLink } from "../../frames";
import { TenantImage } from "../../media";

const ADVANCE_MS = 5_000;

export function Carousel({
  images,
  aspectRatio = "16 / 7",
  className = "",
}: {
  images: CompanyImage[];
  aspectRatio?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const { open, dialog } = useOpenLink();
  const total = images.length;
  const slideLabel = (i: number) => {
    const n = i + 1;
    return t`${n} of ${total}`;
  };
  const dotLabel = (i: number) => {
    const n = i + 1;
    return t`Show slide ${n}`;
  };

  const go = (i: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: i * el.clientWidth, behavior: "smooth" });
  };

  useEffect(() => {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (reduce || paused || images.length < 2) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % images.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: "smooth" });
    }, ADVANCE_MS);
    return () => clearInterval(timer);
  }, [paused, images.length]);

  if (images.length === 0) return null;
  return (
    <section
      className={`carousel ${className}`}
      aria-roledescription={t`carousel`}
      aria-label={t`Highlights`}
      onPointerDown={() => setPaused(true)}
      onFocus={() => setPaused(true)}
    >
      <ul
        ref={track}
        className="carousel__track"
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {images.map((img, i) => (
          <li key={img.id} className="carousel__slide" aria-label={slideLabel(i)}>
            {img.jumpUrl ? (
              <button
                type="button"
                className="carousel__link"
                onClick={() => open(img.jumpUrl, img.openMode)}
              >
                <TenantImage
                  src={img.imageUrl}
                  alt={img.title}
                  aspectRatio={aspectRatio}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : "auto"}
                />
              </button>
            ) : (
              <TenantImage
                src={img.imageUrl}
                alt={img.title}
                aspectRatio={aspectRatio}
                loading={i === 0 ? "eager" : "lazy"}
              />
            )}
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <div className="carousel__dots">
          {images.map((img, i) => (
            <button
              key={img.id}
              type="button"
              className="carousel__dot"
              aria-label={dotLabel(i)}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
      {dialog}
    </section>
  );
}
