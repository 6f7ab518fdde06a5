import { useState } from 'react';
import { FormError } from '../../components/ui/form-error.tsx';
import {
  codeProblem,
  verifyCode,
  verifyRecoveryCode,
} from '../../features/profile/api/totp-api.ts';
import { readErrorMessage } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-context.tsx';

/**
 * The second step of a sign-in with two-step sign-in on (decision 064): a code from the
 * authenticator app, or one of the recovery codes. Until then every other call answers 403.
 */
export function TwoStepPage() {
  const session = useSession();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = recovery ? await verifyRecoveryCode(code) : await verifyCode(code);
      if (answer.status !== 'OK') {
        setProblem(
          recovery && answer.status === 'INVALID_TOTP_ERROR'
            ? 'That recovery code is not right, or was used already.'
            : codeProblem(answer),
        );
        return;
      }
      // A full load: the session now carries the passed factor.
      window.location.assign('/');
    } catch (failure) {
      setProblem(await readErrorMessage(failure, 'The code could not be checked.'));
    } finally {
      setBusy(false);
    }
  }

  const label = recovery ? 'Recovery code' : 'Code from your authenticator app';
  return (
    <form
      className="two-step-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h1>Two-step sign-in</h1>
      <p>
        {recovery
          ? 'Enter one of the recovery codes you saved. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code for Cardfolio.'}
      </p>
      <div className="form-field">
        <label htmlFor="two-step-code">{label}</label>
        <input
          id="two-step-code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          value={code}
          onChange={(event) => setCode(event.target.value.trim())}
        />
      </div>
      <FormError message={problem} />
      <button type="submit" className="button" disabled={busy || code === ''}>
        Continue
      </button>
      <p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setProblem(undefined);
          }}
        >
          {recovery ? 'Use a code from the app' : 'Use a recovery code'}
        </button>{' '}
        ·{' '}
        <button type="button" className="link-button" onClick={() => void session.signOut()}>
          Sign out
        </button>
      </p>
    </form>
  );
}
