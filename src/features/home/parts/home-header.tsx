// Top bar: the tenant's logo and name, and Log in / Register for visitors.
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { balanceQueryOptions } from "../../../api/endpoints/wallet";
import { Link, useParams } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { isLoggedInAtom, userInfoAtom } from "../../session";
import { TenantImage } from "../../media";

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
  const balance = useQuery({ ...balanceQueryOptions("sys"), enabled: loggedIn });
  return (
    <header className={`home-header ${className}`}>
      <div className="home-header__brand">
        {logoUrl ? <TenantImage src={logoUrl} decorative width={32} height={32} /> : null}
        <h1 className="home-header__name">{companyName}</h1>
      </div>
      {loggedIn ? (
        <div className="home-header__user">
          <p>
            <Trans>Hi, {who}</Trans>
          </p>
          {balance.data !== undefined ? (
            <output className="home-header__balance" aria-label={t`Balance`}>
              {groupMoney(balance.data)}
            </output>
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
        </div>
      )}
    </header>
  );
}

/** "12345.5" → "12,345.50": display only, on the decimal string (never a float). */
export function groupMoney(value: string): string {
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!m) return value;
  const int = m[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const dec = ((m[3] ?? "") + "00").slice(0, 2);
  return `${m[1]}${int}.${dec}`;
}
