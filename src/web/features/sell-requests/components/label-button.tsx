import { useEffect, useState } from 'react';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { fetchLabel } from '../api/get-label.ts';

type LabelState =
  | { kind: 'idle' }
  | { kind: 'generating' }
  | { kind: 'ready'; url: string }
  | { kind: 'error'; message: string };

/** Label generation with the spec's success and error states; the PDF opens as a download. */
export function LabelButton({ id, number }: { id: number; number: string }) {
  const [state, setState] = useState<LabelState>({ kind: 'idle' });
  useEffect(
    () => () => (state.kind === 'ready' ? URL.revokeObjectURL(state.url) : undefined),
    [state],
  );

  const generate = async () => {
    setState({ kind: 'generating' });
    try {
      const blob = await fetchLabel(id);
      setState({ kind: 'ready', url: URL.createObjectURL(blob) });
    } catch (error) {
      const message = await readErrorMessage(error, 'Please try again.');
      setState({ kind: 'error', message: `The shipping label could not be generated: ${message}` });
    }
  };

  if (state.kind === 'ready') {
    return (
      <p role="status" className="sell-ok">
        Shipping label ready.{' '}
        <a href={state.url} download={`${number}-label.pdf`} data-testid={`label-link-${id}`}>
          Download the label (PDF)
        </a>
      </p>
    );
  }
  return (
    <div>
      <button
        type="button"
        className="button button--secondary"
        disabled={state.kind === 'generating'}
        onClick={() => void generate()}
      >
        {state.kind === 'generating' ? 'Generating label…' : 'Get shipping label'}
      </button>
      {state.kind === 'error' ? (
        <p role="alert" className="field-error">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
