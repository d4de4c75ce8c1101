/**
 * The version of the contracts themselves (semver): the error catalogue, its messages and the DTOs, which every
 * remote bundles a copy of. A change to any of them bumps it (src/contracts-version.spec.ts fails otherwise; how to
 * bump: docs/decisions/0055-typed-failures-and-versioned-contracts.md):
 *   - major: something a remote built against the old copy relies on is gone or means another thing (a code
 *     removed or renamed, its status changed, a DTO field removed, renamed, or newly required);
 *   - minor: something added (a code, a message, an optional DTO field, a looser rule);
 *   - patch: the same contract said better (a message's wording, a rule's text).
 * Each remote's mf-manifest.json states the version it bundled under `metaData[CONTRACTS_VERSION_META_KEY]`; the
 * shell refuses a remote of another major (frontends/shell/src/remotes/contract-version.ts).
 */
export const CONTRACTS_VERSION = '1.1.0';
export const CONTRACTS_VERSION_META_KEY = 'contractsVersion';
