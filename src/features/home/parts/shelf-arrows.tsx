// Buttons that scroll a shelf (a row of games wider than the screen) by about a screenful: on a
// desktop with a mouse, a sideways list has no swipe and often no scroll bar. Shown only there
// (home.css); a phone swipes. Where the list is at either end is read when it scrolls or
// resizes, never during a render.
import { useEffect, useState, type RefObject } from "react";
import { useLingui } from "@lingui/react/macro";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../components/icons";

interface Ends {
  start: boolean;
  end: boolean;
}

export function ShelfArrows({
  list,
  listId,
}: {
  list: RefObject<HTMLElement | null>;
  listId: string;
}) {
  const { t } = useLingui();
  const [ends, setEnds] = useState<Ends>({ start: true, end: false });
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const read = () => {
      const next = {
        start: el.scrollLeft <= 1,
        end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
      };
      setEnds((was) => (was.start === next.start && was.end === next.end ? was : next));
    };
    const resized = new ResizeObserver(read);
    resized.observe(el);
    el.addEventListener("scroll", read, { passive: true });
    return () => {
      resized.disconnect();
      el.removeEventListener("scroll", read);
    };
  }, [list]);
  if (ends.start && ends.end) return null;
  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: smooth ? "smooth" : "auto" });
  };
  return (
    <div className="shelf-arrows">
      <button
        type="button"
        className="shelf-arrows__btn"
        aria-controls={listId}
        aria-label={t`Show earlier games`}
        disabled={ends.start}
        onClick={() => scroll(-1)}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className="shelf-arrows__btn"
        aria-controls={listId}
        aria-label={t`Show more games`}
        disabled={ends.end}
        onClick={() => scroll(1)}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}
