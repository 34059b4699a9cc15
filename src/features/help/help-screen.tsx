// `help`: the help centre. Questions and answers in the player's language, a search over them,
// and the tenant's ways to reach customer service (its chat, a QQ number to copy, its service
// address): where every "help" and "contact" link of the seed leads (docs/content.md).
import { useDeferredValue, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { shortMenusQueryOptions } from "../../api/endpoints/activity-common";
import { MenuCode } from "../../api/contract/constants";
import { contactIdOf } from "../../api/contract/rules";
import { ScreenHeader, useCopy, useLocaleParam, useSiteConfig } from "../shell";
import { HELP_TOPICS } from "./help-topics";
import "./help.css";

export function HelpScreen() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState("");
  const wanted = useDeferredValue(query.trim().toLocaleLowerCase(i18n.locale));
  const topics = HELP_TOPICS.map((topic) => ({
    ...topic,
    items: topic.items
      .map((item) => ({ q: i18n._(item.q), a: i18n._(item.a) }))
      .filter(
        ({ q, a }) =>
          !wanted ||
          q.toLocaleLowerCase(i18n.locale).includes(wanted) ||
          a.toLocaleLowerCase(i18n.locale).includes(wanted),
      ),
  })).filter((topic) => topic.items.length > 0);

  return (
    <main className="help">
      <ScreenHeader title={<Trans>Help centre</Trans>} />
      <div role="search" className="help__search">
        <label htmlFor="help-search">
          <Trans>Search the questions</Trans>
        </label>
        <input
          id="help-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t`For example: deposit`}
        />
      </div>
      {topics.length === 0 ? (
        <p role="status">
          <Trans>No answer matches “{query}”. Customer service can help: see below.</Trans>
        </p>
      ) : (
        topics.map((topic) => (
          <section key={topic.id} id={topic.id} className="help__topic">
            <h2>{i18n._(topic.title)}</h2>
            {topic.items.map((item) => (
              <details key={item.q} className="help__item" open={!!wanted}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </section>
        ))
      )}
      <Contacts />
    </main>
  );
}

/** The tenant's ways to reach customer service. */
function Contacts() {
  const locale = useLocaleParam();
  const site = useSiteConfig();
  const copy = useCopy();
  const { data: menus } = useQuery({ ...shortMenusQueryOptions(site?.vStyle), enabled: !!site });
  const qq = (menus ?? [])
    .filter((m) => m.menuCode === MenuCode.QQService)
    .map((m) => contactIdOf(m.newJumpUrl || m.jumpUrl))
    .find((c) => c !== null);
  const chat = site?.imGlobalSetting.isEnabled === true;
  return (
    <section id="contact" className="help__topic help__contact">
      <h2>
        <Trans>Contact customer service</Trans>
      </h2>
      {chat ? (
        <p>
          <Link
            className="btn btn--primary"
            to="/{-$locale}/messageChat/{-$id}/{-$uid}"
            params={{ locale }}
          >
            <Trans>Chat with us</Trans>
          </Link>
        </p>
      ) : null}
      {qq ? (
        <div className="help__contact-id">
          <span>
            <Trans>QQ</Trans>
          </span>
          <strong>{qq.id}</strong>
          <button type="button" className="btn" onClick={() => void copy(qq.id)}>
            <Trans>Copy</Trans>
          </button>
        </div>
      ) : null}
      {site?.serviceUrl ? (
        <p>
          <a href={site.serviceUrl} target="_blank" rel="noreferrer">
            <Trans>Customer service online</Trans>
          </a>
        </p>
      ) : null}
      {!chat && !qq && !site?.serviceUrl ? (
        <p>
          <Trans>This site has not published a way to reach customer service yet.</Trans>
        </p>
      ) : null}
    </section>
  );
}
