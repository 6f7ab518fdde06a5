import { useParams } from '@tanstack/react-router';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { DeckScreen } from '../../features/decks/components/deck-screen.tsx';
import { DecksScreen } from '../../features/decks/components/decks-screen.tsx';

/** /decks (issue 19): signed-in only. */
export function DecksPage() {
  return (
    <RequireSession>
      <DecksScreen />
    </RequireSession>
  );
}

/** /decks/{id}. */
export function DeckPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  return (
    <RequireSession>
      <DeckScreen key={id} id={Number(id)} />
    </RequireSession>
  );
}
