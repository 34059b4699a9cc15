// Company carousel (ImageType.H5Carousel): scroll-snap slides that advance every 5 s unless the
// player prefers reduced motion or is touching it; dots jump to a slide. Only the first slide's image
// loads at start: the next one loads shortly before the carousel advances to it, and all of them as
// soon as the player touches, focuses or scrolls the carousel (they may swipe to any slide).
import { useEffect, useId, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { CompanyImage } from "../../../api/contract/common";
import { useOpenLink } from "../../frames";
import { TenantImage } from "../../media";

const ADVANCE_MS = 5_000;
/** How long before an automatic advance the next slide's image starts loading. */
const PRELOAD_LEAD_MS = 2_000;

function SlideImage({
  img,
  first,
  loadNow,
  aspectRatio,
}: {
  img: CompanyImage;
  first: boolean;
  loadNow: boolean;
  aspectRatio: string;
}) {
  if (!loadNow) {
    // Same box as the image, so revealing it later moves nothing.
    return (
      <span
        className="carousel__pending"
        role="img"
        aria-label={img.title}
        style={{ aspectRatio }}
      />
    );
  }
  return (
    <TenantImage
      src={img.imageUrl}
      alt={img.title}
      aspectRatio={aspectRatio}
      // Mounted only when wanted (see loadUpTo), so no lazy loading on top of that.
      loading="eager"
      fetchPriority={first ? "high" : "auto"}
    />
  );
}

export function Carousel({
  images,
  aspectRatio = "5 / 2",
  className = "",
}: {
  images: CompanyImage[];
  aspectRatio?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const trackId = useId();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  /** Slides [0, loaded) have their image mounted. */
  const [loaded, setLoaded] = useState(1);
  const loadUpTo = (n: number) => setLoaded((l) => Math.max(l, n));
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
    loadUpTo(total);
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

  useEffect(() => {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (reduce || paused || index + 1 >= total) return;
    const timer = setTimeout(() => loadUpTo(index + 2), ADVANCE_MS - PRELOAD_LEAD_MS);
    return () => clearTimeout(timer);
  }, [paused, index, total]);

  if (images.length === 0) return null;
  return (
    <section
      className={`carousel ${className}`}
      aria-roledescription={t`carousel`}
      aria-label={t`Highlights`}
      onPointerDown={() => {
        setPaused(true);
        loadUpTo(total);
      }}
      onFocus={() => {
        setPaused(true);
        loadUpTo(total);
      }}
    >
      <ul
        ref={track}
        id={trackId}
        className="carousel__track"
        onScroll={(e) => {
          const el = e.currentTarget;
          const at = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
          setIndex(at);
          // Moved by hand or by the timer: the slide being reached and the next one load.
          loadUpTo(Math.ceil(el.scrollLeft / Math.max(1, el.clientWidth)) + 2);
        }}
      >
        {images.map((img, i) => (
          <li key={img.id} className="carousel__slide" aria-label={slideLabel(i)}>
            {img.jumpUrl ? (
              <button
                type="button"
                className="carousel__link"
                onClick={() => open(img.jumpUrl, img.openMode, img.title)}
              >
                <SlideImage
                  img={img}
                  first={i === 0}
                  loadNow={i < loaded}
                  aspectRatio={aspectRatio}
                />
              </button>
            ) : (
              <SlideImage
                img={img}
                first={i === 0}
                loadNow={i < loaded}
                aspectRatio={aspectRatio}
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
              aria-controls={trackId}
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
