import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export type StandInAccount = {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
};
export type StandInClient = { clientId: string; clientSecret: string };

export type OidcStandIn = {
  /** `http://127.0.0.1:<port>`: use as GOOGLE_ISSUER and APPLE_ISSUER. */
  issuer: string;
  clients: { google: StandInClient; apple: StandInClient };
  /** Adds (or replaces) an account; its login name in the dev sign-in form is `sub`. */
  addAccount: (account: StandInAccount) => void;
  close: () => Promise<void>;
};

/** Env for the app under test (pass to createTestApp or a spawned server). */
export function standInConfig(standIn: OidcStandIn) {
  return {
    GOOGLE_ISSUER: standIn.issuer,
    GOOGLE_CLIENT_ID: standIn.clients.google.clientId,
    GOOGLE_CLIENT_SECRET: standIn.clients.google.clientSecret,
    APPLE_ISSUER: standIn.issuer,
    APPLE_CLIENT_ID: standIn.clients.apple.clientId,
    APPLE_CLIENT_SECRET: standIn.clients.apple.clientSecret,
  };
}

const CLIENTS = {
  google: { clientId: 'cardfolio-google', clientSecret: 'google-stand-in-secret-0123456789' },
  apple: { clientId: 'cardfolio-apple', clientSecret: 'apple-stand-in-secret-0123456789' },
};

/**
 * A real OpenID Provider (oidc-provider 9) on loopback standing in for Google and Apple. Its
 * development interactions show a sign-in form where any login works: a login that was not
 * added with addAccount is an account whose e-mail is that login (verified) when it looks like
 * an e-mail address, and no e-mail otherwise. Consent is granted automatically. The Apple
 * client reports `email_verified` as the string "true", as Apple does.
 */
export async function startOidcStandIn(options: { redirectUris: string[] }): Promise<OidcStandIn> {
  const accounts = new Map<string, StandInAccount>();
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const clientMetadata = (client: StandInClient) => ({
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris: options.redirectUris,
    response_types: ['code'],
    grant_types: ['authorization_code'],
    token_endpoint_auth_method: 'client_secret_post',
  });

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    alg: 'RS256',
    use: 'sig',
    kid: 'stand-in',
  };
  const provider = new Provider(issuer, {
    jwks: { keys: [signingKey] },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 86_400,
      Session: 86_400,
    },
    clients: [clientMetadata(CLIENTS.google), clientMetadata(CLIENTS.apple)],
    cookies: { keys: ['cardfolio-stand-in-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount: (ctx: KoaContextWithOIDC, id: string) => {
      const account = accounts.get(id) ?? {
        sub: id,
        ...(id.includes('@') ? { email: id, emailVerified: true } : {}),
      };
      const apple = ctx.oidc.client?.clientId === CLIENTS.apple.clientId;
      return {
        accountId: id,
        claims: () => ({
          sub: account.sub,
          ...(account.email
            ? {
                email: account.email,
                email_verified: apple
                  ? String(account.emailVerified ?? false)
                  : Boolean(account.emailVerified),
              }
            : {}),
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider: op } = ctx.oidc;
      if (!client || !session?.accountId) {
        return undefined;
      }
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        return op.Grant.find(grantId);
      }
      const grant = new op.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  });
  handler = provider.callback();

  return {
    issuer,
    clients: { google: { ...CLIENTS.google }, apple: { ...CLIENTS.apple } },
    addAccount: (account) => accounts.set(account.sub, account),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
