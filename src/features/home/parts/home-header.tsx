// Top bar: the tenant's logo and name, and Log in / Register for visitors.
import { Trans } from "@lingui/react/macro";
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
  return (
    <header className={`home-header ${className}`}>
      <div className="home-header__brand">
        {logoUrl ? <TenantImage src={logoUrl} decorative width={32} height={32} /> : null}
        <h1 className="home-header__name">{companyName}</h1>
      </div>
      {loggedIn ? (
        <p className="home-header__user">
          <Trans>Hi, {who}</Trans>
        </p>
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
