// Bottom tab bar (docs/product.md §2): home; service or messages; deposit + promote-and-earn (the
// referral page, docs/referrals.md) for members,
// register + promotions for visitors; member centre. Hidden on routes flagged hideFooter.
import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  DepositIcon,
  GiftIcon,
  HomeIcon,
  MessageIcon,
  MineIcon,
  OnlineSupportIcon,
  PromotionIcon,
  UserIcon,
} from "../components/icons";
import { Badge, badgeText } from "../components/badge";
import { chatUnreadAtom } from "../features/chat";
import { useUnreadLetterCount } from "../features/letters";
import { isLoggedInAtom } from "../features/session";
import { useLocaleParam, useOpenService, useSiteConfig } from "../features/shell";

export function TabBar() {
  const { t } = useLingui();
  const locale = useLocaleParam();
  const config = useSiteConfig();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const unread = useAtomValue(chatUnreadAtom);
  const service = useOpenService();
  const chatOn = config?.imGlobalSetting.isEnabled === true;
  const unreadText = badgeText(unread);
  const letters = useUnreadLetterCount();
  const lettersText = loggedIn ? badgeText(letters) : null;

  const params = { locale };
  return (
    <nav className="tabbar" aria-label={t`Main`}>
      <Link
        to="/{-$locale}"
        params={params}
        className="tabbar__tab"
        activeOptions={{ exact: true }}
      >
        <HomeIcon size="1.5em" />
        <span>
          <Trans>Home</Trans>
        </span>
      </Link>
      {chatOn ? (
        <Link
          to="/{-$locale}/message"
          params={params}
          className="tabbar__tab"
          aria-describedby={unreadText ? "tabbar-unread" : undefined}
        >
          <MessageIcon size="1.5em" />
          <span>
            <Trans>Messages</Trans>
          </span>
          <Badge count={unread} />
          {unreadText && (
            <span id="tabbar-unread" hidden>
              {t`${unreadText} unread`}
            </span>
          )}
        </Link>
      ) : (
        <button
          type="button"
          className="tabbar__tab"
          disabled={!service.ready}
          onClick={service.open}
        >
          <OnlineSupportIcon size="1.5em" />
          <span>
            <Trans>Service</Trans>
          </span>
        </button>
      )}
      {loggedIn ? (
        <>
          <Link
            to="/{-$locale}/member/deposit/{-$from}"
            params={{ locale, from: undefined }}
            className="tabbar__tab"
          >
            <DepositIcon size="1.5em" />
            <span>
              <Trans>Deposit</Trans>
            </span>
          </Link>
          <Link to="/{-$locale}/referral" params={params} className="tabbar__tab">
            <GiftIcon size="1.5em" />
            <span>
              <Trans>Promote and earn</Trans>
            </span>
          </Link>
        </>
      ) : (
        <>
          <Link to="/{-$locale}/register" params={params} className="tabbar__tab">
            <UserIcon size="1.5em" />
            <span>
              {/* Its own message: a tab's label is short (Thai: one word a narrow tab keeps whole). */}
              <Trans context="tab bar">Register</Trans>
            </span>
          </Link>
          <Link to="/{-$locale}/promotion" params={params} className="tabbar__tab">
            <PromotionIcon size="1.5em" />
            <span>
              <Trans>Promotions</Trans>
            </span>
          </Link>
        </>
      )}
      <Link
        to="/{-$locale}/centre/{-$id}"
        params={{ locale, id: undefined }}
        className="tabbar__tab"
        aria-describedby={lettersText ? "tabbar-letters" : undefined}
      >
        <MineIcon size="1.5em" />
        <span>
          <Trans>Member centre</Trans>
        </span>
        {lettersText && (
          <>
            <Badge count={letters} />
            <span id="tabbar-letters" hidden>
              {t`${lettersText} unread letters`}
            </span>
          </>
        )}
      </Link>
      {service.dialog}
    </nav>
  );
}
