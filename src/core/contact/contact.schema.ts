import { z } from 'zod';

export const CONTACT_TOPICS = [
  'general',
  'order',
  'membership',
  'account',
  'bug',
  'other',
] as const;

export const contactMessageSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .max(254, 'Email is invalid')
    .pipe(z.email('Email is invalid')),
  topic: z.enum(CONTACT_TOPICS, { error: 'Choose a topic from the list' }).default('general'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** A stored message as the admin list returns it. */
export const storedContactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export const contactMessageListSchema = z.object({
  items: z.array(storedContactMessageSchema),
  total: z.number(),
});
