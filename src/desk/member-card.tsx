import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react/macro";
import type { DeskMemberSummary } from "../api/contract/desk";
import { formatPlatformTime } from "../api/contract/platform-time";
import { formatMoney } from "../lib/format";

/** The member behind a conversation, read only; a guest has none. */
export function MemberCard(props: { member: DeskMemberSummary | null }) {
  const { i18n } = useLingui();
  const m = props.member;
  const money = (value: string) => formatMoney(value, i18n.locale, m?.currency);
  return (
    <aside className="desk-member" aria-labelledby="desk-member-title">
      <h3 id="desk-member-title">
        <Trans>Member</Trans>
      </h3>
      {m === null ? (
        <p>
          <Trans>A guest without an account.</Trans>
        </p>
      ) : (
        <dl>
          <dt>
            <Trans>Username</Trans>
          </dt>
          <dd>{m.userName}</dd>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{m.realName || "—"}</dd>
          <dt>
            <Trans>Balance</Trans>
          </dt>
          <dd>{money(m.balance)}</dd>
          <dt>
            <Trans>Last deposits</Trans>
          </dt>
          <dd>
            {m.deposits.length === 0 ? (
              <Trans>None</Trans>
            ) : (
              <ul>
                {m.deposits.map((d) => (
                  <li key={d.createdAt + d.amount}>
                    {formatPlatformTime(d.createdAt, i18n.locale, "dateTime")} · {money(d.amount)} ·{" "}
                    {d.status === "confirmed" ? <Trans>credited</Trans> : <Trans>pending</Trans>}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      )}
    </aside>
  );
}
