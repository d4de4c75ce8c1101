/**
 * Run-time discovery of the remotes. Nothing is baked into the shell's build: at start-up it fetches the
 * remotes manifest (/remotes.json, `{ remotes: { editor: '/remotes/editor/mf-manifest.json' } }`), resolves
 * relative URLs against the page origin and registers each remote with the federation runtime. Screens then
 * ask for `editor/App` and get a React component, or an error the RemoteBoundary turns into a retry card.
 * Before a remote's code runs, its mf-manifest says which platform contract it was built against and which contracts
 * it bundled; a remote that does not fit this shell is not loaded (RemoteOutdatedError, shown as an 'update needed'
 * card).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  API_CONTRACT_VERSION,
  CONTRACT_VERSION_META_KEY,
  CONTRACTS_VERSION,
  CONTRACTS_VERSION_META_KEY,
  REMOTES_MANIFEST_PATH,
  type RemotesManifest,
} from '@resume/contracts';
import { contractFit, contractsFit, type ContractFit } from './contract-version';

/** The remote is down, unreachable, or not listed in the manifest. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
}

/**
 * The remote and this shell were built against platform contracts, or bundled contracts, that do not fit (see
 * contract-version.ts).
 */
export class RemoteOutdatedError extends Error {
  override readonly name = 'RemoteOutdatedError';
  constructor(
    readonly remote: string,
    readonly fit: Exclude<ContractFit, { fits: true }>,
    readonly contract: 'platform' | 'contracts' = 'platform',
  ) {
    const [what, shellVersion] =
      contract === 'platform' ? ['platform contract', API_CONTRACT_VERSION] : ['contracts', CONTRACTS_VERSION];
    super(
      `The remote "${remote}" was built against ${what} ${fit.remoteVersion ?? '(none stated)'}; ` +
        `this shell provides ${shellVersion} (${fit.outdated} is outdated).`,
    );
  }
}

type RemoteEntries = Record<string, string>;

let manifestPromise: Promise<RemoteEntries> | null = null;
/** name -> entry URL as registered with the runtime. */
const registered = new Map<string, string>();
/** Remotes whose last load failed: re-registered with `force` on the next attempt to drop cached failures. */
const failed = new Set<string>();

function toAbsolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

async function fetchManifest(): Promise<RemoteEntries> {
  const res = await fetch(REMOTES_MANIFEST_PATH, { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) throw new RemoteUnavailableError(`The remotes manifest could not be loaded (${res.status}).`);
  const body = (await res.json()) as Partial<RemotesManifest>;
  const entries: RemoteEntries = {};
  for (const [name, url] of Object.entries(body.remotes ?? {})) {
    if (typeof url === 'string' && url) entries[name] = toAbsolute(url);
  }
  for (const [name, entry] of Object.entries(entries)) {
    const known = registered.get(name);
    if (known === entry && !failed.has(name)) continue;
    registerRemotes([{ name, entry }], { force: known !== undefined });
    registered.set(name, entry);
    failed.delete(name);
  }
  return entries;
}

/** Starts (once) fetching the manifest and registering the remotes. A failed fetch is retried on next call. */
export function startRemotes(): Promise<RemoteEntries> {
  if (!manifestPromise) {
    const attempt = fetchManifest();
    manifestPromise = attempt;
    attempt.catch(() => {
      if (manifestPromise === attempt) manifestPromise = null;
    });
  }
  return manifestPromise;
}

/** Reads the contract versions from the remote's mf-manifest.json and throws when one does not fit this shell. */
async function checkContract(name: string, manifestUrl: string): Promise<void> {
  const res = await fetch(manifestUrl, { credentials: 'same-origin' });
  if (!res.ok) throw new RemoteUnavailableError(`The manifest of "${name}" could not be loaded (${res.status}).`);
  const manifest = (await res.json()) as { metaData?: Record<string, unknown> };
  const fit = contractFit(API_CONTRACT_VERSION, manifest.metaData?.[CONTRACT_VERSION_META_KEY]);
  if (!fit.fits) throw new RemoteOutdatedError(name, fit);
  const contracts = contractsFit(CONTRACTS_VERSION, manifest.metaData?.[CONTRACTS_VERSION_META_KEY]);
  if (!contracts.fits) throw new RemoteOutdatedError(name, contracts, 'contracts');
}

/** Loads `name/expose` (e.g. `editor/App`) through the federation runtime, once its contract fits. */
export async function loadRemoteModule<T>(name: string, expose: string): Promise<T> {
  const entries = await startRemotes();
  if (!entries[name])
    throw new RemoteUnavailableError(`The remote "${name}" is not listed in ${REMOTES_MANIFEST_PATH}.`);
  try {
    await checkContract(name, entries[name]);
    const mod = await loadRemote<T>(`${name}/${expose}`);
    if (!mod) throw new RemoteUnavailableError(`The remote "${name}" did not provide "${expose}".`);
    return mod;
  } catch (error) {
    failed.add(name);
    throw error;
  }
}

type AnyComponent = ComponentType<Record<string, unknown>>;
const components = new Map<string, LazyExoticComponent<AnyComponent>>();

/** A lazy React component for `name/expose`; the same one on every render until `resetRemote(name)`. */
export function getRemoteComponent(name: string, expose = 'App'): LazyExoticComponent<AnyComponent> {
  const key = `${name}/${expose}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(async () => {
      const mod = await loadRemoteModule<{ default?: AnyComponent } | AnyComponent>(name, expose);
      const Component = typeof mod === 'function' ? mod : mod.default;
      if (!Component) throw new RemoteUnavailableError(`The remote "${name}" exposes no component at "${expose}".`);
      return { default: Component };
    });
    components.set(key, component);
  }
  return component;
}

/**
 * Forgets a failed remote so the next render tries again from scratch: a new lazy component (React caches
 * a rejected one), the manifest fetched again, the remote re-registered (the runtime caches failed loads).
 */
export function resetRemote(name: string): void {
  for (const key of [...components.keys()]) if (key.startsWith(`${name}/`)) components.delete(key);
  failed.add(name);
  manifestPromise = null;
}
