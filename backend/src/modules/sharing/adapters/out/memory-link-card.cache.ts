import { Injectable } from '@nestjs/common';
import { LinkCardCache } from '../../application/ports/link-cards';

/** Cards kept per process: each is a PNG of some 50-200 kB, so at most a few tens of MB. */
const MAX_CARDS = 100;

/**
 * Per-process LRU of printed cards by version. Safe with replicas: the version holds the stamp read from the
 * database on every request, so an edit makes a new key and old cards age out (each replica prints a version once).
 */
@Injectable()
export class MemoryLinkCardCache extends LinkCardCache {
  private readonly cards = new Map<string, Buffer>();

  get(version: string): Buffer | undefined {
    const png = this.cards.get(version);
    if (png) {
      this.cards.delete(version);
      this.cards.set(version, png);
    }
    return png;
  }

  set(version: string, png: Buffer): void {
    this.cards.set(version, png);
    if (this.cards.size > MAX_CARDS) this.cards.delete(this.cards.keys().next().value as string);
  }
}
