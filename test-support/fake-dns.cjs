// The DNS server the app asks for custom domains' TXT records (DNS_SERVERS), shared by the backend's Jest suites
// (test/domains.e2e-spec.ts, on a free port) and the Playwright journeys (frontends/e2e/tests/domains.spec.ts, on
// the E2E_DNS_PORT playwright.config.ts gives the app). CommonJS with a .d.cts beside it, as outbox.cjs. The dns2
// module comes from the caller: it is a dependency of those two workspaces, not of the root one this folder is in.
'use strict';

/**
 * A DNS server on the loopback (UDP) that answers TXT questions from `txt`, the records a test puts there as the
 * person would at their DNS provider (name -> values); every other name is NXDOMAIN.
 */
class FakeDns {
  /** @param dns2 the dns2 package (`import dns2 from 'dns2'`). */
  constructor(dns2) {
    this.dns2 = dns2;
    this.txt = new Map();
    this.server = null;
    this.port = 0;
  }

  /** Listens on `port` on 127.0.0.1; 0 (the default): a free one, see env(). */
  async start(port = 0) {
    const { Packet } = this.dns2;
    this.server = this.dns2.createServer({
      udp: true,
      handle: (request, send) => {
        const response = Packet.createResponseFromRequest(request);
        const [question] = request.questions;
        const values = this.txt.get(question.name.toLowerCase().replace(/\.$/, ''));
        if (!values) response.header.rcode = Packet.RCODE.NXDOMAIN;
        for (const data of values ?? [])
          response.answers.push({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data });
        send(response);
      },
    });
    await this.server.listen({ udp: { port, address: '127.0.0.1' } });
    this.port = this.server.addresses().udp.port;
  }

  async stop() {
    await this.server?.close();
  }

  /** DNS_SERVERS naming this server, for the app's environment. */
  env() {
    return { DNS_SERVERS: `127.0.0.1:${this.port}` };
  }
}

module.exports = { FakeDns };
