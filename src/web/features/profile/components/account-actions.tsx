import { useState } from 'react';
import { toast } from 'react-toastify';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { deleteAccount } from '../api/delete-account.ts';
import { signOutEverywhere } from '../api/sign-out-everywhere.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

type LeaveAfter = (action: () => Promise<unknown>) => Promise<void>;

/** Sign out of all devices, and account deletion behind a confirmation dialog. */
export function AccountActions({ email, leaveAfter }: { email: string; leaveAfter: LeaveAfter }) {
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const onSignOutEverywhere = async () => {
    setPending(true);
    try {
      await leaveAfter(signOutEverywhere);
      toast.success('Signed out of all devices');
    } catch (failure) {
      toast.error(await readErrorMessage(failure, 'Could not sign out of all devices.'));
      setPending(false);
    }
  };

  return (
    <section className="profile-card">
      <h2>Account</h2>
      <div className="profile-actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => void onSignOutEverywhere()}
        >
          {pending ? '...' : 'Sign out of all devices'}
        </button>
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          Delete account
        </button>
      </div>
      {confirming ? (
        <DeleteAccountDialog
          email={email}
          onCancel={() => setConfirming(false)}
          onConfirm={(typed) => leaveAfter(() => deleteAccount(typed))}
        />
      ) : null}
    </section>
  );
}
