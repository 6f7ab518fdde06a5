import { useEffect, useState } from 'react';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { deletePushSubscription, savePushSubscription } from '../api/push-subscription.ts';
import { canUsePush, currentSubscription, subscribeBrowser } from '../lib/browser-push.ts';

type State = 'checking' | 'off' | 'on' | 'unsupported' | 'denied';

/** Turns browser notifications on or off for this device. */
export function PushToggle({ vapidPublicKey }: { vapidPublicKey: string }) {
  const [state, setState] = useState<State>('checking');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!canUsePush()) {
      setState('unsupported');
      return;
    }
    currentSubscription()
      .then((sub) => setState(sub ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);
  const turnOn = async () => {
    setError(null);
    try {
      const sub = await subscribeBrowser(vapidPublicKey);
      if (!sub) {
        setState('denied');
        return;
      }
      await savePushSubscription(sub);
      setState('on');
    } catch (failure) {
      setError(await readErrorMessage(failure, 'Could not turn on browser notifications.'));
    }
  };
  const turnOff = async () => {
    const sub = await currentSubscription();
    if (sub) {
      await deletePushSubscription(sub.endpoint).catch(() => undefined);
      await sub.unsubscribe();
    }
    setState('off');
  };
  if (state === 'unsupported') {
    return <p>This browser cannot show notifications from Cardfolio.</p>;
  }
  return (
    <div className="notification-push">
      {state === 'on' ? (
        <button type="button" onClick={() => void turnOff()}>
          Turn off browser notifications on this device
        </button>
      ) : (
        <button type="button" disabled={state === 'checking'} onClick={() => void turnOn()}>
          Turn on browser notifications on this device
        </button>
      )}
      {state === 'denied' ? (
        <p role="alert">Notifications are blocked for this site in your browser settings.</p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
