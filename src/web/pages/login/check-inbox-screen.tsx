import { useState } from 'react';
import { useSession } from '../../lib/session/session-context.tsx';

/** What the SDK hands its "check your inbox" screen (and so its override). */
type CheckInboxProps = {
  recipeImplementation: {
    sendVerificationEmail: (input: {
      userContext: Record<string, unknown>;
    }) => Promise<{ status: 'OK' | 'EMAIL_ALREADY_VERIFIED_ERROR' }>;
  };
  onEmailAlreadyVerified: () => Promise<void>;
  signOut: () => Promise<void>;
};

type Notice = { kind: 'success' | 'error'; text: string };

const RESEND_FAILED = 'Something went wrong. Please try again.';

/** The SDK's error for a GENERAL_ERROR answer, whose message is meant for the user. */
function generalErrorMessage(error: unknown): string | undefined {
  const general =
    error instanceof Error &&
    (error as Error & { isSuperTokensGeneralError?: boolean }).isSuperTokensGeneralError === true;
  return general ? error.message : undefined;
}

/**
 * The verify-email screen in place of the SDK's, which asks for another mail every time it opens.
 * Sign-up already sent the link; this screen says to which address and sends another only when
 * asked ("Resend Email"; the server answers a too-early resend with when to ask again). Drawn
 * inside the SDK's shadow DOM with its data-supertokens styles.
 */
export function CheckInboxScreen({
  recipeImplementation,
  onEmailAlreadyVerified,
  signOut,
}: CheckInboxProps) {
  const session = useSession();
  const [notice, setNotice] = useState<Notice | undefined>();
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    setNotice(undefined);
    try {
      const answer = await recipeImplementation.sendVerificationEmail({ userContext: {} });
      if (answer.status === 'EMAIL_ALREADY_VERIFIED_ERROR') {
        await onEmailAlreadyVerified();
        return;
      }
      setNotice({ kind: 'success', text: 'Email resent' });
    } catch (error) {
      setNotice({ kind: 'error', text: generalErrorMessage(error) ?? RESEND_FAILED });
    } finally {
      setBusy(false);
    }
  }

  const address = session.user?.email;
  return (
    <div data-supertokens="container">
      <div data-supertokens="row">
        {notice && (
          <div
            role={notice.kind === 'error' ? 'alert' : 'status'}
            data-supertokens={notice.kind === 'error' ? 'generalError' : 'generalSuccess'}
          >
            {notice.text}
          </div>
        )}
        <h1 data-supertokens="headerTitle headerTinyTitle">Verify your email!</h1>
        <div data-supertokens="divider" />
        <p data-supertokens="primaryText sendVerifyEmailText">
          We sent a link to{' '}
          {address ? <strong>{address}</strong> : 'the address you signed up with'}. Click it to
          confirm your address. No mail? Check your spam folder, or ask for another.
        </p>
        <button
          type="button"
          data-supertokens="button resendButton"
          disabled={busy}
          onClick={() => void resend()}
        >
          Resend Email
        </button>
        <button
          type="button"
          data-supertokens="secondaryText secondaryLinkWithRightArrow plainButton"
          onClick={() => void signOut()}
        >
          Logout
        </button>
      </div>
    </div>
  );
}
