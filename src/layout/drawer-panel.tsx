// The sidebar drawer's panel (see ./drawer.tsx, which loads it when the drawer first opens).
import { useId, useRef } from "react";
import { useAtomValue } from "jotai";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useModal } from "../components/use-modal";
import { Badge } from "../components/badge";
import {
  BankCardIcon,
  CloseIcon,
  GlobeIcon,
  LettersIcon,
  LogoutIcon,
  RebateIcon,
  RecordsIcon,
  SettingsIcon,
  TwoFactorIcon,
} from "../components/icons";
import { useUnreadLetterCount } from "../features/letters";
import { TenantImage } from "../features/media";
import { avatarAtom, isLoggedInAtom, nicknameAtom, userInfoAtom } from "../features/session";
import { LanguageSelect, useLocaleParam, useLogout } from "../features/shell";
import { DrawerBalance, DrawerServerMenus } from "./drawer-slots";

export default function DrawerPanel({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useModal(dialog, onClose);
  const locale = useLocaleParam();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userInfoAtom);
  const nickname = useAtomValue(nicknameAtom);
  const avatar = useAtomValue(avatarAtom);
  const letters = useUnreadLetterCount();
  const params = { locale };
  const name = nickname || user?.userName || t`Visitor`;
  // Language, notifications and installing the app: for visitors as much as for members.
  const settingsLink = (
    <Link to="/{-$locale}/setting" params={params}>
      <GlobeIcon />
      <Trans>Settings</Trans>
    </Link>
  );

  const logout = useLogout();
  const onLogout = async () => {
    onClose();
    await logout();
  };

  return (
    <dialog
      ref={dialog}
      className="modal modal--drawer"
      aria-labelledby={titleId}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <aside className="drawer">
        <header className="drawer__head">
          {avatar ? (
            <TenantImage
              className="drawer__avatar"
              src={avatar}
              decorative
              width={48}
              height={48}
            />
          ) : (
            <span className="drawer__avatar" aria-hidden="true" />
          )}
          <h2 id={titleId} className="drawer__name">
            {name}
          </h2>
          <button type="button" className="icon-btn" aria-label={t`Close`} onClick={onClose}>
            <CloseIcon size="1.25em" />
          </button>
        </header>
        <LanguageSelect />
        {loggedIn ? (
          <>
            <DrawerBalance />
            <nav className="drawer__quick" aria-label={t`Wallet`} onClick={onClose}>
              <Link to="/{-$locale}/member/deposit/{-$from}" params={{ locale, from: undefined }}>
                <Trans>Deposit</Trans>
              </Link>
              <Link to="/{-$locale}/member/withdrawal" params={params}>
                <Trans>Withdraw</Trans>
              </Link>
              <Link to="/{-$locale}/member/money-change" params={params}>
                <Trans>Transfer</Trans>
              </Link>
            </nav>
            <nav className="drawer__menu" aria-label={t`Member menu`} onClick={onClose}>
              <Link to="/{-$locale}/member/setting" params={params}>
                <SettingsIcon />
                <Trans>Personal settings</Trans>
              </Link>
              <Link to="/{-$locale}/setting/authenticator" params={params}>
                <TwoFactorIcon />
                <Trans>Security binding</Trans>
              </Link>
              <Link to="/{-$locale}/member/records/{-$type}" params={{ locale, type: "game" }}>
                <RecordsIcon />
                <Trans>Bet records</Trans>
              </Link>
              <Link to="/{-$locale}/member/records/{-$type}" params={{ locale, type: "trade" }}>
                <RecordsIcon />
                <Trans>Trade records</Trans>
              </Link>
              <Link to="/{-$locale}/member/bankcards" params={params}>
                <BankCardIcon />
                <Trans>Bank cards</Trans>
              </Link>
              <Link to="/{-$locale}/member/return" params={params}>
                <RebateIcon />
                <Trans>Live rebate</Trans>
              </Link>
              <Link to="/{-$locale}/member/notice/{-$id}" params={{ locale, id: undefined }}>
                <LettersIcon />
                <Trans>Letters</Trans>
                <Badge count={letters} />
              </Link>
              <DrawerServerMenus />
              {settingsLink}
            </nav>
            <button type="button" className="btn drawer__logout" onClick={() => void onLogout()}>
              <LogoutIcon />
              <Trans>Log out</Trans>
            </button>
          </>
        ) : (
          <>
            <nav className="drawer__quick" aria-label={t`Account`} onClick={onClose}>
              <Link to="/{-$locale}/login" params={params} search={{}}>
                <Trans>Log in</Trans>
              </Link>
              <Link to="/{-$locale}/register" params={params} search={{}}>
                <Trans>Register</Trans>
              </Link>
            </nav>
            <nav className="drawer__menu" aria-label={t`This app`} onClick={onClose}>
              {settingsLink}
            </nav>
          </>
        )}
      </aside>
    </dialog>
  );
}
