// Home sections appear top-down. A section shows once its own data and the data of every section
// above it has settled, so an answer that arrives late only ever adds content below what is already
// on screen and never pushes it down (no layout shift, whatever order the calls answer in).

/** Which of home's calls have settled (answered or failed); each decides some sections. */
export interface HomeReady {
  company: boolean;
  menus: boolean;
  catalogue: boolean;
  promotions: boolean;
}
export type HomeSource = keyof HomeReady;

/**
 * A gate to ask once per section, in document order (JSX evaluates in source order):
 * `{show("menus") && <ShortMenus … />}`. After the first unsettled source every later section
 * waits too.
 */
export function inOrder(ready: HomeReady): (source: HomeSource) => boolean {
  let blocked = false;
  return (source) => {
    if (!ready[source]) blocked = true;
    return !blocked;
  };
}
