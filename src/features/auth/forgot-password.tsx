// "Forgot password?" on the login screen. The platform has no reset call: a person of the
// tenant's customer service confirms who the player is and sets a new password. So this offers
// what the platform can do: a passkey added earlier signs in without the password, and the reset
// is asked for in the tenant's chat (a hand-over to a person) or through its other contacts.
import { useState } from "react";
import { Trans } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { Dialog } from "../../components/dialog";
import { localePath, useChatEnabled, useLocaleParam, useOpenService } from "../shell";

export function ForgotPassword({ onPasskey }: { onPasskey?: () => void }) {
  const [open, setOpen] = useState(false);
  const service = useOpenService({ notChat: true });
  const chat = useChatEnabled();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  return (
    <>
      <button type="button" className="auth__forgot" onClick={() => setOpen(true)}>
        <Trans>Forgot password?</Trans>
      </button>
      {open ? (
        <Dialog
          title={<Trans>Forgot password?</Trans>}
          onClose={() => setOpen(false)}
          actions={
            <>
              <button type="button" className="btn" onClick={() => setOpen(false)}>
                <Trans>Close</Trans>
              </button>
              {onPasskey ? (
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    setOpen(false);
                    onPasskey();
                  }}
                >
                  <Trans>Sign in with a passkey</Trans>
                </button>
              ) : null}
              {chat ? (
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => {
                    setOpen(false);
                    void navigate({ href: localePath(locale, "/messageChat") });
                  }}
                >
                  <Trans>Reset through customer service chat</Trans>
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn--primary"
                  disabled={!service.ready}
                  onClick={() => {
                    setOpen(false);
                    service.open();
                  }}
                >
                  <Trans>Contact customer service</Trans>
                </button>
              )}
            </>
          }
        >
          {onPasskey ? (
            <p>
              <Trans>If you added a passkey to your account, you can sign in with it now.</Trans>
            </p>
          ) : null}
          <p>
            {chat ? (
              <Trans>
                Otherwise ask for a new password in our chat: tap “Talk to a person” and give your
                username and the phone number or e-mail on your account.
              </Trans>
            ) : (
              <Trans>
                Otherwise contact customer service with your username and the phone number or e-mail
                on your account.
              </Trans>
            )}
          </p>
          <p>
            <Trans>
              What happens next: a person checks that the account is yours. Only then do they set a
              new password and tell you how to sign in. Nobody from us will ask for your old
              password.
            </Trans>
          </p>
        </Dialog>
      ) : null}
      {service.dialog}
    </>
  );
}
