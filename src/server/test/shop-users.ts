// Kept for test files outside the shape-server area until they import ./users.ts directly.
export { createTestUser as createShopUser, type TestUser } from './users.ts';
