/**
 * `@resume/platform/testing`: the test support of the frontend packages' unit specs (not part of the platform's
 * public API, never in a bundle). Specs of the shell and the remotes import this entry, never paths into the
 * platform's src (`npm run lint:layers`: docs/decisions/0058-one-seam-per-module.md).
 */
export * from './render-with-providers';
export { aUser } from './user-fixture';
// A spec builds the failures the api client throws, as the real client would.
export { ApiError } from '../api/api-client';
// The page's one i18next instance: a spec sets the language the screen renders in.
export { i18n } from '../i18n/instance';
