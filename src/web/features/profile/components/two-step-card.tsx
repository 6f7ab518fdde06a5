import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { FormError } from '../../../components/ui/form-error.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import {
  type CodeAnswer,
  codeProblem,
  confirmDevice,
  createDevice,
  hasAuthenticatorApp,
  removeDevice,
} from '../api/totp-api.ts';

type Step =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'enrolling'; secret: string; qr: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'on' };

function CodeInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
      />
    </div>
  );
}

/**
 * Two-step sign-in with an authenticator app (decision 064): turn on (QR code and secret text,
 * then a first code), the recovery codes shown once, turn off with a current code.
 */
export function TwoStepCard() {
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    hasAuthenticatorApp()
      .then((on) => setStep({ kind: on ? 'on' : 'off' }))
      .catch(() => setStep({ kind: 'off' }));
  }, []);

  async function run(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    setProblem(undefined);
    try {
      await action();
    } catch (failure) {
      setProblem(await readErrorMessage(failure, fallback));
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      const device = await createDevice();
      if (device.status !== 'OK' || !device.secret || !device.qrCodeString) {
        setStep({ kind: 'on' });
        return;
      }
      const qr = await QRCode.toDataURL(device.qrCodeString, { margin: 1, width: 200 });
      setCode('');
      setStep({ kind: 'enrolling', secret: device.secret, qr });
    }, 'Two-step sign-in could not be started.');

  /** Sends the typed code; a refusal is said under the field, an OK moves on. */
  const submitCode = (
    send: (code: string) => Promise<CodeAnswer>,
    onOk: (answer: CodeAnswer) => void,
    fallback: string,
  ) =>
    run(async () => {
      const answer = await send(code);
      if (answer.status !== 'OK') {
        setProblem(codeProblem(answer));
        return;
      }
      setCode('');
      onOk(answer);
    }, fallback);

  const confirm = () =>
    submitCode(
      confirmDevice,
      (answer) => setStep({ kind: 'codes', codes: answer.recoveryCodes ?? [] }),
      'The code could not be checked.',
    );

  const turnOff = () =>
    submitCode(
      removeDevice,
      () => {
        setStep({ kind: 'off' });
        toast.success('Two-step sign-in is off');
      },
      'Two-step sign-in could not be turned off.',
    );

  return (
    <section className="profile-card" aria-labelledby="two-step-title">
      <h2 id="two-step-title">Two-step sign-in</h2>
      {step.kind === 'loading' ? <p>Loading…</p> : null}
      {step.kind === 'off' ? (
        <>
          <p>Ask for a code from an authenticator app after your password.</p>
          <button type="button" className="button" disabled={busy} onClick={() => void start()}>
            Turn on two-step sign-in
          </button>
        </>
      ) : null}
      {step.kind === 'enrolling' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p>Scan this QR code with your authenticator app, or type the key.</p>
          <img src={step.qr} alt="QR code for your authenticator app" width={200} height={200} />
          <p>
            Key: <code data-testid="totp-secret">{step.secret}</code>
          </p>
          <CodeInput id="totp-confirm" label="Code from the app" value={code} onChange={setCode} />
          <FormError message={problem} />
          <button type="submit" className="button" disabled={busy}>
            Confirm
          </button>
        </form>
      ) : null}
      {step.kind === 'codes' ? (
        <>
          <p>
            Two-step sign-in is on. Keep these recovery codes somewhere safe: each works once
            instead of a code, and they are not shown again.
          </p>
          <ul className="recovery-codes" aria-label="Recovery codes">
            {step.codes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={() => setStep({ kind: 'on' })}>
            I saved them
          </button>
        </>
      ) : null}
      {step.kind === 'on' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void turnOff();
          }}
        >
          <p>Two-step sign-in is on: signing in asks for a code from your authenticator app.</p>
          <CodeInput id="totp-off" label="Code from the app" value={code} onChange={setCode} />
          <FormError message={problem} />
          <button type="submit" className="button button-secondary" disabled={busy}>
            Turn off two-step sign-in
          </button>
        </form>
      ) : null}
    </section>
  );
}
