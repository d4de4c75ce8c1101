import SingleBrowserImplementation from 'puppeteer-cluster/dist/concurrency/SingleBrowserImplementation';
import type { Browser, Page } from 'puppeteer-core';

/** Jobs a page serves before it is closed and replaced (keeps a long-running worker from drifting). */
export const PAGE_RECYCLE_AFTER = 200;

const uses = new WeakMap<Page, number>();

/** A page whose job failed or timed out is not reused: it is closed when its job ends. */
export function retirePage(page: Page): void {
  uses.set(page, Number.POSITIVE_INFINITY);
}

/**
 * puppeteer-cluster's CONCURRENCY_PAGE (one browser, a page per running job) with the pages recycled: a finished
 * job's page goes back to an idle pool instead of being closed, which saves the page creation and teardown (about
 * 90 ms of a 240 ms job on a busy 2-core machine). The page is not navigated anywhere in between: the next job's
 * setContent replaces the whole document (document.open), and a reset through about:blank is a navigation that
 * cost 25-30 ms, which a sequential caller waited for (docs/performance.md). A page that was closed or retired
 * (its job failed or ran out of time) or served PAGE_RECYCLE_AFTER jobs is dropped, and a new one opened when needed.
 */
export class RecycledPageConcurrency extends SingleBrowserImplementation {
  private readonly idle: Page[] = [];

  protected async createResources(): Promise<{ page: Page }> {
    let page: Page | undefined;
    while ((page = this.idle.pop())) {
      if (!page.isClosed()) return { page };
    }
    return { page: await (this.browser as unknown as Browser).newPage() };
  }

  protected async freeResources({ page }: { page: Page }): Promise<void> {
    if (page.isClosed()) return;
    const used = (uses.get(page) ?? 0) + 1;
    uses.set(page, used);
    if (used >= PAGE_RECYCLE_AFTER) {
      await page.close().catch(() => undefined);
      return;
    }
    // puppeteer-cluster's Worker adds an 'error' listener per job; on a recycled page they would pile up.
    page.removeAllListeners('error');
    this.idle.push(page);
  }

  async close(): Promise<void> {
    this.idle.length = 0;
    await super.close();
  }
}
