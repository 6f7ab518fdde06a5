import { z } from 'zod';
import {
  binderSchema,
  collectionValuesSchema,
  userProductSchema,
} from '../collection/user-product.schema.ts';

/**
 * Friends, privacy and share links (issue 16): the wire contract shared by the server routes
 * and the browser client. Handles are public; e-mails never leave their owner.
 */

/** Words that would read as the site speaking, or clash with routes. */
export const RESERVED_HANDLES = [
  'admin',
  'administrator',
  'api',
  'cardfolio',
  'friends',
  'help',
  'home',
  'login',
  'me',
  'moderator',
  'profile',
  'root',
  'share',
  'shop',
  'staff',
  'support',
  'system',
] as const;

export const handleSchema = z
  .string()
  .trim()
  .min(3, 'Handle must be at least 3 characters')
  .max(24, 'Handle must be at most 24 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Handle may use only letters, digits and underscores')
  .refine(
    (value) => !(RESERVED_HANDLES as readonly string[]).includes(value.toLowerCase()),
    'That handle is reserved',
  );

export const VISIBILITIES = ['private', 'friends', 'public'] as const;
export const visibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof visibilitySchema>;

export const socialProfileSchema = z.object({
  handle: z.string().nullable(),
  visibility: visibilitySchema,
  show_values: z.boolean(),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

export const handleInputSchema = z.object({ handle: handleSchema });
export type HandleInput = z.input<typeof handleInputSchema>;

export const privacyInputSchema = z.object({
  visibility: visibilitySchema,
  show_values: z.boolean(),
});
export type PrivacyInput = z.infer<typeof privacyInputSchema>;

/** A handle to look up: an optional leading @, then handle characters only. */
const handleLookupSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .min(1, 'Handle is required')
      .max(24, 'Handle must be at most 24 characters')
      .regex(/^[A-Za-z0-9_]+$/, 'Handle may use only letters, digits and underscores'),
  );

/** A friend request names exactly one of handle or e-mail. */
export const friendRequestInputSchema = z
  .object({
    handle: handleLookupSchema.optional(),
    email: z.string().trim().max(254).optional(),
  })
  .refine((input) => Boolean(input.handle) !== Boolean(input.email), {
    message: 'Give a handle or an e-mail address (one of them)',
    path: ['handle'],
  })
  .refine((input) => !input.email || z.email().safeParse(input.email).success, {
    message: 'That is not an e-mail address',
    path: ['email'],
  });
export type FriendRequestInput = z.input<typeof friendRequestInputSchema>;

export const FRIEND_REQUEST_SENT = 'If that collector is on Cardfolio, they will see your request.';
export const friendRequestSentSchema = z.object({ message: z.string() });

export const personSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  display_name: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const friendSchema = personSchema.extend({
  shares_collection: z.boolean(),
  /** The friend's collection value; null unless they share it with values shown. */
  collection_value: z.number().nullable(),
  since: z.string(),
});

export const friendsOverviewSchema = z.object({
  friends: z.array(friendSchema),
  incoming: z.array(z.object({ id: z.number().int(), from: personSchema, created_at: z.string() })),
  outgoing: z.array(
    z.object({
      id: z.number().int(),
      /** The handle asked for, or the e-mail address typed (whoever owns it stays unknown). */
      to: z.string(),
      created_at: z.string(),
    }),
  ),
  blocked: z.array(personSchema),
});
export type FriendsOverview = z.infer<typeof friendsOverviewSchema>;

export const friendCountsSchema = z.object({
  friends: z.number().int(),
  incoming: z.number().int(),
  outgoing: z.number().int(),
});
export type FriendCounts = z.infer<typeof friendCountsSchema>;

export const blockInputSchema = z.object({ handle: handleLookupSchema });

/** An item as others see it: no notes, purchase price or purchase date. */
export const sharedItemSchema = userProductSchema.omit({
  notes: true,
  purchase_price: true,
  purchased_on: true,
});
export type SharedItem = z.infer<typeof sharedItemSchema>;

/** A collection as a friend or a share link shows it. */
export const sharedCollectionSchema = z.object({
  owner: personSchema.omit({ id: true }),
  show_values: z.boolean(),
  items: z.array(sharedItemSchema),
  /** Values keyed by item id; null when the owner hides values. */
  values: collectionValuesSchema.nullable(),
  binders: z.array(binderSchema),
});
export type SharedCollection = z.infer<typeof sharedCollectionSchema>;

export const tradeMatchesSchema = z.object({
  /** Their wishlist items I have marked for trade. */
  they_want: z.array(sharedItemSchema),
  /** My wishlist items they have marked for trade. */
  i_want: z.array(sharedItemSchema),
});

export const friendOwnerSchema = personSchema.extend({ quantity: z.number().int() });

export const SHARE_SCOPES = ['collection', 'binder', 'wishlist'] as const;
export const shareScopeSchema = z.enum(SHARE_SCOPES);

export const shareInputSchema = z
  .object({
    scope: shareScopeSchema,
    binder_id: z.number().int().positive().nullish(),
  })
  .refine((input) => (input.scope === 'binder') === (input.binder_id != null), {
    message: 'binder_id is required for a binder link, and only for one',
    path: ['binder_id'],
  });
export type ShareInput = z.input<typeof shareInputSchema>;

export const shareLinkSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  scope: shareScopeSchema,
  binder_id: z.number().int().nullable(),
  binder_name: z.string().nullable(),
  created_at: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** Share links show a scope in pages of this many items, newest first. */
export const SHARE_PAGE_SIZE = 500;

export const sharedViewSchema = sharedCollectionSchema.extend({
  scope: shareScopeSchema,
  title: z.string(),
  /** 1-based; `items` holds at most `page_size` of the scope's `total_items`. */
  page: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
});

export const sharedViewQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(10_000)
    .default(1),
});
export type SharedView = z.infer<typeof sharedViewSchema>;

/** A friend's collection, one page at a time (pages of SHARE_PAGE_SIZE, as share links). */
export const friendCollectionPageSchema = sharedCollectionSchema.extend({
  page: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
});
export type FriendCollectionPage = z.infer<typeof friendCollectionPageSchema>;

/** Share tokens are base64url; anything else cannot be one. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export const SHARE_GONE_MESSAGE = 'This link is no longer available';

/** What /u/{handle} answers for unknown handles and profiles that are not public. */
export const PROFILE_NOT_PUBLIC_MESSAGE = 'This profile is not public';

/** The /friends form: one field, a handle or an e-mail address. */
export const friendRequestFormSchema = z.object({
  target: z.string().trim().min(1, 'Enter a handle or an e-mail address').max(254),
});
export type FriendRequestForm = z.infer<typeof friendRequestFormSchema>;

export function toFriendRequestInput({ target }: FriendRequestForm): FriendRequestInput {
  const value = target.trim().replace(/^@/, '');
  return value.includes('@') ? { email: value } : { handle: value };
}
