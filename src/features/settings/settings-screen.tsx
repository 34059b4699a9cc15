// Settings for everyone (`setting`): language (keeps the current screen), notifications and
// install (PWA feature), and what this device remembers: the login, favourites, recent games.
import { Suspense, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { forgetAccount } from "../auth";
import { favouritesAtom, recentGamesAtom } from "../games";
import { NotificationSettings } from "../pwa";
import { isLoggedInAtom } from "../session";
import { currentPreview } from "../preview";
import {
  appFlagAtom,
  LanguageSelect,
  ScreenHeader,
  useChatEnabled,
  useFeedback,
  useLocaleParam,
  useSiteConfig,
} from "../shell";
import "./settings.css";

export function SettingsScreen() {
  const { t } = useLingui();
  const locale = useLocaleParam();
  const loggedIn = useAtomValue(isLoggedInAtom);
  // In the native app shell (isApp, remembered or previewed) installing is its job, not ours.
  const inApp = useAtomValue(appFlagAtom) || currentPreview().isApp;
  const chat = useChatEnabled();
  const { toast } = useFeedback();
  const setRecent = useSetAtom(recentGamesAtom);
  const setFavourites = useSetAtom(favouritesAtom);
  const [forgot, setForgot] = useState(false);
  const company = useSiteConfig()?.companyPageName ?? "";

  return (
    <main className="settings">
      <ScreenHeader title={<Trans>Settings</Trans>} />

      <section className="settings__group" aria-labelledby="settings-language">
        <h2 id="settings-language">
          <Trans>Language</Trans>
        </h2>
        <LanguageSelect />
      </section>

      <section className="settings__group" aria-labelledby="settings-notify">
        <h2 id="settings-notify">
          <Trans>Notifications and app</Trans>
        </h2>
        <Suspense fallback={null}>
          <NotificationSettings inApp={inApp} />
        </Suspense>
      </section>

      <section className="settings__group" aria-labelledby="settings-device">
        <h2 id="settings-device">
          <Trans>This device</Trans>
        </h2>
        <button
          type="button"
          className="settings__action"
          disabled={forgot}
          onClick={() =>
            void forgetAccount().then(() => {
              setForgot(true);
              toast(t`The remembered account was removed from this device`);
            })
          }
        >
          <Trans>Forget remembered account</Trans>
        </button>
        <button
          type="button"
          className="settings__action"
          onClick={() => {
            setRecent([]);
            toast(t`Recently played games cleared`);
          }}
        >
          <Trans>Clear recently played games</Trans>
        </button>
        <button
          type="button"
          className="settings__action"
          onClick={() => {
            setFavourites([]);
            toast(t`Favourites cleared`);
          }}
        >
          <Trans>Clear favourite games</Trans>
        </button>
      </section>

      <nav className="settings__group" aria-label={t`More`}>
        {chat ? (
          <Link className="settings__link" to="/{-$locale}/message" params={{ locale }}>
            <Trans>Messages</Trans>
          </Link>
        ) : null}
        <Link className="settings__link" to="/{-$locale}/protocal" params={{ locale }}>
          <Trans>Account-opening agreement</Trans>
        </Link>
        <Link className="settings__link" to="/{-$locale}/demo" params={{ locale }}>
          <Trans>About {company}</Trans>
        </Link>
        {loggedIn ? null : (
          <Link className="settings__link" to="/{-$locale}/login" params={{ locale }}>
            <Trans>Log in</Trans>
          </Link>
        )}
      </nav>
    </main>
  );
}
