// The crawler's checks as functions that run inside a page: each is self-contained (no import, no
// closure over this module) so any driver can send its source and evaluate it — Playwright's
// page.evaluate in Chromium, puppeteer over WebDriver BiDi in Firefox, classic WebDriver's
// executeScript in WebKit (e2e/engines). Each returns human-readable findings ([] when clean).

/** Which layout checks `layoutAudit` runs (see there). */
export interface LayoutChecks {
  fonts?: boolean;
  taps?: boolean;
  images?: boolean;
  wraps?: boolean;
  /**
   * Brand and headings cut short, fixed chrome over a header, a row's last item alone, a menu's
   * labels in more than one colour.
   */
  cuts?: boolean;
}

/** Resolves after two animation frames: the page is laid out again after a resize. */
export function twoFrames(): Promise<void> {
  return new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/** The document scrolls sideways: the page width and the elements that stick out. */
export function pageOverflow(): string[] {
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
}

/**
 * A screen (`main`) as wide as its column allows (its max-width, else the column). The app's
 * frame is a flex column, where side margins of `auto` centre a child at its content's width: a
 * screen without a width of its own is then as wide as its longest line, and widens (a layout
 * shift) when longer text arrives.
 */
export function narrowScreens(): string[] {
  const out: string[] = [];
  for (const main of document.querySelectorAll<HTMLElement>("#root main")) {
    const parent = main.parentElement;
    const s = getComputedStyle(main);
    if (!parent || s.position === "fixed" || s.position === "absolute") continue;
    const p = getComputedStyle(parent);
    const column = parent.clientWidth - parseFloat(p.paddingLeft) - parseFloat(p.paddingRight);
    const max = parseFloat(s.maxWidth);
    const wanted = Math.min(column, Number.isNaN(max) ? Infinity : max);
    const width = main.getBoundingClientRect().width;
    if (width < wanted - 1) {
      const cls = main.getAttribute("class")?.split(/\s+/)[0];
      out.push(
        `<main${cls ? `.${cls}` : ""}> is ${Math.round(width)}px wide in a ${Math.round(wanted)}px column: its width follows its content`,
      );
    }
  }
  return out;
}

/**
 * Layout checks of one screen at its current viewport: text larger than the screen title (the
 * first visible h1), tap targets under `minTap` px, squeezed or over-cropped images, and text that
 * wraps to more lines than its box holds and spills out of it or of a clipping ancestor.
 */
export function layoutAudit({ which, minTap }: { which: LayoutChecks; minTap: number }): string[] {
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
  if (which.cuts) {
    // The brand and the headings are read whole: never cut by their box (an ellipsis, or the
    // overflow hidden).
    for (const el of document.querySelectorAll(
      ".home-header__name, #root h1, #root h2, #root h3",
    )) {
      if (!isShown(el)) continue;
      const st = getComputedStyle(el);
      const cutX = st.overflowX !== "visible" && el.scrollWidth > el.clientWidth + 1;
      const cutY = st.overflowY !== "visible" && el.scrollHeight > el.clientHeight + 1;
      if (cutX || cutY || (st.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1)) {
        findings.push(`heading cut short: ${describe(el)}`);
      }
    }
    // One pass over the elements, each one's computed style read once: fixed chrome, and rows
    // that wrap (three or more children).
    const fixed: Element[] = [];
    const rows: Element[] = [];
    for (const el of document.querySelectorAll("#root *")) {
      const st = getComputedStyle(el);
      if (st.position === "fixed") fixed.push(el);
      else if (
        el.childElementCount >= 3 &&
        ((st.flexWrap === "wrap" && st.display.includes("flex")) ||
          // A menu's grid of entries (a home's shortcuts, its game categories).
          (st.display.includes("grid") && el.closest("nav")))
      )
        rows.push(el);
    }
    // Chrome fixed to the screen (a banner) never covers a header's title or controls.
    const heads = [
      ...document.querySelectorAll("#root header h1, #root header a, #root header button"),
    ].filter(isShown);
    for (const f of fixed) {
      if (f.closest("dialog, .tabbar, .toasts, .loading") || !isShown(f)) continue;
      const a = f.getBoundingClientRect();
      const covered = heads.find((h) => {
        const b = h.getBoundingClientRect();
        return (
          !f.contains(h) &&
          a.left < b.right &&
          b.left < a.right &&
          a.top < b.bottom &&
          b.top < a.bottom
        );
      });
      if (covered) findings.push(`${describe(f)} covers the header's ${describe(covered)}`);
    }
    // A header's way back, title and menu (≡) keep its first line: a control that drops to a
    // line of its own (the lobby's ≡ under the balance) is a wrapped header. A screen's own action
    // or the home's search row may move under them by design.
    for (const header of document.querySelectorAll("#root header")) {
      if (!isShown(header)) continue;
      const items = [...header.children].filter(
        (c) => isShown(c) && !/^(absolute|fixed)$/.test(getComputedStyle(c).position),
      );
      if (items.length < 2) continue;
      const firstBottom = Math.min(...items.map((c) => c.getBoundingClientRect().bottom));
      for (const c of items) {
        if (!c.matches("h1, .icon-btn")) continue;
        if (c.getBoundingClientRect().top >= firstBottom - 1) {
          findings.push(`header row wraps: ${describe(c)} dropped under the header's first line`);
        }
      }
    }
    // A row of tabs keeps its icons on one line, whatever a label's line count.
    for (const nav of document.querySelectorAll("#root nav")) {
      // Icons are aria-hidden: shown means laid out here.
      const icons = [...nav.querySelectorAll(":scope > :is(a, button) > svg:first-child")].filter(
        (i) => i.getBoundingClientRect().width > 0,
      );
      const tops = icons.map((i) => i.getBoundingClientRect().top);
      const rowTop = Math.min(...tops);
      // Only the tabs of one row (a side rail's tabs stand one under another).
      const row = tops.filter((t) => t - rowTop < 24);
      if (row.length >= 3 && Math.max(...row) - rowTop > 1) {
        findings.push(`a tab's icon out of line with the others: ${describe(nav)}`);
      }
    }
    // A wrapping row of buttons, or a menu's grid of entries, leaves its last one alone on a line
    // below two or more (the quick amounts' 3 + 1, "Delete" alone under the other bulk action, a
    // sixth game category under five). A header's action
    // under its title is a layout, not an orphan.
    const isButton = (c: Element) =>
      c.matches("button, .btn") ||
      (c.matches("li") && c.childElementCount === 1 && c.firstElementChild!.matches("a, button"));
    for (const row of rows) {
      if (row.tagName === "HEADER" || !isShown(row)) continue;
      const items = [...row.children].filter(
        (c) => isShown(c) && !/^(absolute|fixed)$/.test(getComputedStyle(c).position),
      );
      if (items.length < 3) continue;
      const lines: Element[][] = [];
      let top = Number.NaN;
      for (const c of items) {
        const t = c.getBoundingClientRect().top;
        if (!(Math.abs(t - top) < 2)) lines.push([]);
        lines.at(-1)!.push(c);
        top = t;
      }
      // A menu's entries are labelled in one colour: a colour per entry (the seed once alternated
      // two) reads as a meaning none of them has. A selected entry may stand apart.
      if (row.closest("nav")) {
        const colours = new Set(
          items
            .filter((c) => !c.querySelector("[aria-current], [aria-selected='true']"))
            .map((c) => [...c.querySelectorAll("*")].filter(ownText).at(-1))
            .filter((label) => label !== undefined)
            .map((label) => getComputedStyle(label).color),
        );
        if (colours.size > 1) {
          findings.push(`labels of one menu in ${colours.size} colours: ${describe(row)}`);
        }
      }
      const last = lines.at(-1)!;
      const before = lines.at(-2);
      if (before && last.length === 1 && isButton(last[0]!) && before.some(isButton)) {
        findings.push(`${describe(last[0]!)} alone on the last line of its row ${describe(row)}`);
      }
    }
  }
  return findings;
}

/**
 * Lines that break inside a word, in any language: every place where visible text continues on a
 * new line must be a word boundary of `Intl.Segmenter` (in the page's language), a space, a
 * hyphen, a soft hyphen or a zero-width space ("Promotio|ns", "สมัครสมาชิ|ก"). Chinese running
 * text breaks between any two characters by its own rules, so there only a short label (a tab, a
 * button: up to 8 characters) is held to its words ("帳|號"). Lines are found by measuring each
 * grapheme's box; a break between two elements (a `<br>`, a new block) is not a text break.
 */
export function brokenWords(): string[] {
  const lang = document.documentElement.lang.toLowerCase() || "en";
  const cjk = /^(zh|ja)\b/.test(lang);
  const words = new Intl.Segmenter(lang, { granularity: "word" });
  const graphemes = new Intl.Segmenter(lang, { granularity: "grapheme" });
  const findings: string[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    const el = node.parentElement;
    if (!el || !text.trim() || el.closest("[aria-hidden='true'], [inert], script, style")) continue;
    if (cjk && text.trim().length > 8) continue;
    if (getComputedStyle(el).visibility === "hidden") continue;
    range.selectNodeContents(node);
    // One box per line fragment: a text on one line needs no closer look.
    if (range.getClientRects().length < 2) continue;
    // Word by word (far fewer measurements than grapheme by grapheme): a word whose boxes lie on
    // two lines is broken inside; the grapheme where its second line starts names the cut.
    for (const word of words.segment(text)) {
      const w = word.segment;
      // A soft hyphen or zero-width space inside is a break the text allows. A long run of Latin
      // letters and digits is a code (a key, an address), not a word: it breaks anywhere by design.
      if ([...w].length < 2 || /^\s+$|[\u00ad\u200b]/.test(w)) continue;
      if (/^[A-Za-z0-9+/=_-]{16,}$/.test(w)) continue;
      range.setStart(node, word.index);
      range.setEnd(node, word.index + w.length);
      const boxes = [...range.getClientRects()].filter((b) => b.width > 0);
      const first = boxes[0];
      if (!first || !boxes.some((b) => b.top + b.height / 2 > first.bottom)) continue;
      let cut = w.length;
      for (const g of graphemes.segment(w)) {
        range.setStart(node, word.index + g.index);
        range.setEnd(node, word.index + g.index + g.segment.length);
        const box = range.getBoundingClientRect();
        if (box.height > 0 && box.top + box.height / 2 > first.bottom) {
          cut = g.index;
          break;
        }
      }
      const tag = el.tagName.toLowerCase();
      const cls = el.getAttribute("class")?.split(/\s+/)[0];
      findings.push(
        `"${w.slice(0, cut)}|${w.slice(cut)}" broken inside a word: <${tag}${cls ? `.${cls}` : ""}> "${text.trim().slice(0, 40)}"`,
      );
    }
  }
  return findings;
}

/**
 * The app has rendered a screen: its first render replaced the boot indicator (`#root` carries
 * aria-busy until then) and the router shows no loading overlay (a busy progressbar).
 */
export function screenIsRendered(): boolean {
  const root = document.getElementById("root");
  return (
    !!root &&
    !root.hasAttribute("aria-busy") &&
    !root.querySelector("[role='progressbar'][aria-busy='true']")
  );
}

/** What `contentAudit` needs to know of the page's locale. */
export interface ContentChecks {
  /** The game categories' English names: none may show on a page in another language. */
  englishCategories: string[] | null;
  /** The locale's one date format (src/api/contract/platform-time.ts `platformDatePattern`). */
  datePattern: string;
}

/**
 * What a person reads of an operator's content: a menu's icon that is a number (a digit in its
 * place, or drawn in its SVG), a link or picture on a placeholder host, a picture that is initials
 * on a plain shape, a banner or promotion headline not in the page's language, a game category in
 * English on a page in another language, and a date (with or without its time) written other than
 * in the locale's one format; a selected option not filled apart from its row. Menu icons are
 * read from the HTTP cache the page already filled, so the check loads nothing new.
 */
export async function contentAudit({
  englishCategories,
  datePattern,
}: ContentChecks): Promise<string[]> {
  const findings: string[] = [];
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  const store = window as unknown as { crawlerCheckedIcons?: Set<string> };
  const checkedIcons = (store.crawlerCheckedIcons ??= new Set<string>());
  const menus = document.querySelectorAll<HTMLElement>(".short-menus__item, [data-menu-code]");
  for (const item of menus) {
    if (!shown(item)) continue;
    const name = item.innerText.trim().replace(/\s+/g, " ");
    if (item.innerText.split("\n").some((line) => /^\s*\d{1,2}\s*$/.test(line))) {
      findings.push(`menu "${name}" shows a number for its icon`);
    }
    for (const img of item.querySelectorAll("img")) {
      if (!img.complete || !/\.svg(\?|$)/.test(img.currentSrc)) continue;
      // Each icon once per page: the app's screens share the menus (the crawl navigates in-app).
      if (checkedIcons.has(img.currentSrc)) continue;
      checkedIcons.add(img.currentSrc);
      const svg = await fetch(img.currentSrc, { cache: "force-cache" })
        .then((r) => (r.ok ? r.text() : ""))
        .catch(() => "");
      if (/<text[^>]*>\s*\d{1,2}\s*<\/text>/.test(svg)) {
        findings.push(`menu "${name}" draws a number as its icon (${img.currentSrc})`);
      }
    }
  }
  // Links and pictures on a placeholder host (example.com and the reserved .test, .invalid,
  // .example names): a player who taps one gets a browser error.
  const placeholder = /(^|\.)example\.(com|net|org)$|\.(test|invalid|example)$/i;
  const hostOf = (url: string) => {
    try {
      return new URL(url, location.href).hostname;
    } catch {
      return "";
    }
  };
  for (const el of document.querySelectorAll("#root [href], #root [data-href], #root [src]")) {
    const url =
      el.getAttribute("href") ?? el.getAttribute("data-href") ?? el.getAttribute("src") ?? "";
    if (placeholder.test(hostOf(url))) {
      const text = (el as HTMLElement).innerText?.trim().slice(0, 30) ?? "";
      findings.push(`<${el.tagName.toLowerCase()}> "${text}" leads to a placeholder host: ${url}`);
    }
  }
  // Pictures: initials on a plain shape (no drawn picture, a short run of letters), and a banner
  // or promotion whose headline (its first words) is not in the page's language. Each picture
  // once per page, read from the HTTP cache.
  const lang = document.documentElement.lang.toLowerCase();
  const script = lang.startsWith("zh")
    ? /\p{Script=Han}/u
    : lang.startsWith("th")
      ? /\p{Script=Thai}/u
      : /^[\p{Script=Latin}\d\s\p{P}\p{S}]*$/u;
  const checkedArt = ((store as { crawlerCheckedArt?: Set<string> }).crawlerCheckedArt ??=
    new Set<string>());
  for (const img of document.querySelectorAll<HTMLImageElement>("#root img")) {
    const src = img.currentSrc || img.src;
    if (!img.complete || !/\.svg(\?|$)/.test(src) || !shown(img)) continue;
    const key = `${lang} ${src}`;
    if (checkedArt.has(key)) continue;
    checkedArt.add(key);
    const svg = await fetch(src, { cache: "force-cache" })
      .then((r) => (r.ok ? r.text() : ""))
      .catch(() => "");
    const where = src.replace(location.origin, "");
    if (
      !/<(path|use|polygon|image)\b/.test(svg) &&
      /<text[^>]*>\s*[A-Z0-9]{1,3}\s*<\/text>/.test(svg)
    ) {
      findings.push(`picture is initials on a plain shape: ${where}`);
    }
    if (img.closest(".carousel__slide, [class*='promo']")) {
      const headline = /<text[^>]*>([^<]+)</.exec(svg)?.[1]?.trim();
      if (headline && !script.test(headline)) {
        findings.push(
          `banner headline "${headline}" is not in the page's language (${lang}): ${where}`,
        );
      }
    }
  }
  // One selected state everywhere: in a row of text options (chips, tabs, a channel, an amount)
  // the chosen one or the current screen is filled, never only outlined like its neighbours.
  const selected = document.querySelectorAll<HTMLElement>(
    "#root :is(button, a)[aria-pressed='true'], #root :is(button, a)[aria-current='page']",
  );
  for (const el of selected) {
    if (!shown(el) || el.closest("nav.tabbar") || el.querySelector("img")) continue;
    const other = [...(el.parentElement?.children ?? [])].find(
      (o): o is HTMLElement =>
        o !== el &&
        o.tagName === el.tagName &&
        (o.getAttribute("aria-pressed") === "false" ||
          (el.hasAttribute("aria-current") && !o.hasAttribute("aria-current"))),
    );
    if (!other || !shown(other)) continue;
    if (getComputedStyle(el).backgroundColor === getComputedStyle(other).backgroundColor) {
      findings.push(
        `selected "${el.innerText.trim()}" is not filled apart from "${other.innerText.trim()}"`,
      );
    }
  }
  const english = new Set(englishCategories ?? []);
  const date = new RegExp(datePattern);
  // Day, month and year in any order with "/" or "-", with a time before or after; or a day and
  // month with a time (a date that lost its year).
  const candidates =
    /(?:\d{1,2}:\d{2},?\s+)?\b\d{1,4}[/-]\d{1,2}[/-]\d{2,4}\b(?:,?\s+\d{1,2}:\d{2})?|\b\d{1,2}:\d{2}\s+\d{1,2}[/-]\d{1,2}\b|\b\d{1,2}[/-]\d{1,2},?\s+\d{1,2}:\d{2}\b/g;
  const walker = document.createTreeWalker(
    document.getElementById("root") ?? document.body,
    NodeFilter.SHOW_TEXT,
  );
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const el = node.parentElement;
    // The text first, the layout only for a text that would be a finding: most texts pass.
    const wrongDates = [...text.matchAll(candidates)].filter((m) => !date.test(m[0]));
    if (!el || (!english.has(text) && wrongDates.length === 0)) continue;
    if (el.closest("script, style, [inert]") || !shown(el)) continue;
    const where = `<${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(/\s+/)[0]}` : ""}>`;
    if (english.has(text)) findings.push(`category "${text}" in English: ${where}`);
    for (const m of wrongDates)
      findings.push(`date "${m[0]}" not in the locale's format: ${where}`);
  }
  return findings;
}
