// Member settings (docs/product.md §2 member/setting): the account and security screens, the member's
// passkeys (anchor #passkeys), then responsible gaming (anchor #responsible, linked from the
// centre and the deposit page).
import { useEffect } from "react";
import { Link, useLocation } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { MemberPage } from "../shell";
import { PasskeysSection } from "../account";
import { ResponsibleGamingSection } from "../responsible";
import { useLocaleParam } from "../shell";

export function MemberSettingsScreen() {
  const { t } = useLingui();
  const locale = useLocaleParam();
  const hash = useLocation({ select: (l) => l.hash });
  const params = { locale };
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView();
  }, [hash]);
  return (
    <MemberPage title={<Trans>Personal settings</Trans>}>
      <nav className="card drawer__menu" aria-label={t`Account settings`}>
        <Link to="/{-$locale}/setting/changevipinfo" params={params}>
          <Trans>Change member info</Trans>
        </Link>
        <Link to="/{-$locale}/setting/changepwd" params={params}>
          <Trans>Change password</Trans>
        </Link>
        <Link to="/{-$locale}/setting/changewithdrawalpwd" params={params}>
          <Trans>Withdrawal password</Trans>
        </Link>
        <Link to="/{-$locale}/setting/authenticator" params={params}>
          <Trans>Two-factor authenticator</Trans>
        </Link>
        {/* A section of this screen: a jump, not the current page of the menu. */}
        <a href="#passkeys">
          <Trans>Passkeys</Trans>
        </a>
        <Link to="/{-$locale}/member/bankcards" params={params}>
          <Trans>Bank cards</Trans>
        </Link>
      </nav>
      <PasskeysSection />
      <ResponsibleGamingSection />
    </MemberPage>
  );
}
