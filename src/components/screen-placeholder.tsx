import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";

/** A titled screen that a feature has not filled yet (each route starts with one). */
export function ScreenPlaceholder({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <main className="screen">
      <h1 className="screen__title">{title}</h1>
      {children ?? (
        <p className="screen__note">
          <Trans>This screen is on its way.</Trans>
        </p>
      )}
    </main>
  );
}
