// `demo`: about the site: what this reference platform is, how to try it (the seeded demo member)
// and the credits the artwork's licence asks for (docs/content.md).
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ScreenHeader, useLocaleParam, useSiteConfig } from "../shell";
import "./home.css";

export function DemoScreen() {
  const locale = useLocaleParam();
  const company = useSiteConfig()?.companyPageName ?? "";
  return (
    <main className="demo-page">
      <ScreenHeader title={<Trans>About {company}</Trans>} />
      <p>
        <Trans>
          {company} runs on the Playfront reference platform: games, balances and chat are real,
          money is not.
        </Trans>
      </p>
      <h2>
        <Trans>Try it</Trans>
      </h2>
      <dl className="demo-page__credentials">
        <dt>
          <Trans>Username</Trans>
        </dt>
        <dd>demo</dd>
        <dt>
          <Trans>Password</Trans>
        </dt>
        <dd>demo1234</dd>
      </dl>
      <p className="demo-page__actions">
        <Link
          className="home-header__btn home-header__btn--solid"
          to="/{-$locale}/login"
          params={{ locale }}
        >
          <Trans>Log in</Trans>
        </Link>
        <Link
          className="home-header__btn"
          to="/{-$locale}/game-slot/{-$plateType}"
          params={{ locale, plateType: "slot" }}
        >
          <Trans>Browse the games</Trans>
        </Link>
      </p>
      <h2>
        <Trans>Credits</Trans>
      </h2>
      <p className="demo-page__credits">
        <Trans>
          Game and promotion pictures use icons by Lorc, Delapouite and other authors of{" "}
          <a href="https://game-icons.net" target="_blank" rel="noreferrer">
            game-icons.net
          </a>
          , licensed under{" "}
          <a href="https://creativecommons.org/licenses/by/3.0/" target="_blank" rel="noreferrer">
            CC BY 3.0
          </a>
          , recoloured and framed for each provider.
        </Trans>
      </p>
    </main>
  );
}
