import dns2 from 'dns2';

const { Packet } = dns2;
const NXDOMAIN = (Packet as unknown as { RCODE: { NXDOMAIN: number } }).RCODE.NXDOMAIN;

/**
 * The DNS server the app asks (playwright.config.ts sets DNS_SERVERS to 127.0.0.1:E2E_DNS_PORT): it answers TXT
 * questions from `txt`, what a journey puts there as the person would at their DNS provider; every other name is
 * NXDOMAIN. (backend/test/support/fake-dns.ts is the same for the API suites, on a free port.)
 */
export class FakeDns {
  readonly txt = new Map<string, string[]>();
  private server: ReturnType<typeof dns2.createServer> | null = null;

  async start(port: number): Promise<void> {
    this.server = dns2.createServer({
      udp: true,
      handle: (request, send) => {
        const response = Packet.createResponseFromRequest(request);
        const [question] = request.questions;
        const values = this.txt.get(question.name.toLowerCase().replace(/\.$/, ''));
        if (!values) (response as unknown as { header: { rcode: number } }).header.rcode = NXDOMAIN;
        for (const data of values ?? []) {
          const answer = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data };
          response.answers.push(answer as unknown as (typeof response.answers)[number]);
        }
        send(response);
      },
    });
    await this.server.listen({ udp: { port, address: '127.0.0.1' } });
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }
}
