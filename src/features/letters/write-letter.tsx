// A letter to customer service (PostVipUserLetter); it lands in the outbox.
import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { postLetter } from "../../api/endpoints/news";
import { Dialog } from "../../components/dialog";
import { Field, useGuardedSubmit } from "../../components/form";
import { refusalMessage } from "../../api/money-submit";
import { useFeedback } from "../shell";
import { useLetterActions } from "./use-letters";

export function WriteLetter({ onClose }: { onClose: (sent: boolean) => void }) {
  const { t } = useLingui();
  const { toast } = useFeedback();
  const { settle } = useLetterActions();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useGuardedSubmit();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !content.trim()) return setError(t`Enter a subject and a message`);
    setError(null);
    const outcome = await run(() => postLetter({ title: title.trim(), content: content.trim() }));
    if (!outcome) return;
    if (!outcome.ok) return setError(refusalMessage(outcome.error));
    toast(t`Letter sent`);
    await settle();
    onClose(true);
  };
  return (
    <Dialog
      title={t`Write to service`}
      onClose={() => onClose(false)}
      actions={
        <>
          <button type="button" className="btn" onClick={() => onClose(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form="write-letter" className="btn btn--primary" disabled={pending}>
            <Trans>Send</Trans>
          </button>
        </>
      }
    >
      <form
        id="write-letter"
        className="stack member"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <Field label={t`Subject`} value={title} onValue={setTitle} maxLength={100} />
        <div className="field">
          <label htmlFor="write-letter-body">{t`Message`}</label>
          <textarea
            id="write-letter-body"
            rows={5}
            maxLength={2000}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </div>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
