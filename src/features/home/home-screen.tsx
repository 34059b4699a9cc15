// Home: one of four compositions by the tenant's style family (docs/product.md §4), or the one preview mode
// asks for; the announcement dialog when the style config wants it.
// Shared home styles first: each layout's own sheet (imported by the layout) overrides them.
import "./home.css";
import { memo, useDeferredValue } from "react";
import { useAtomValue } from "jotai";
import { currentPreview } from "../preview";
import { PendingNote, styleAtom } from "../shell";
import { AnnouncementDialog } from "./announcement-dialog";
import { useHomeData } from "./home-data";
import { ClassicHome } from "./layouts/classic-home";
import { ElecHome } from "./layouts/elec-home";
import { LotteryHome } from "./layouts/lottery-home";
import { TqHome } from "./layouts/tq-home";
import { chooseFamily } from "./style-family";

// Memoized: while a newer answer is still being rendered in the background (see below), the
// urgent render passes the same data and the layout is skipped.
const LAYOUTS = {
  classic: memo(ClassicHome),
  elec: memo(ElecHome),
  lottery: memo(LotteryHome),
  tq: memo(TqHome),
} as const;

export function HomeScreen() {
  const data = useHomeData();
  // The page renders from a deferred copy of the data: an answer's urgent render only shows the
  // dialog (whose image is the largest paint) and the page behind it follows in a background
  // render that yields to the browser instead of one long task.
  const page = useDeferredValue(data);
  const chosen = useAtomValue(styleAtom);
  const preview = currentPreview();
  const dialog =
    data.showNoticeDialog && !preview.previewOnly ? (
      <AnnouncementDialog images={data.dialogImages} news={data.announcements} />
    ) : null;
  // The dialog comes first in the document: its image is the largest paint, and images are
  // requested in document order (the platform's HTTP/1.1 allows only six at a time).
  // The header's logo and the top sections come from company info: the layout waits for it, and
  // later sections wait in order (in-order.ts), so nothing on screen is pushed down afterwards.
  if (!page.site || !page.ready.company || page.unsaved) {
    return (
      <>
        {dialog}
        <main className="home" aria-busy={!page.unsaved}>
          <PendingNote unsaved={page.unsaved} className="home__loading" />
        </main>
      </>
    );
  }
  const family = chooseFamily({
    // Like the shell, only an explicit preview (previewonly) overrides the tenant's family.
    preview: preview.previewOnly ? preview.layoutConfig?.style : undefined,
    vStyle: page.site.vStyle,
    companyStyle: chosen ?? page.site.companyStyle,
  });
  const Layout = LAYOUTS[family];
  return (
    <>
      {dialog}
      <Layout data={page} />
    </>
  );
}
