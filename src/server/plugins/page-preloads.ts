import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * Lazy modules a page needs before it can draw, by path prefix (keys are Vite manifest keys,
 * relative to src/web). Without these the sign-in form waits for a chain of requests: the app,
 * then the auth runtime, then the prebuilt UI.
 */
const PAGE_MODULES: { prefix: string; modules: string[] }[] = [
  { prefix: '/login', modules: ['lib/auth/auth-runtime.ts', 'pages/login/login-page.tsx'] },
];

/**
 * From the build's manifest: for a path, the `<link>` tags that preload its lazy modules, their
 * static imports and their CSS, leaving out what index.html already loads. A build without a
 * manifest preloads nothing.
 */
export function loadPagePreloads(webRoot: string): (pathname: string) => string {
  const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    return () => '';
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryFiles = new Set(collectFiles(manifest, ['index.html']));
  const tagsByPrefix = PAGE_MODULES.map(({ prefix, modules }) => ({
    prefix,
    tags: collectFiles(manifest, modules)
      .filter((file) => !entryFiles.has(file))
      .map((file) =>
        file.endsWith('.css')
          ? `<link rel="stylesheet" href="/${file}" />`
          : `<link rel="modulepreload" crossorigin href="/${file}" />`,
      )
      .join(''),
  }));
  return (pathname) =>
    tagsByPrefix.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))
      ?.tags ?? '';
}

/** The files of these manifest entries and of everything they import statically, in order. */
function collectFiles(manifest: Manifest, keys: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      return;
    }
    seen.add(key);
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
    files.push(chunk.file, ...(chunk.css ?? []));
  };
  keys.forEach(visit);
  return [...new Set(files)];
}
