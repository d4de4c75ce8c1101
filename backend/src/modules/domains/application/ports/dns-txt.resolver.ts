/** DNS look-ups (node:dns behind DNS_SERVERS in production; a local test server in the e2e suites). */
export abstract class DnsTxtResolver {
  /** The TXT records of a name, each record's strings joined; [] when the name or its TXT records do not exist. */
  abstract txt(name: string): Promise<string[]>;
}
