/**
 * The dns2 package as FakeDns needs it, typed loosely: its own types belong to the workspaces that depend on it
 * (the backend, the e2e journeys), not to the root one this folder is in.
 */
export interface Dns2Package {
  Packet: object;
  createServer(options: object): unknown;
}

/** A DNS server on the loopback answering TXT questions from `txt` (name -> values); other names: NXDOMAIN. */
export declare class FakeDns {
  /** @param dns2 the dns2 package (`import dns2 from 'dns2'`). */
  constructor(dns2: Dns2Package);
  /** The TXT records, by lower-case name without the trailing dot. */
  readonly txt: Map<string, string[]>;
  /** Listens on `port` on 127.0.0.1; 0 (the default): a free one, see env(). */
  start(port?: number): Promise<void>;
  stop(): Promise<void>;
  /** DNS_SERVERS naming this server, for the app's environment. */
  env(): Record<string, string>;
}
