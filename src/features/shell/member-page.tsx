// The frame of every member screen: a back control and the title, one column that fits a 360-px
// phone held in one hand (actions sit low, in thumb reach).
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { useCanGoBack, useNavigate, useRouter } from "@tanstack/react-router";
import { ChevronLeftIcon } from "../../components/icons";
import { DrawerButton } from "./drawer-button";
import { useLocaleParam } from "./locale-link";
import "./member.css";

/** Where "back" goes when this screen is the first of the app's history (a link, a reload). */
export type BackFallback = "home" | "centre" | "promotions";

/**
 * Back: the previous screen of the app's own history, else `fallback` — the installed app has
 * no browser back button, so every screen off the tab bar carries this one.
 */
export function BackButton({ fallback }: { fallback: BackFallback }) {
  const { t } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const back = () => {
    if (canGoBack) router.history.back();
    else if (fallback === "centre") {
      void navigate({ to: "/{-$locale}/centre/{-$id}", params: { locale, id: undefined } });
    } else if (fallback === "promotions") {
      void navigate({ to: "/{-$locale}/promotion", params: { locale } });
    } else void navigate({ to: "/{-$locale}", params: { locale } });
  };
  return (
    <button type="button" className="icon-btn" aria-label={t`Back`} onClick={back}>
      <ChevronLeftIcon size="1.5em" />
    </button>
  );
}

/** A screen's header row: back, the title (the screen's h1), its actions and the menu. */
export function ScreenHeader({
  title,
  actions,
  fallback = "home",
}: {
  title: ReactNode;
  actions?: ReactNode;
  fallback?: BackFallback;
}) {
  return (
    <header className="member-head">
      <BackButton fallback={fallback} />
      <h1 className="screen__title">{title}</h1>
      {actions}
      <DrawerButton />
    </header>
  );
}

export function MemberPage({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="screen member">
      <ScreenHeader title={title} actions={actions} fallback="centre" />
      {children}
    </main>
  );
}
