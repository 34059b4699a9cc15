// What the crawler checks on a screen, measured in the page (layout boxes, computed styles). Each
// check returns human-readable findings ("" when the screen passes), so one run lists every defect.
import type { Page } from "@playwright/test";

/** Minimum tap target (WCAG 2.5.5, the app's own `.btn` minimum). */
export const MIN_TAP_PX = 44;

/** Widths the layout must fit without horizontal scrolling: a small and a common phone. */
export const PHONE_WIDTHS = [320, 390] as const;
export const PHONE = { width: 390, height: 844 } as const;
/** 200% browser zoom of the common phone: the CSS viewport is half as wide and high. */
export const ZOOMED = { width: PHONE.width / 2, height: PHONE.height / 2 } as const;

/** Waits until the page is laid out after a resize (two animation frames). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** `#root` shows text a person can read (not only a spinner or an empty shell). */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => (document.getElementById("root")?.innerText ?? "").trim());
}

/** The document scrolls sideways: the page width and the elements that stick out. */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return [];
    const out: string[] = [`page is ${document.documentElement.scrollWidth}px wide in ${width}px`];
    for (const el of document.querySelectorAll<HTMLElement>("#root *")) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 1 && out.length < 4) {
        out.push(`${describe(el)} ends at ${Math.round(r.right)}px`);
      }
    }
    return out;

    function describe(el: Element): string {
      const cls = el.getAttribute("class")?.split(/\s+/)[0];
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}>`;
    }
  });
}

/**
 * Layout checks of one screen at its current viewport: text larger than the screen title (the
 * first visible h1), tap targets under 44 px, and — meant for 200% zoom — text that wraps to more
 * lines than its box holds and spills out of it or of a clipping ancestor.
 */
export function layoutFindings(
  page: Page,
  which: { fonts?: boolean; taps?: boolean; images?: boolean; wraps?: boolean },
): Promise<string[]> {
  return page.evaluate(
    ({ which, minTap }) => {
      const findings: string[] = [];
      const isShown = (el: Element) => {
        if (el.closest("[aria-hidden='true'], [inert]")) return false;
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) return false;
        const s = getComputedStyle(el);
        return s.visibility !== "hidden" && Number(s.opacity) > 0;
      };
      const describe = (el: Element) => {
        const text = (el as HTMLElement).innerText?.trim().replace(/\s+/g, " ").slice(0, 40);
        const label = el.getAttribute("aria-label");
        const cls = el.getAttribute("class")?.split(/\s+/)[0];
        return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""}> "${label ?? text ?? ""}"`;
      };
      const ownText = (el: Element) =>
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      const texts = [...document.querySelectorAll("#root *, body > :not(#root) *")].filter(
        (el) => ownText(el) && isShown(el),
      );

      if (which.fonts) {
        const title = [...document.querySelectorAll("#root h1")].find(isShown);
        if (title) {
          const max = parseFloat(getComputedStyle(title).fontSize);
          for (const el of texts) {
            const size = parseFloat(getComputedStyle(el).fontSize);
            if (size > max + 0.5) {
              findings.push(`font ${size}px above the title's ${max}px: ${describe(el)}`);
            }
          }
        }
      }

      if (which.taps) {
        const targets = document.querySelectorAll(
          "a[href], button, select, textarea, summary, [role='button'], [role='tab'], [role='link'], " +
            "[role='menuitem'], " +
            "input:not([type='hidden']):not([type='checkbox']):not([type='radio'])",
        );
        for (const el of targets) {
          if (!isShown(el)) continue;
          // A link inside a sentence is exempt (WCAG 2.5.8): its size is the text's.
          if (el.tagName === "A" && getComputedStyle(el).display === "inline") {
            const parent = el.parentElement;
            if (parent && ownText(parent)) continue;
          }
          const r = el.getBoundingClientRect();
          if (r.width < minTap - 0.5 || r.height < minTap - 0.5) {
            findings.push(
              `tap target ${Math.round(r.width)}×${Math.round(r.height)}px: ${describe(el)}`,
            );
          }
        }
        // A checkbox or radio is tapped through its label.
        for (const input of document.querySelectorAll<HTMLInputElement>(
          "input[type='checkbox'], input[type='radio']",
        )) {
          const target = input.closest("label") ?? input;
          if (!isShown(target)) continue;
          const r = target.getBoundingClientRect();
          if (r.height < minTap - 0.5) {
            findings.push(
              `tap target ${Math.round(r.width)}×${Math.round(r.height)}px: ${describe(target)}`,
            );
          }
        }
      }

      if (which.taps) {
        // A link drawn as a button (its own box: border or background) reads as a button; an
        // underline makes it a link again ("Bind a bank card", the records tabs).
        for (const el of document.querySelectorAll("a[href]")) {
          if (!isShown(el)) continue;
          const st = getComputedStyle(el);
          const boxed =
            st.display !== "inline" &&
            (parseFloat(st.borderTopWidth) > 0 ||
              parseFloat(st.borderBottomWidth) > 0 ||
              !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(st.backgroundColor));
          if (boxed && st.textDecorationLine.includes("underline")) {
            findings.push(`button-like link is underlined: ${describe(el)}`);
          }
        }
      }

      if (which.images) {
        // An image with a declared size shown at under half of it (squeezed by its row).
        // (Decorative images count too: aria-hidden hides them from screen readers, not eyes.)
        for (const img of document.querySelectorAll<HTMLImageElement>("img[width][height]")) {
          const box = img.parentElement ?? img;
          if (box.getClientRects().length === 0 || getComputedStyle(box).visibility === "hidden") {
            continue;
          }
          const r = box.getBoundingClientRect();
          const w = Number(img.getAttribute("width"));
          const h = Number(img.getAttribute("height"));
          const where = img.src.replace(location.origin, "");
          if (r.width < w / 2 - 0.5 || r.height < h / 2 - 0.5) {
            findings.push(
              `image of ${w}×${h} shown at ${Math.round(r.width)}×${Math.round(r.height)}px: ${where}`,
            );
          }
        }
        // A picture cut to less than half of itself by `object-fit: cover` (a wordmark logo in a
        // square box shows a few letters of its middle).
        for (const img of document.images) {
          if (!img.complete || !img.naturalWidth || getComputedStyle(img).objectFit !== "cover") {
            continue;
          }
          const r = img.getBoundingClientRect();
          if (r.width < 1 || r.height < 1) continue;
          const ratio = r.width / r.height / (img.naturalWidth / img.naturalHeight);
          const shown = Math.min(ratio, 1 / ratio);
          if (shown < 0.5) {
            findings.push(
              `image cropped to ${Math.round(shown * 100)}% of its picture: ${img.src.replace(location.origin, "")}`,
            );
          }
        }
      }

      if (which.wraps) {
        // The nearest ancestor that cuts off what overflows it on one axis (a scrolling one
        // does not: its content is reachable).
        const clipping = (el: Element, axis: "overflowX" | "overflowY"): DOMRect | undefined => {
          for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
            if (/^(hidden|clip)$/.test(getComputedStyle(a)[axis])) return a.getBoundingClientRect();
          }
          return undefined;
        };
        for (const el of texts) {
          const s = getComputedStyle(el);
          const fontSize = parseFloat(s.fontSize);
          const line = s.lineHeight === "normal" ? fontSize * 1.5 : parseFloat(s.lineHeight);
          const range = document.createRange();
          range.selectNodeContents(el);
          const box = range.getBoundingClientRect();
          if (box.height <= line * 1.5) continue; // one line
          const own = el.getBoundingClientRect();
          const clipX = clipping(el, "overflowX");
          const clipY = clipping(el, "overflowY");
          // Half an em of slack sideways: a wrapped line's trailing space hangs past the box.
          const slack = fontSize / 2;
          const spills =
            box.bottom > own.bottom + 2 ||
            box.right > own.right + slack ||
            (/^(hidden|clip)$/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 2) ||
            (clipY !== undefined && box.top < clipY.bottom && box.bottom > clipY.bottom + 2) ||
            (clipX !== undefined && box.left < clipX.right && box.right > clipX.right + slack);
          if (spills) {
            findings.push(
              `text of ${Math.round(box.height / line)} lines spills out of its box: ${describe(el)}`,
            );
          }
        }
      }
      return findings;
    },
    { which, minTap: MIN_TAP_PX },
  );
}

/**
 * The installed app has no browser back button: a screen that is not one of the tab bar's own
 * (its tab marked current) must offer, outside the tab bar, a visible control named `names` (the
 * locale's "Back", "Home", …). Returns a finding, or "" when the screen has its way back.
 */
export function wayBackFinding(page: Page, names: readonly string[]): Promise<string> {
  return page.evaluate((names) => {
    const tabbar = document.querySelector("nav.tabbar");
    if (tabbar?.querySelector("a[aria-current='page']")) return "";
    const wanted = new Set(names.map((n) => n.trim().toLowerCase()));
    const controls = document.querySelectorAll<HTMLElement>("#root a[href], #root button");
    for (const el of controls) {
      if (tabbar?.contains(el) || el.closest("[aria-hidden='true'], [inert]")) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      const name = (el.getAttribute("aria-label") ?? el.innerText).trim().toLowerCase();
      if (wanted.has(name)) return "";
    }
    return `no way back or home (a control named ${names.map((n) => `"${n}"`).join(" or ")})`;
  }, names);
}
