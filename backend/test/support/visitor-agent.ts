/**
 * A person's browser, as a visit's User-Agent. A request without one (supertest's default) is a robot to the reading
 * rules (contracts' isUnfurler; docs/decisions/0053-read-notices.md), and a robot's visit is neither a view nor an open.
 */
export const A_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
