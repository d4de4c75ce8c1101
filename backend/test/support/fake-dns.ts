import dns2 from 'dns2';

const { Packet } = dns2;
// @types/dns2 leaves the response codes and the header out.
const NXDOMAIN = (Packet as unknown as { RCODE: { NXDOMAIN: number } }).RCODE.NXDOMAIN;

/**
 * A DNS server on the loopback (UDP, a free port) that answers TXT questions from `txt`, the records a test puts
 * there (name -> values); every other name is NXDOMAIN. The app asks it through DNS_SERVERS.
 */
export class FakeDns {
  readonly txt = new Map<string, string[]>();
  private server: ReturnType<typeof dns2.createServer> | null = null;
  private port = 0;

  async start(): Promise<void> {
    this.server = dns2.createServer({
      udp: true,
      handle: (request, send) => {
        const response = Packet.createResponseFromRequest(request);
        const [question] = request.questions;
        const name = question.name.toLowerCase().replace(/\.$/, '');
        const values = this.txt.get(name);
        if (!values) (response as unknown as { header: { rcode: number } }).header.rcode = NXDOMAIN;
        for (const data of values ?? []) {
          const answer = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data };
          response.answers.push(answer as unknown as (typeof response.answers)[number]);
        }
        send(response);
      },
    });
    await this.server.listen({ udp: { port: 0, address: '127.0.0.1' } });
    this.port = this.server.addresses().udp!.port;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }

  env(): Record<string, string> {
    return { DNS_SERVERS: `127.0.0.1:${this.port}` };
  }
}
