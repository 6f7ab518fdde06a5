export * from './contact.ts';
