// "Forgot password?" on the login screen. The platform has no reset call: the tenant's customer
// service confirms who the player is and sets a new password, so this says so and opens it. Where
// the browser can use passkeys, a passkey added earlier signs in without the password.
import { useState } from "react";
import { Trans } from "@lingui/react/macro";
import { Dialog } from "../../components/dialog";
import { useOpenService } from "../shell";

export function ForgotPassword({ onPasskey }: { onPasskey?: () => void }) {
  const [open, setOpen] = useState(false);
  const service = useOpenService();
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
            </>
          }
        >
          <p>
            <Trans>
              A password cannot be reset in the app. Contact customer service: they confirm that the
              account is yours and set a new password for you.
            </Trans>
          </p>
          {onPasskey ? (
            <p>
              <Trans>If you added a passkey to your account, you can sign in with it now.</Trans>
            </p>
          ) : null}
        </Dialog>
      ) : null}
      {service.dialog}
    </>
  );
}
