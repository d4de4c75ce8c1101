import { Injectable } from '@nestjs/common';
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { AppConfig } from '../../../../config/app-config';
import { ImageFetcher, ImageRefused } from '../../application/ports/image-fetcher';
import { ipLiteral, isPublicAddress } from './address-policy';

export const IMAGE_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRedirects: 3, timeoutMs: 5000 } as const;

/** Resolves a host name to addresses; DNS by default, injectable in tests (there is no DNS here). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

function sniff(bytes: Buffer): string | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/**
 * SSRF-safe image fetch for logos and header images. Only http(s); the host is resolved by our own lookup and
 * every address it resolves to must be public (the socket connects to the checked address, so a second DNS answer
 * cannot swap it); at most 3 redirects, each hop checked again; only png/jpeg/webp by magic bytes, at most 2 MB
 * (counted while streaming), a time limit for the whole fetch. Test-only IMAGE_FETCH_ALLOW_HOSTS lets named hosts
 * through (the happy path against a local listener).
 */
@Injectable()
export class SafeImageFetcher extends ImageFetcher {
  private resolver: Resolver = systemResolver;
  private readonly allowHosts: Set<string>;

  constructor(config: AppConfig) {
    super();
    this.allowHosts = new Set(config.pdf.imageAllowHosts);
  }

  /** Tests only: a resolver that answers without DNS. */
  useResolver(resolver: Resolver): this {
    this.resolver = resolver;
    return this;
  }

  async fetchAsDataUrl(url: string): Promise<string> {
    const deadline = Date.now() + IMAGE_LIMITS.timeoutMs;
    let current = url;
    for (let hop = 0; hop <= IMAGE_LIMITS.maxRedirects; hop += 1) {
      const answer = await this.get(current, deadline);
      if ('redirect' in answer) {
        current = answer.redirect;
        continue;
      }
      const mime = sniff(answer.body);
      if (!mime) throw new ImageRefused(url, 'not a png, jpeg or webp image');
      return `data:${mime};base64,${answer.body.toString('base64')}`;
    }
    throw new ImageRefused(url, 'too many redirects');
  }

  private async get(raw: string, deadline: number): Promise<{ redirect: string } | { body: Buffer }> {
    let target: URL;
    try {
      target = new URL(raw);
    } catch {
      throw new ImageRefused(raw, 'not a URL');
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw new ImageRefused(raw, `scheme ${target.protocol}`);
    if (target.username || target.password) throw new ImageRefused(raw, 'credentials in URL');
    const host = target.hostname.toLowerCase();
    const allowed = this.allowHosts.has(host);
    const literal = ipLiteral(host);
    if (literal && !allowed && !isPublicAddress(literal)) throw new ImageRefused(raw, `address ${literal}`);

    // Resolve and check before any socket is opened; the request then connects to the checked address only.
    const addresses = literal
      ? [{ address: literal, family: literal.includes(':') ? 6 : 4 }]
      : await this.resolve(raw, host);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (!allowed && refused) throw new ImageRefused(raw, `${host} resolves to ${refused.address}`);
    const pinned = addresses[0];
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if ((options as { all?: boolean }).all)
        (callback as unknown as (e: null, a: typeof addresses) => void)(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };

    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new ImageRefused(raw, 'time limit');
    const client = target.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.get(
        target,
        { lookup, timeout: remaining, headers: { accept: 'image/png,image/jpeg,image/webp' }, agent: false },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400 && response.headers.location) {
            response.resume();
            resolve({ redirect: new URL(response.headers.location, target).toString() });
            return;
          }
          if (status !== 200) {
            response.resume();
            reject(new ImageRefused(raw, `status ${status}`));
            return;
          }
          const declared = Number(response.headers['content-length']);
          if (declared > IMAGE_LIMITS.maxBytes) {
            response.destroy();
            reject(new ImageRefused(raw, 'larger than 2 MB'));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > IMAGE_LIMITS.maxBytes) {
              response.destroy();
              reject(new ImageRefused(raw, 'larger than 2 MB'));
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
          response.on('error', (error) => reject(new ImageRefused(raw, error.message)));
        },
      );
      const timer = setTimeout(() => request.destroy(new Error('time limit')), remaining);
      request.on('close', () => clearTimeout(timer));
      request.on('timeout', () => request.destroy(new Error('time limit')));
      request.on('error', (error) =>
        reject(error instanceof ImageRefused ? error : new ImageRefused(raw, error.message)),
      );
    });
  }

  private async resolve(raw: string, host: string) {
    try {
      const addresses = await this.resolver(host);
      if (!addresses.length) throw new Error('no address');
      return addresses;
    } catch (error) {
      if (error instanceof ImageRefused) throw error;
      throw new ImageRefused(raw, `cannot resolve ${host}`);
    }
  }
}
