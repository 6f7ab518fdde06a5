import { AppError } from '#core/errors.ts';
import type {
  FriendCounts,
  FriendRequestInput,
  FriendsOverview,
} from '#core/social/social.schema.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { friendInviteMail } from '../mail/templates.ts';
import { notifyUser } from '../notifications/notify.ts';
import {
  blockUser,
  deleteBlock,
  deleteFriendship,
  deleteOutgoingRequest,
  deleteRequest,
  findEmail,
  findIncomingRequest,
  findUserIdByEmail,
  insertRequestToEmail,
  insertRequestToUser,
  makeFriends,
} from './friend-requests.repository.ts';
import { countFriends, loadFriendsOverview } from './friends-overview.repository.ts';
import { findSocialProfile } from './profile.repository.ts';
import { areFriends, findPersonByHandle, isBlockedEitherWay } from './relations.repository.ts';
import type { SocialDeps } from './social-deps.ts';

type Me = { id: number; email: string };

const field = (name: string, message: string, code: string) =>
  new AppError('VALIDATION_FAILED', `${name}: ${message}`, { field: name, code });

function noCollector(handle: string) {
  return new AppError('NOT_FOUND', `No collector with the handle "${handle}"`);
}

async function requireOwnHandle(deps: SocialDeps, me: Me): Promise<string> {
  const { handle } = await findSocialProfile(deps.db, me.id);
  if (!handle) {
    throw field('handle', 'choose your handle on your profile first', 'handle_required');
  }
  return handle;
}

/**
 * Stores the request and, when it is new, tells its addressee: a notification when the address
 * has an account, else an invitation mail (the answer to the sender is the same either way).
 */
async function storeRequest(
  deps: SocialDeps,
  me: Me & { handle: string },
  to: { userId: number } | { email: string },
) {
  const inviteId = await deps.db.transaction(async (tx) => {
    const id =
      'email' in to
        ? await insertRequestToEmail(tx, me.id, to.email)
        : await insertRequestToUser(tx, me.id, to.userId);
    const addressee = 'email' in to ? await findUserIdByEmail(tx, to.email) : to.userId;
    if (id !== undefined && addressee !== undefined) {
      await notifyUser(tx, addressee, {
        type: 'friend_request_received',
        payload: { fromName: me.handle },
        dedupeKey: `friend-request:${id}`,
      });
    }
    if (id !== undefined && addressee === undefined && 'email' in to && deps.websiteUrl) {
      const link = `${deps.websiteUrl}/login?show=signup`;
      return enqueueMail(tx, friendInviteMail(to.email, me.handle, link));
    }
    return undefined;
  });
  if (inviteId !== undefined) {
    deps.mailer?.deliver([inviteId]);
  }
}

/**
 * Sends a friend request. By e-mail the answer never depends on whether the address has an
 * account (no enumeration). A request to someone who already asked me accepts theirs.
 */
export async function sendRequest(deps: SocialDeps, me: Me, input: FriendRequestInput) {
  const handle = await requireOwnHandle(deps, me);
  if (input.email) {
    if (input.email.toLowerCase() === me.email.toLowerCase()) {
      throw field('email', 'that is your own address', 'self');
    }
    await storeRequest(deps, { ...me, handle }, { email: input.email });
    return;
  }
  const target = await findPersonByHandle(deps.pool, input.handle ?? '');
  if (!target) {
    throw noCollector(input.handle ?? '');
  }
  if (target.id === me.id) {
    throw field('handle', 'that is your own handle', 'self');
  }
  if (await isBlockedEitherWay(deps.db, me.id, target.id)) {
    // Said the same as a sent request: the sender is not told they are blocked.
    return;
  }
  if (await areFriends(deps.db, me.id, target.id)) {
    throw new AppError('CONFLICT', `You are already friends with ${target.handle}`);
  }
  const theirs = await findIncomingRequest(deps.pool, me, null, target.id);
  if (theirs) {
    await acceptRequest(deps, me, theirs.id);
    return;
  }
  await storeRequest(deps, { ...me, handle }, { userId: target.id });
}

function requestNotFound(id: number) {
  return new AppError('NOT_FOUND', `No friend request with id ${id}`);
}

export async function acceptRequest(deps: SocialDeps, me: Me, requestId: number) {
  const request = await findIncomingRequest(deps.pool, me, requestId);
  if (!request) {
    throw requestNotFound(requestId);
  }
  const other = {
    id: request.requester_id,
    email: await findEmail(deps.db, request.requester_id),
  };
  const { handle } = await findSocialProfile(deps.db, me.id);
  await deps.db.transaction(async (tx) => {
    await makeFriends(tx, me, other);
    await notifyUser(tx, other.id, {
      type: 'friend_request_accepted',
      payload: { byName: handle ?? 'A collector' },
      dedupeKey: `friend-request:${request.id}`,
    });
  });
  return request.requester_id;
}

export async function declineRequest(deps: SocialDeps, me: Me, requestId: number) {
  if (!(await findIncomingRequest(deps.pool, me, requestId))) {
    throw requestNotFound(requestId);
  }
  await deleteRequest(deps.db, requestId);
}

export async function cancelRequest(deps: SocialDeps, me: Me, requestId: number) {
  if (!(await deleteOutgoingRequest(deps.db, me.id, requestId))) {
    throw requestNotFound(requestId);
  }
}

export async function removeFriend(deps: SocialDeps, me: Me, friendId: number) {
  if (!(await deleteFriendship(deps.db, me.id, friendId))) {
    throw new AppError('NOT_FOUND', `No friend with id ${friendId}`);
  }
}

/** Blocks by handle: ends the friendship and every request between the two, in one transaction. */
export async function block(deps: SocialDeps, me: Me, handle: string) {
  const target = await findPersonByHandle(deps.pool, handle);
  if (!target) {
    throw noCollector(handle);
  }
  if (target.id === me.id) {
    throw field('handle', 'you cannot block yourself', 'self');
  }
  const other = { id: target.id, email: await findEmail(deps.db, target.id) };
  await deps.db.transaction(async (tx) => blockUser(tx, me, other));
}

export async function unblock(deps: SocialDeps, me: Me, userId: number) {
  if (!(await deleteBlock(deps.db, me.id, userId))) {
    throw new AppError('NOT_FOUND', `You have not blocked a user with id ${userId}`);
  }
}

/** My friends, requests in and out, and blocked people. */
export async function friendsOverview(deps: SocialDeps, me: Me): Promise<FriendsOverview> {
  return loadFriendsOverview(deps.pool, me);
}

/** How many friends and incoming requests I have. */
export async function friendCounts(deps: SocialDeps, me: Me): Promise<FriendCounts> {
  return countFriends(deps.pool, me);
}
