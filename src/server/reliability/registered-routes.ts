/**
 * Every `METHOD /path` Fastify registered, read from `printRoutes({ commonPrefix: false })`:
 * each tree line is `<indent>├── <segment> (METHODS)`, its path the parent's plus the segment.
 */
export function parseRouteTree(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) {
      continue;
    }
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) {
        routes.push(`${method} ${path}`);
      }
    }
  }
  return routes;
}

/** `/a/:id/` and `/a/{id}` both become `/a/{id}`. */
export function normaliseRoute(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');
}
