// Where a day decides something (the records' date range, a daily limit), the day is the
// platform's, not the phone's, while every time shown is the phone's: this says so and names the
// platform's zone (docs/product.md §10 "Time").
import { Trans, useLingui } from "@lingui/react/macro";
import { platformZoneLabel } from "../../lib/format";

export function PlatformDayNote() {
  const { i18n } = useLingui();
  const zone = platformZoneLabel(i18n.locale);
  return (
    <p className="muted platform-day-note">
      <Trans>
        Days run from midnight to midnight platform time ({zone}); times are shown in your phone's
        time zone.
      </Trans>
    </p>
  );
}
