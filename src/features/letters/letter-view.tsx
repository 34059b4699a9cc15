// One letter: opening an unread inbox letter marks it read; delete asks first.
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { LetterBox, LetterStatus } from "../../api/contract/constants";
import { formatPlatformTime } from "../../api/contract/platform-time";
import { MemberPage } from "../shell";
import { useGuardedSubmit } from "../../components/form";
import { useFeedback, useLocaleParam } from "../shell";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { useLetterActions, useLetters } from "./use-letters";

export function LetterView({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const { toast } = useFeedback();
  const inbox = useLetters(LetterBox.Inbox);
  const outbox = useLetters(LetterBox.Outbox);
  const letter = inbox.data?.find((l) => l.id === id) ?? outbox.data?.find((l) => l.id === id);
  const actions = useLetterActions();
  const { markRead } = actions;
  const { pending, run } = useGuardedSubmit();
  const [confirm, setConfirm] = useState(false);
  const marked = useRef(false);
  const unread = letter?.box === LetterBox.Inbox && letter.nstatus === LetterStatus.Unread;
  useEffect(() => {
    if (!unread || marked.current) return;
    marked.current = true;
    void markRead([id]).catch(() => undefined);
  }, [unread, id, markRead]);

  const remove = async () => {
    setConfirm(false);
    const outcome = await run(() => actions.remove([id]));
    if (outcome?.ok) {
      toast(t`Deleted`);
      void navigate({ to: "/{-$locale}/member/notice/{-$id}", params: { locale, id: undefined } });
    }
  };
  const loaded = inbox.isSuccess && outbox.isSuccess;
  return (
    <MemberPage title={letter?.title ?? <Trans>Letter</Trans>}>
      {letter ? (
        <article className="card stack">
          <p className="muted">
            {letter.box === LetterBox.Inbox ? letter.from : letter.to} ·{" "}
            {formatPlatformTime(letter.createdAt, i18n.locale, "dateTime")}
          </p>
          <p style={{ whiteSpace: "pre-wrap" }}>{letter.content}</p>
        </article>
      ) : loaded ? (
        <p className="muted">
          <Trans>This letter does not exist or was deleted.</Trans>
        </p>
      ) : null}
      {letter ? (
        <button
          type="button"
          className="btn btn--block"
          disabled={pending}
          onClick={() => setConfirm(true)}
        >
          <Trans>Delete</Trans>
        </button>
      ) : null}
      {confirm ? (
        <ConfirmDeleteDialog
          title={t`Delete this letter?`}
          onCancel={() => setConfirm(false)}
          onConfirm={() => void remove()}
        />
      ) : null}
    </MemberPage>
  );
}
