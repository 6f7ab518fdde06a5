import { useState } from 'react';
import { useDeckExport } from '../api/export-deck.ts';

/** The deck as a PTCG Live list, to copy into the game or another deck site. */
export function DeckExportPanel({ deckId }: { deckId: number }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const exported = useDeckExport(deckId, open);
  const copy = async () => {
    if (exported.data) {
      await navigator.clipboard.writeText(exported.data);
      setCopied(true);
    }
  };
  return (
    <section className="deck-export" aria-label="Export">
      <button type="button" className="button button--secondary" onClick={() => setOpen(!open)}>
        {open ? 'Hide export' : 'Export for PTCG Live'}
      </button>
      {open && exported.data !== undefined ? (
        <>
          <label className="decks-field">
            <span>Exported list</span>
            <textarea readOnly rows={12} value={exported.data} />
          </label>
          <button type="button" className="button button--secondary" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </button>
        </>
      ) : null}
      {exported.error ? <p className="field-error">{exported.error.message}</p> : null}
    </section>
  );
}
