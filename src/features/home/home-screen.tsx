// Home: one of four compositions by the tenant's style family (spec §4), or the one preview mode
// asks for; the announcement dialog when the style config wants it.
// Shared home styles first: each layout's own sheet (imported by the layout) overrides them.
import "./home.css";
import { Trans } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { currentPreview } from "../preview";
import { styleAtom } from "../shell";
import { AnnouncementDialog } from "./announcement-dialog";
import { useHomeData } from "./home-data";
import { ClassicHome } from "./layouts/classic-home";
import { ElecHome } from "./layouts/elec-home";
import { LotteryHome } from "./layouts/lottery-home";
import { TqHome } from "./layouts/tq-home";
import { chooseFamily } from "./style-family";

const LAYOUTS = { classic: ClassicHome, elec: ElecHome, lottery: LotteryHome, tq: TqHome } as const;

export function HomeScreen() {
  const data = useHomeData();
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
  if (!data.site || !data.ready.company) {
    return (
      <>
        {dialog}
        <main className="home" aria-busy="true">
          <p className="home__loading" role="status">
            <Trans>Loading…</Trans>
          </p>
        </main>
      </>
    );
  }
  const family = chooseFamily({
    // Like the shell, only an explicit preview (previewonly) overrides the tenant's family.
    preview: preview.previewOnly ? preview.layoutConfig?.style : undefined,
    vStyle: data.site.vStyle,
    companyStyle: chosen ?? data.site.companyStyle,
  });
  const Layout = LAYOUTS[family];
  return (
    <>
      {dialog}
      <Layout data={data} />
    </>
  );
}
