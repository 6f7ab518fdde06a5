import type { FastifyInstance } from 'fastify';
import { type ServerDeps, serverDeps } from '../deps.ts';
import type { KeyStore } from './keys/key-store.ts';

/** What the accounts services use: the app's deps plus the access-token signing keys. */
export type AuthDeps = Pick<ServerDeps, 'db' | 'config' | 'mailer' | 'log'> & {
  authKeys: KeyStore;
};

export function authDeps(app: FastifyInstance): AuthDeps {
  return { ...serverDeps(app), authKeys: app.authKeys };
}
