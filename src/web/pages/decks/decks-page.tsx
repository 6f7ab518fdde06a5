import { useParams } from '@tanstack/react-router';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { DeckScreen } from '../../features/decks/components/deck-screen.tsx';
import { DecksScreen } from '../../features/decks/components/decks-screen.tsx';
import { readRowId } from '../../lib/router/row-id-param.ts';

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
  // The route let only a valid row id through (any other is the not-found page).
  const id = readRowId(useParams({ strict: false }).id);
  return (
    <RequireSession>
      <DeckScreen key={id} id={id} />
    </RequireSession>
  );
}
