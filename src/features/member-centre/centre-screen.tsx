// Member centre (docs/product.md §2 centre/{id}): who is logged in, the balance, quick money buttons, the
// fixed menu with the letters badge, the server's menus, responsible gaming and logout.
import { useAtomValue } from "jotai";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, badgeText } from "../../components/badge";
import {
  BankCardIcon,
  DepositIcon,
  LettersIcon,
  LogoutIcon,
  RebateIcon,
  RecordsIcon,
  SettingsIcon,
  TransferIcon,
  TwoFactorIcon,
  WithdrawalIcon,
} from "../../components/icons";
import { MemberPage } from "../shell";
import { useUnreadLetterCount } from "../letters";
import { avatarAtom, nicknameAtom, userInfoAtom } from "../session";
import { useLocaleParam, useLogout } from "../shell";
import { BalanceLine } from "../wallet";
import { ServerMenus } from "./server-menus";
import { SafetyCard } from "../safety";
import { TenantImage } from "../media";
import "./centre.css";

export function CentreScreen() {
  const { t } = useLingui();
  const locale = useLocaleParam();
  const user = useAtomValue(userInfoAtom);
  const nickname = useAtomValue(nicknameAtom);
  const avatar = useAtomValue(avatarAtom);
  const unread = useUnreadLetterCount();
  const logout = useLogout();
  const params = { locale };
  const unreadText = badgeText(unread);
  return (
    <MemberPage title={<Trans>Member centre</Trans>}>
      <section className="card centre-id">
        {avatar ? (
          <TenantImage className="drawer__avatar" src={avatar} decorative width={48} height={48} />
        ) : (
          <span className="drawer__avatar" aria-hidden="true" />
        )}
        <div>
          <p className="centre-id__name">{nickname || user?.userName}</p>
          {nickname && user ? <p className="muted">{user.userName}</p> : null}
        </div>
      </section>
      <section className="card">
        <BalanceLine />
        <nav className="centre-quick" aria-label={t`Wallet`}>
          <Link to="/{-$locale}/member/deposit/{-$from}" params={{ locale, from: undefined }}>
            <DepositIcon size="1.5em" />
            <Trans>Deposit</Trans>
          </Link>
          <Link to="/{-$locale}/member/withdrawal" params={params}>
            <WithdrawalIcon size="1.5em" />
            <Trans>Withdraw</Trans>
          </Link>
          <Link to="/{-$locale}/member/money-change" params={params}>
            <TransferIcon size="1.5em" />
            <Trans>Transfer</Trans>
          </Link>
        </nav>
      </section>
      <nav className="card centre-menu drawer__menu" aria-label={t`Member menu`}>
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
        <Link
          to="/{-$locale}/member/notice/{-$id}"
          params={{ locale, id: undefined }}
          aria-describedby={unreadText ? "centre-letters-unread" : undefined}
        >
          <LettersIcon />
          <Trans>Letters</Trans>
          <Badge count={unread} />
          {unreadText && (
            <span id="centre-letters-unread" hidden>
              {t`${unreadText} unread`}
            </span>
          )}
        </Link>
        <Link to="/{-$locale}/member/setting" params={params} hash="responsible">
          <SettingsIcon />
          <Trans>Responsible gaming</Trans>
        </Link>
        <ServerMenus />
      </nav>
      <SafetyCard />
      <button type="button" className="btn btn--block" onClick={() => void logout()}>
        <LogoutIcon />
        <Trans>Log out</Trans>
      </button>
    </MemberPage>
  );
}
