// Announcement dialog on home (when the style config asks for it): the H5 dialog image and the
// latest announcements, with 'no reminder today' (closeToday / todayTimeStamp).
import { useEffect, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyImage, NewsItem } from "../../api/contract/common";
import { Dialog } from "../../components/dialog";
import { TenantImage } from "../media";
import {
  isSnoozedToday,
  markShownThisVisit,
  shownThisVisit,
  snoozeToday,
} from "./no-reminder-today";

export function AnnouncementDialog({ images, news }: { images: CompanyImage[]; news: NewsItem[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(
    () => !isSnoozedToday(localStorage) && !shownThisVisit(sessionStorage),
  );
  const [notToday, setNotToday] = useState(false);
  const shown = open && (images.length > 0 || news.length > 0);
  useEffect(() => {
    if (shown) markShownThisVisit(sessionStorage);
  }, [shown]);
  if (!shown) return null;

  const close = () => {
    if (notToday) snoozeToday(localStorage);
    setOpen(false);
  };

  return (
    <Dialog
      title={t`Announcement`}
      onClose={close}
      actions={
        <>
          <label className="announcement__snooze">
            <input
              type="checkbox"
              checked={notToday}
              onChange={(e) => setNotToday(e.target.checked)}
            />
            <Trans>No reminder today</Trans>
          </label>
          <button type="button" className="btn btn--primary" onClick={close}>
            <Trans>Close</Trans>
          </button>
        </>
      }
    >
      {images[0] ? (
        // On screen the moment the dialog opens (the page's largest paint): no lazy loading,
        // and ahead of the images behind the backdrop.
        <TenantImage
          src={images[0].imageUrl}
          alt={images[0].title}
          aspectRatio="4 / 3"
          // A portrait poster in a landscape box: shown whole, never cut through its words.
          fit="contain"
          loading="eager"
          fetchPriority="high"
        />
      ) : null}
      <ul className="announcement__list">
        {news.slice(0, 3).map((n) => (
          <li key={n.id}>
            <h3 className="announcement__title">{n.title}</h3>
            <p>{n.content}</p>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
