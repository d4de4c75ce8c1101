import { createHash } from 'node:crypto';

export interface RenderedPage {
  html: string;
  /** Of the HTML itself, so a release that renders differently is a new ETag even when the resume did not change. */
  etag: string;
}

const withYear = (key: string) => `${new Date().getUTCFullYear()}|${key}`;

/**
 * Rendered public pages by a key that holds the version stamp of everything they show: a change anywhere makes a
 * new key, so nothing is ever invalidated, old keys just fall out (least recently used first). Per process, and
 * safe with replicas for the same reason. The year is part of every key: a free owner's page shows the footer's
 * copyright year, which changes with no edit at all.
 */
export class RenderedPages {
  private readonly pages = new Map<string, RenderedPage>();

  constructor(private readonly max: number) {}

  get(stamp: string): RenderedPage | undefined {
    const key = withYear(stamp);
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(stamp: string, html: string): RenderedPage {
    const page = { html, etag: `W/"${createHash('sha1').update(html).digest('base64url')}"` };
    this.pages.set(withYear(stamp), page);
    if (this.pages.size > this.max) this.pages.delete(this.pages.keys().next().value as string);
    return page;
  }
}
