/**
 * An owner's data and an intruder's attempts on it, over any transport: the server test sends
 * through app.inject, a manual run can send over HTTP to a running app.
 */
export type Answer = { status: number; body: string };
export type Send = (
  as: Actor,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) => Promise<Answer>;
export type Actor = { id: number; handle: string; headers: Record<string, string> };

/** Written into every name and note of the owner's data: no answer to the intruder holds it. */
export const MARKER = 'OwnersSecret7Q';

export type OwnersData = {
  item: number;
  binder: number;
  deck: number;
  sellRequest: number;
  share: number;
  order: number;
  /** A request the owner sent to a third person, still pending. */
  friendRequest: number;
  /** The owner's friend and the person the owner blocked. */
  friend: number;
  blocked: number;
  grading: number;
  /** A change batch of the owner's collection, and an entry in their trash. */
  batch: string;
  trashEntry: number;
  priceAlert: number;
};

const ADDRESS = {
  name: `${MARKER} Ketchum`,
  line1: '1 Route 1',
  city: 'Pallet Town',
  postalCode: '10001',
  region: 'NY',
  country: 'US',
};

async function ok(answer: Promise<Answer>, what: string): Promise<Record<string, unknown>> {
  const { status, body } = await answer;
  if (status >= 300) {
    throw new Error(`${what} failed: ${status} ${body.slice(0, 300)}`);
  }
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

const idOf = (value: unknown) => Number((value as { id: number }).id);

/** One of everything an owner can have, made through the API (card: a catalog product id). */
export async function seedOwnersData(
  send: Send,
  people: { owner: Actor; friend: Actor; stranger: Actor; blocked: Actor },
  card: string,
  shopProduct: number,
  /** Saves a grading result for the item (the measuring step needs photos: done outside). */
  saveGradingResult: (ownerId: number, item: number) => Promise<number>,
): Promise<OwnersData> {
  const { owner, friend, stranger, blocked } = people;
  const item = idOf(
    await ok(send(owner, 'POST', '/api/iOSUserCards/', { product_id: card }), 'item'),
  );
  const binder = idOf(await ok(send(owner, 'POST', '/api/binders', { name: MARKER }), 'binder'));
  await ok(send(owner, 'PUT', `/api/iOSUserCards/${item}`, { binder_id: binder }), 'file item');
  const deck = idOf(
    await ok(send(owner, 'POST', '/api/decks', { name: MARKER, format: 'unlimited' }), 'deck'),
  );
  const sold = await ok(
    send(owner, 'POST', '/api/sell-requests', {
      items: [{ userProductId: item, condition: 'NM', askingCents: 1234 }],
      returnAddress: ADDRESS,
      note: MARKER,
    }),
    'sell request',
  );
  const share = idOf(
    await ok(send(owner, 'POST', '/api/shares', { scope: 'binder', binder_id: binder }), 'share'),
  );
  const order = await ok(
    send(owner, 'POST', '/api/orders', {
      items: [{ id: shopProduct, quantity: 1 }],
      shippingAddress: ADDRESS,
    }),
    'order',
  );
  await ok(send(owner, 'POST', '/api/friends/requests', { handle: friend.handle }), 'ask friend');
  const friendView = await ok(send(friend, 'GET', '/api/friends'), 'friend overview');
  const incoming = friendView.incoming as { id: number; from: { id: number } }[];
  const asked = incoming.find((entry) => entry.from.id === owner.id);
  await ok(send(friend, 'POST', `/api/friends/requests/${asked?.id}/accept`), 'accept');
  await ok(send(owner, 'POST', '/api/friends/requests', { handle: stranger.handle }), 'ask');
  const ownerView = await ok(send(owner, 'GET', '/api/friends'), 'owner overview');
  const outgoing = ownerView.outgoing as { id: number }[];
  await ok(send(owner, 'POST', '/api/friends/blocks', { handle: blocked.handle }), 'block');
  const trashed = idOf(
    await ok(send(owner, 'POST', '/api/iOSUserCards/', { product_id: card, notes: MARKER }), 'x'),
  );
  await ok(send(owner, 'DELETE', `/api/iOSUserCards/${trashed}`), 'trash an item');
  const trash = await ok(send(owner, 'GET', '/api/collection/trash'), 'trash');
  const activity = await ok(send(owner, 'GET', '/api/collection/activity'), 'activity');
  const priceAlert = idOf(
    await ok(
      send(owner, 'POST', '/api/price-alerts', {
        kind: 'product_above',
        productId: card,
        thresholdCents: 1_000,
      }),
      'price alert',
    ),
  );
  return {
    batch: String((activity.items as { batch_id: string }[])[0]?.batch_id),
    trashEntry: idOf((trash.items as unknown[])[0]),
    priceAlert,
    item,
    binder,
    deck,
    sellRequest: idOf(sold.sellRequest),
    share,
    order: idOf(order.order),
    friendRequest: idOf(outgoing[0]),
    friend: friend.id,
    blocked: blocked.id,
    grading: await saveGradingResult(owner.id, item),
  };
}

/** Which of the owner's ids a path parameter names, by the route's path. */
export function paramValue(path: string, param: string, data: OwnersData, ownerId: number) {
  if (param === 'productId') {
    return 'base1-4';
  }
  if (param === 'friendId') {
    return String(path.endsWith('{friendId}') ? data.friend : ownerId);
  }
  if (param === 'userId') {
    return String(data.blocked);
  }
  if (param === 'batchId') {
    return data.batch;
  }
  const byRoot: [string, number][] = [
    ['/api/collection/items/', data.item],
    ['/api/collection/binders/', data.binder],
    ['/api/collection/trash/', data.trashEntry],
    ['/api/binders/', data.binder],
    ['/api/decks/', data.deck],
    ['/api/grading/results/', data.grading],
    ['/api/iOSUserCards/', data.item],
    ['/api/orders/', data.order],
    ['/api/sell-requests/', data.sellRequest],
    ['/api/shares/', data.share],
    ['/api/friends/requests/', data.friendRequest],
    ['/api/price-alerts/', data.priceAlert],
  ];
  const match = byRoot.find(([root]) => path.startsWith(root));
  if (!match) {
    throw new Error(`no owner's id for ${param} in ${path}: add the route to paramValue`);
  }
  return String(match[1]);
}

/** A body the route would accept from its owner, so the refusal is about ownership. */
export function validBody(method: string, path: string, intruderItem: number): unknown {
  const bodies: Record<string, unknown> = {
    'PUT /api/binders/{id}': { name: 'hijacked' },
    'PUT /api/binders/{id}/layout': { pocket_layout: '2x2' },
    'POST /api/binders/{id}/pages/{page}/file': { entries: [{ user_product_id: intruderItem }] },
    'POST /api/binders/{id}/audit/apply': { missing: [] },
    'PATCH /api/binders/{id}': { name: 'hijacked' },
    'PATCH /api/decks/{id}': { name: 'hijacked' },
    'PUT /api/decks/{id}/cards/{productId}': { count: 1 },
    'PUT /api/iOSUserCards/{id}': { quantity: 99 },
    'POST /api/collection/batches/{batchId}/undo': { force: true },
    'PUT /api/sell-requests/{id}': {
      items: [{ userProductId: intruderItem, condition: 'NM', askingCents: 1 }],
    },
    'POST /api/sell-requests/{id}/response': { decision: 'accept' },
    'PATCH /api/price-alerts/{id}': { active: false },
  };
  return bodies[`${method} ${path}`];
}

/** Routes with an `{id}`-like parameter that are not about one user's data. */
export const NOT_OWNED = [
  /^\/api\/auth\//,
  /^\/api\/admin\//,
  /^\/api\/tcgproducts\/\{id\}/,
  /^\/api\/products\/\{id\}$/,
  /^\/api\/shares\/public\/\{token\}$/,
  // A profile the owner made public (public-profiles.routes.test.ts covers the others).
  /^\/api\/profiles\/\{handle\}$/,
  /^\/api\/payments\/test\/checkout\/\{ref\}$/,
  /^\/api\/insights\/grading\/ladder\/\{productId\}$/,
];
