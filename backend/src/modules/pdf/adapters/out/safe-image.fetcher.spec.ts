import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../../config/env.schema';
import { ImageRefused } from '../../application/ports/image-fetcher';
import { isPublicAddress } from './address-policy';
import { SafeImageFetcher } from './safe-image.fetcher';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A local listener (IPv4 and IPv6 loopback) that records every request it sees. */
async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ server: Server; port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.headers.host}${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host: '::', ipv6Only: false }, resolve);
  }).catch(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

describe('SafeImageFetcher (SSRF filter)', () => {
  let target: Awaited<ReturnType<typeof listen>>;
  let hop: Awaited<ReturnType<typeof listen>>;
  // "public.test" stands for a public host: allowed by the test-only allow-list, resolved without DNS.
  const fetcher = new SafeImageFetcher(
    loadConfig({ IMAGE_FETCH_ALLOW_HOSTS: 'public.test', NODE_ENV: 'test' }),
  ).useResolver(async (host) => {
    if (host === 'public.test' || host === 'localtest.invalid') return [{ address: '127.0.0.1', family: 4 }];
    if (host === 'metadata.invalid') return [{ address: '169.254.169.254', family: 4 }];
    if (host === 'mixed.invalid')
      return [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ];
    throw new Error('ENOTFOUND');
  });

  beforeAll(async () => {
    target = await listen((_req, res) => res.end('secret'));
    hop = await listen((req, res) => {
      const to: Record<string, string> = {
        '/to-loopback': `http://127.0.0.1:${target.port}/secret`,
        '/to-name': `http://localtest.invalid:${target.port}/secret`,
        '/to-v6': `http://[::1]:${target.port}/secret`,
        '/to-file': 'file:///etc/passwd',
        '/loop': '/loop',
      };
      if (req.url === '/logo.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      if (req.url === '/page.html')
        return void res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not an image</html>');
      if (req.url === '/huge.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(PNG);
        const chunk = Buffer.alloc(256 * 1024);
        for (let i = 0; i < 9; i++) res.write(chunk);
        return void res.end();
      }
      if (req.url === '/moved.png') return void res.writeHead(302, { location: '/logo.png' }).end();
      res.writeHead(302, { location: to[req.url ?? ''] ?? '/' }).end();
    });
  });
  afterAll(() => {
    target.server.close();
    hop.server.close();
  });
  beforeEach(() => {
    target.hits.length = 0;
  });

  const refusedCases = () => [
    ['cloud metadata 169.254.169.254', 'http://169.254.169.254/latest/meta-data/'],
    ['a name resolving to link-local', 'http://metadata.invalid/x.png'],
    ['loopback 127.0.0.1', `http://127.0.0.1:${target.port}/secret`],
    ['IPv6 loopback [::1]', `http://[::1]:${target.port}/secret`],
    ['hex 0x7f000001', `http://0x7f000001:${target.port}/secret`],
    ['decimal 2130706433', `http://2130706433:${target.port}/secret`],
    ['octal 0177.0.0.1', `http://0177.0.0.1:${target.port}/secret`],
    ['short 127.1', `http://127.1:${target.port}/secret`],
    ['IPv4-mapped [::ffff:127.0.0.1]', `http://[::ffff:127.0.0.1]:${target.port}/secret`],
    ['0.0.0.0', `http://0.0.0.0:${target.port}/secret`],
    ['private 10.0.0.1', 'http://10.0.0.1/x.png'],
    ['private 192.168.1.1', 'http://192.168.1.1/x.png'],
    ['link-local [fe80::1]', 'http://[fe80::1]/x.png'],
    ['unique-local [fd00::1]', 'http://[fd00::1]/x.png'],
    ['a name resolving to loopback', `http://localtest.invalid:${target.port}/secret`],
    ['a name with one private address among public ones', 'http://mixed.invalid/x.png'],
    ['a redirect to loopback', `http://public.test:${hop.port}/to-loopback`],
    ['a redirect to a name resolving to loopback', `http://public.test:${hop.port}/to-name`],
    ['a redirect to [::1]', `http://public.test:${hop.port}/to-v6`],
    ['a redirect to file:', `http://public.test:${hop.port}/to-file`],
    ['a redirect loop', `http://public.test:${hop.port}/loop`],
    ['file:///etc/passwd', 'file:///etc/passwd'],
    ['ftp:', `ftp://127.0.0.1:${target.port}/x.png`],
    ['gopher:', `gopher://127.0.0.1:${target.port}/_x`],
    ['credentials in the URL', `http://user:pass@public.test:${hop.port}/logo.png`],
    ['a name that does not resolve', 'http://nowhere.invalid/x.png'],
  ];

  it('refuses every private, loopback, link-local and non-http(s) address, and the local listener sees no request', async () => {
    for (const [name, url] of refusedCases()) {
      await expect(fetcher.fetchAsDataUrl(url)).rejects.toBeInstanceOf(ImageRefused);
      expect([name, target.hits]).toEqual([name, []]);
    }
  });

  it('fetches a png from an allowed host as a data: URL, following a redirect on the same host', async () => {
    const data = await fetcher.fetchAsDataUrl(`http://public.test:${hop.port}/logo.png`);
    expect(data).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(await fetcher.fetchAsDataUrl(`http://public.test:${hop.port}/moved.png`)).toBe(data);
  });

  it('refuses what is not a png, jpeg or webp (by its bytes) and what is larger than 2 MB', async () => {
    await expect(fetcher.fetchAsDataUrl(`http://public.test:${hop.port}/page.html`)).rejects.toThrow(/not a png/);
    await expect(fetcher.fetchAsDataUrl(`http://public.test:${hop.port}/huge.png`)).rejects.toThrow(/2 MB/);
  });

  it('classifies addresses', () => {
    for (const ok of ['93.184.216.34', '8.8.8.8', '2606:4700::1111'])
      expect([ok, isPublicAddress(ok)]).toEqual([ok, true]);
    for (const bad of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      'not-an-ip',
    ]) {
      expect([bad, isPublicAddress(bad)]).toEqual([bad, false]);
    }
  });

  it('refuses the test-only allow-list in production', () => {
    expect(() => loadConfig({ IMAGE_FETCH_ALLOW_HOSTS: 'x.test', NODE_ENV: 'production' })).toThrow(
      /IMAGE_FETCH_ALLOW_HOSTS/,
    );
  });
});
