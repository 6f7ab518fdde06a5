export * from './auth.ts';
export * from './catalog.ts';
export * from './collection.ts';
export * from './contact.ts';
export * from './ebay.ts';
export * from './scan.ts';
export * from './sell-requests.ts';
export * from './shop.ts';
