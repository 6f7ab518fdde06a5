// Issue 16's routes and the share page's head tags, for app.ts to register with their prefixes.
export { friendsRoutes } from './friends.routes.ts';
export { socialProfileRoutes } from './profile.routes.ts';
export { publicProfilesRoutes } from './public-profiles.routes.ts';
export { createSharePageHead } from './share-page-head.ts';
export { sharesRoutes } from './shares.routes.ts';
