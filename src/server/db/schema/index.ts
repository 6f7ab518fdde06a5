export * from './auth.ts';
export * from './catalog.ts';
export * from './contact.ts';
export * from './shop.ts';
