/**
 * A contracts route constant as an Express/Nest route pattern, so a controller serves the address the clients are
 * given and no path is written twice: `routePattern(SHARING_API.shareLink, 'id')` is '/api/share-links/:id'. A
 * function constant is called with one placeholder a parameter (letters its URL encoding leaves as they are), each
 * then named `:<param>`.
 */
export function routePattern(route: string | ((...args: string[]) => string), ...params: string[]): string {
  if (typeof route === 'string') return route;
  const placeholders = params.map((_, i) => `routeparam${i}x`);
  let path = route(...placeholders);
  params.forEach((param, i) => {
    if (!path.includes(placeholders[i])) throw new Error(`The route ${path} has no place for :${param}`);
    path = path.replace(placeholders[i], `:${param}`);
  });
  return path;
}

const PARAMETER = /^:[A-Za-z]+$/;

/** Whether a path is one of the patterns (a `:param` is one segment; a trailing slash is allowed). */
export function routeMatcher(patterns: readonly string[]): RegExp {
  const alternatives = patterns.map((pattern) =>
    pattern
      .split('/')
      .map((segment) => (PARAMETER.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/'),
  );
  return new RegExp(`^(?:${alternatives.join('|')})/?$`);
}
