import type { ReactNode } from 'react';
import { getSetRoute, type SetLike } from '#core/catalog/set-route.ts';
import { RouteLink } from '../../../components/ui/route-link.tsx';

type Props = { set: SetLike; className?: string; children: ReactNode; 'aria-label'?: string };

/**
 * Spec section 2 "Set click": a link to getSetRoute(set); a set with no id and no name logs a
 * warning and goes nowhere.
 */
export function SetLink({ set, className, children, ...rest }: Props) {
  const href = getSetRoute(set);
  if (!href) {
    return (
      <button
        type="button"
        className={className}
        aria-label={rest['aria-label']}
        onClick={() => {
          // biome-ignore lint/suspicious/noConsole: the spec asks for a logged warning
          console.warn('This set has no id or name to link to', set);
        }}
      >
        {children}
      </button>
    );
  }
  return (
    <RouteLink href={href} className={className} aria-label={rest['aria-label']}>
      {children}
    </RouteLink>
  );
}
