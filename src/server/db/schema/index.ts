export * from './auth.ts';
export * from './catalog.ts';
export * from './collection.ts';
export * from './contact.ts';
export * from './grading.ts';
export * from './scan.ts';
export * from './shop.ts';
