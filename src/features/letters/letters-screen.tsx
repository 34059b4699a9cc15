// In-site letters (docs/product.md §2 member/notice/{id}): inbox and outbox, unread first, open to read
// (marks read), bulk select to mark read or delete (with confirmation), write to service.
import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { LetterBox, LetterStatus } from "../../api/contract/constants";
import { formatPlatformTime } from "../../api/contract/platform-time";
import { MemberPage } from "../shell";
import { useGuardedSubmit } from "../../components/form";
import { useFeedback, useLocaleParam } from "../shell";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { LetterView } from "./letter-view";
import { useUnreadLetterCount } from "./unread";
import { useLetterActions, useLetters } from "./use-letters";
import { WriteLetter } from "./write-letter";
import "./letters.css";

export function LettersScreen({ id }: { id?: number }) {
  const { t } = useLingui();
  const [box, setBox] = useState<number>(LetterBox.Inbox);
  const [writing, setWriting] = useState(false);
  const unread = useUnreadLetterCount();
  if (id !== undefined) return <LetterView id={id} />;
  return (
    <MemberPage
      title={<Trans>Letters</Trans>}
      actions={
        <button type="button" className="btn" onClick={() => setWriting(true)}>
          <Trans>Write to service</Trans>
        </button>
      }
    >
      <div className="chips" role="group" aria-label={t`Mailbox`}>
        <button
          type="button"
          className="btn"
          aria-pressed={box === LetterBox.Inbox}
          onClick={() => setBox(LetterBox.Inbox)}
        >
          <Trans>Inbox</Trans>
          {unread > 0 ? <span className="letters__count">{unread}</span> : null}
        </button>
        <button
          type="button"
          className="btn"
          aria-pressed={box === LetterBox.Outbox}
          onClick={() => setBox(LetterBox.Outbox)}
        >
          <Trans>Outbox</Trans>
        </button>
      </div>
      <LetterList key={box} box={box} />
      {writing ? (
        <WriteLetter
          onClose={(sent) => {
            setWriting(false);
            if (sent) setBox(LetterBox.Outbox);
          }}
        />
      ) : null}
    </MemberPage>
  );
}

function LetterList({ box }: { box: number }) {
  const { t, i18n } = useLingui();
  const locale = useLocaleParam();
  const { toast } = useFeedback();
  const { data: letters, isSuccess } = useLetters(box);
  const actions = useLetterActions();
  const { pending, run } = useGuardedSubmit();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const ids = letters?.map((l) => l.id) ?? [];
  const chosen = selected.filter((id) => ids.includes(id));
  const allChosen = ids.length > 0 && chosen.length === ids.length;
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const count = chosen.length;

  const markRead = async () => {
    const outcome = await run(() => actions.markRead(chosen));
    if (outcome?.ok) {
      setSelected([]);
      toast(t`Marked as read`);
    }
  };
  const remove = async () => {
    setConfirmDelete(false);
    const outcome = await run(() => actions.remove(chosen));
    if (outcome?.ok) {
      setSelected([]);
      toast(t`Deleted`);
    }
  };

  if (isSuccess && ids.length === 0) {
    return (
      <p className="muted">
        <Trans>No letters.</Trans>
      </p>
    );
  }
  return (
    <>
      <div className="row letters__bar">
        <label className="row">
          <input
            type="checkbox"
            checked={allChosen}
            onChange={() => setSelected(allChosen ? [] : ids)}
          />
          <Trans>Select all</Trans>
        </label>
        <div className="letters__actions">
          <button
            type="button"
            className="btn"
            disabled={count === 0 || pending}
            onClick={() => void markRead()}
          >
            <Trans>Mark read</Trans>
          </button>
          <button
            type="button"
            className="btn"
            disabled={count === 0 || pending}
            onClick={() => setConfirmDelete(true)}
          >
            <Trans>Delete</Trans>
          </button>
        </div>
      </div>
      <ul className="list card">
        {letters?.map((l) => {
          const title = l.title;
          const unread = l.nstatus === LetterStatus.Unread;
          return (
            <li
              key={l.id}
              className={unread ? "letters__item letters__item--unread" : "letters__item"}
            >
              <input
                type="checkbox"
                checked={chosen.includes(l.id)}
                onChange={() => toggle(l.id)}
                aria-label={t`Select ${title}`}
              />
              <Link to="/{-$locale}/member/notice/{-$id}" params={{ locale, id: l.id }}>
                <span>
                  {unread ? <span className="visually-hidden">{t`Unread:`} </span> : null}
                  {title}
                </span>
                <small className="muted">
                  {formatPlatformTime(l.createdAt, i18n.locale, "date")}
                </small>
              </Link>
            </li>
          );
        })}
      </ul>
      {confirmDelete ? (
        <ConfirmDeleteDialog
          title={t`Delete ${count} letters?`}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </>
  );
}
