// The frame of every member screen: a back control and the title, one column that fits a 360-px
// phone held in one hand (actions sit low, in thumb reach).
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { useCanGoBack, useNavigate, useRouter } from "@tanstack/react-router";
import { ChevronLeftIcon } from "../../components/icons";
import { DrawerButton } from "./drawer-button";
import { useLocaleParam } from "./locale-link";
import "./member.css";

export function MemberPage({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const back = () => {
    if (canGoBack) router.history.back();
    else void navigate({ to: "/{-$locale}/centre/{-$id}", params: { locale, id: undefined } });
  };
  return (
    <main className="screen member">
      <header className="member-head">
        <button type="button" className="icon-btn" aria-label={t`Back`} onClick={back}>
          <ChevronLeftIcon size="1.5em" />
        </button>
        <h1 className="screen__title">{title}</h1>
        {actions}
        <DrawerButton />
      </header>
      {children}
    </main>
  );
}
