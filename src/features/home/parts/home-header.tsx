// Top bar: the tenant's logo and name, Log in / Register for visitors, the member's balance (an
// invitation to the first deposit while a new account holds nothing), and one search for every game.
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { totalBalanceQueryOptions } from "../../../api/endpoints/wallet";
import { compareMoney } from "../../../lib/money";
import { Link, useParams } from "@tanstack/react-router";
import { useAtom, useAtomValue } from "jotai";
import { useEffect } from "react";
import { isLoggedInAtom, newAccountAtom, userInfoAtom } from "../../session";
import { TenantImage } from "../../media";
import { DrawerButton } from "../../shell";
import { HomeSearch } from "./home-search";
import { useMoney } from "../../shell";

/** Room for a wordmark (the seeded logos are 360 × 96) or a square mark; fits beside the buttons at 320 px. */
const LOGO_BOX = { width: 96, height: 28 } as const;

export function HomeHeader({
  logoUrl,
  companyName,
  className = "",
}: {
  logoUrl: string;
  companyName: string;
  className?: string;
}) {
  const { locale } = useParams({ strict: false });
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userInfoAtom);
  const who = user?.nickname || user?.userName;
  const { t } = useLingui();
  const money = useMoney();
  // Everything the member owns, game wallets included (docs/product.md §10 "Wallets").
  const query = useQuery({ ...totalBalanceQueryOptions(), enabled: loggedIn });
  const balance = query.data?.total;
  const empty = balance !== undefined && compareMoney(balance, "0") === 0;
  const [newAccount, setNewAccount] = useAtom(newAccountAtom);
  useEffect(() => {
    // Money has arrived: the invitation has done its work.
    if (balance !== undefined && !empty && newAccount) setNewAccount(false);
  }, [balance, empty, newAccount, setNewAccount]);
  return (
    <header className={`home-header ${className}`}>
      <div className="home-header__brand">
        {logoUrl ? (
          // A logo keeps its own shape at a legible size: a wordmark cropped into a 32 px
          // square, or squeezed by the member's name and balance, was a few pixels tall.
          <TenantImage
            src={logoUrl}
            decorative
            width={LOGO_BOX.width}
            height={LOGO_BOX.height}
            fit="contain"
            position="left center"
            className="home-header__logo"
          />
        ) : null}
        <h1 className="home-header__name">{companyName}</h1>
      </div>
      {loggedIn ? (
        <div className="home-header__user">
          <p>
            <Trans>Hi, {who}</Trans>
          </p>
          {balance !== undefined ? (
            <output className="home-header__balance" aria-label={t`Balance`}>
              {money(balance)}
            </output>
          ) : null}
          {empty && newAccount ? (
            <Link
              className="home-header__btn home-header__btn--primary"
              to="/{-$locale}/member/deposit/{-$from}"
              params={{ locale, from: undefined }}
            >
              <Trans>Make your first deposit</Trans>
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="home-header__auth">
          <Link className="home-header__btn" to="/{-$locale}/login" params={{ locale }}>
            <Trans>Log in</Trans>
          </Link>
          <Link
            className="home-header__btn home-header__btn--primary"
            to="/{-$locale}/register"
            params={{ locale }}
          >
            <Trans>Register</Trans>
          </Link>
          {/* A visitor's menu: the language, the settings and installing the app. */}
          <DrawerButton />
        </div>
      )}
      <HomeSearch />
    </header>
  );
}
