import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ShareInput, ShareLink } from '#core/social/social.schema.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { createShareLink } from '../api/create-share-link.ts';
import { useMyBinders } from '../api/get-my-binders.ts';
import { shareLinksKey, useShareLinks } from '../api/get-share-links.ts';
import { revokeShareLink } from '../api/revoke-share-link.ts';
import './shares.css';
import { quotaMessage } from '#core/quotas/quotas.ts';

const linkUrl = (link: ShareLink) => `${window.location.origin}/share/${link.token}`;

function describe(link: ShareLink) {
  if (link.scope === 'binder') {
    return `Binder "${link.binder_name ?? ''}"`;
  }
  return link.scope === 'wishlist' ? 'Wishlist' : 'Whole collection';
}

/** /home: create, list, copy and revoke read-only share links. */
export function ShareLinksPanel() {
  const selectId = useId();
  const queryClient = useQueryClient();
  const links = useShareLinks();
  const binders = useMyBinders();
  const [choice, setChoice] = useState('collection');
  const [message, setMessage] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareLinksKey });

  const create = async () => {
    const input: ShareInput = choice.startsWith('binder:')
      ? { scope: 'binder', binder_id: Number(choice.slice('binder:'.length)) }
      : { scope: choice === 'wishlist' ? 'wishlist' : 'collection' };
    try {
      const link = await createShareLink(input);
      setMessage(`Link created: ${linkUrl(link)}`);
    } catch (error) {
      setMessage(await readErrorMessage(error, 'The link could not be created.'));
    }
    await refresh();
  };
  const copy = async (link: ShareLink) => {
    try {
      await navigator.clipboard.writeText(linkUrl(link));
      setMessage('Link copied');
    } catch {
      setMessage(`Copy this link: ${linkUrl(link)}`);
    }
  };
  const revoke = async (link: ShareLink) => {
    try {
      await revokeShareLink(link.id);
      setMessage('Link revoked');
    } catch (error) {
      setMessage(await readErrorMessage(error, 'The link could not be revoked.'));
    }
    await refresh();
  };

  return (
    <details className="share-panel">
      <summary>Share links</summary>
      <div className="share-panel__create">
        <label htmlFor={selectId}>Share</label>
        <select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="collection">Whole collection</option>
          <option value="wishlist">Wishlist</option>
          {(binders.data ?? []).map((binder) => (
            <option key={binder.id} value={`binder:${binder.id}`}>
              Binder "{binder.name}"
            </option>
          ))}
        </select>
        <button type="button" className="button" onClick={() => void create()}>
          Create link
        </button>
      </div>
      <p className="share-panel__limit">{quotaMessage('share_links')}</p>
      {message ? <p role="status">{message}</p> : null}
      <ul className="share-panel__list" aria-label="Your share links">
        {(links.data ?? []).map((link) => (
          <li key={link.id} className="share-panel__link">
            <span>{describe(link)}</span>
            <a href={linkUrl(link)} data-testid="share-link-url">
              {linkUrl(link)}
            </a>
            <button type="button" className="link-button" onClick={() => void copy(link)}>
              Copy
            </button>
            <button type="button" className="link-button" onClick={() => void revoke(link)}>
              Revoke
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
