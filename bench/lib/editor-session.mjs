// One person editing their resume, as the editor screen does it, remembering what the server acknowledged so the
// end of a run (or the moment after a fault) can read every acknowledged write back (bench/load.mjs, faults.mjs).
// A write whose answer was lost or was 502/503/504 is uncertain: it is sent again with the same Idempotency-Key, as
// the editor does when the person saves again, until it gets an answer, so it lands exactly once (an add twice would
// be an invented write). A write that still failed may or may not have been applied: the next check accepts either,
// then goes on from what the server holds. Anything else is a lost (or invented) write.
import { randomUUID } from 'node:crypto';

/** How long an uncertain write is retried (a dependency restart takes up to ~15 s to recover from). */
const RETRY_FOR_MS = 40_000;
const RETRY_PAUSE_MS = 500;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const token = () => Math.random().toString(36).slice(2, 10);

/** What the person believes their resume holds: the summary, experience ids in order, each one's title. */
const snapshot = (summary, order, titles) => ({ summary, order: [...order], titles: new Map(titles) });

function describe(s) {
  return `${s.summary === null ? '' : 'summary, '}${s.order.map((id) => `${id}:${s.titles.get(id)}`).join(' ')}`;
}

function same(a, b) {
  if (a.summary !== null && a.summary !== b.summary) return false;
  return (
    a.order.length === b.order.length &&
    a.order.every((id, i) => id === b.order[i] && a.titles.get(id) === b.titles.get(id))
  );
}

export class EditorSession {
  /** @param {import('./stack-client.mjs').StackUser} user */
  constructor(user) {
    this.user = user;
    this.state = snapshot(null, [], new Map());
    /** A write that failed: the state before it and, when known, after it (an add's id is not). */
    this.uncertain = null;
    this.resumeId = null;
    this.acknowledged = 0;
    /** Writes sent again with their key after an uncertain answer, and how many of those the server had applied. */
    this.retried = 0;
    this.replayed = 0;
    /** Acknowledged writes found missing (each check goes on from what the server holds). */
    this.lost = [];
  }

  async seed(items = 3) {
    const { body } = await this.user.call('resume read', 'GET', '/api/complete-resume');
    this.resumeId = body.resume.id;
    for (let i = 0; i < items; i++) await this.add();
  }

  /**
   * Runs one write, `send(headers)`, with one Idempotency-Key for the action and again with it while the answer is
   * uncertain; on success the expected state becomes `after`, on failure the next check accepts either.
   */
  async write(after, send, addTitle) {
    if (this.uncertain) await this.settle();
    const headers = { 'idempotency-key': randomUUID() };
    const retrying = async () => {
      const until = Date.now() + RETRY_FOR_MS;
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await send(headers);
          if (attempt > 0) this.retried += 1;
          if (result.res.headers.get('idempotent-replayed') === 'true') this.replayed += 1;
          return result;
        } catch (error) {
          if (!error.uncertain || Date.now() > until) throw error;
          await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
        }
      }
    };
    try {
      const result = await retrying();
      this.state = typeof after === 'function' ? after(result) : after;
      this.acknowledged += 1;
    } catch (error) {
      this.uncertain = { before: this.state, after: typeof after === 'function' ? null : after, addTitle };
      throw error;
    }
  }

  editSummary() {
    const summary = `Summary ${this.user.email} ${Date.now()} ${token()}`;
    const { order, titles } = this.state;
    return this.write(snapshot(summary, order, titles), (headers) =>
      this.user.call('PATCH /api/resume', 'PATCH', '/api/resume', { summary }, { headers }),
    );
  }

  add() {
    const title = `Role ${token()}`;
    const { summary, order, titles } = this.state;
    const body = {
      title,
      company: 'Load Test Ltd',
      startDate: '2020-01',
      description: '- Built things',
      tags: ['load'],
    };
    return this.write(
      ({ body: created }) => snapshot(summary, [...order, created.id], new Map(titles).set(created.id, title)),
      (headers) => this.user.call('POST /api/experiences', 'POST', '/api/experiences', body, { headers }),
      title,
    );
  }

  edit() {
    const { summary, order, titles } = this.state;
    if (order.length === 0) return this.add();
    const id = pick(order);
    const title = `Edited ${token()}`;
    return this.write(snapshot(summary, order, new Map(titles).set(id, title)), (headers) =>
      this.user.call('PATCH /api/experiences/{id}', 'PATCH', `/api/experiences/${id}`, { title }, { headers }),
    );
  }

  remove() {
    const { summary, order, titles } = this.state;
    if (order.length <= 1) return this.add();
    const id = pick(order);
    const rest = new Map(titles);
    rest.delete(id);
    return this.write(
      snapshot(
        summary,
        order.filter((x) => x !== id),
        rest,
      ),
      (headers) =>
        this.user.call('DELETE /api/experiences/{id}', 'DELETE', `/api/experiences/${id}`, undefined, { headers }),
    );
  }

  reorder() {
    const { summary, order, titles } = this.state;
    if (order.length < 2) return this.add();
    const ids = [...order].sort(() => Math.random() - 0.5);
    return this.write(snapshot(summary, ids, titles), (headers) =>
      this.user.call('PUT /api/experiences/order', 'PUT', '/api/experiences/order', { ids }, { headers }),
    );
  }

  read() {
    return this.user.call('GET /api/complete-resume', 'GET', '/api/complete-resume');
  }

  exportPdf() {
    return this.user.call(
      'POST /api/generate-pdf',
      'POST',
      '/api/generate-pdf',
      { resumeId: this.resumeId, filterId: null, templateId: null },
      { raw: true },
    );
  }

  async stored(route) {
    const { body } = await this.user.call(route, 'GET', '/api/complete-resume');
    const sorted = [...body.experiences].sort((a, b) => a.order - b.order);
    return snapshot(
      body.resume.summary,
      sorted.map((e) => e.id),
      new Map(sorted.map((e) => [e.id, e.title])),
    );
  }

  /** After a failed write: the server holds the state before it or after it (for an add: plus one item of that title). */
  async settle() {
    const server = await this.stored('verify');
    const { before, after, addTitle } = this.uncertain;
    const appliedAdd =
      addTitle !== undefined &&
      server.order.length === before.order.length + 1 &&
      same(before, snapshot(server.summary, server.order.slice(0, -1), server.titles)) &&
      server.titles.get(server.order.at(-1)) === addTitle;
    if (!same(before, server) && !(after && same(after, server)) && !appliedAdd)
      this.lost.push(`server has ${describe(server)}; acknowledged ${describe(before)}`);
    this.state = server;
    this.uncertain = null;
  }

  /** Every acknowledged write, read back: what was found missing, [] when all are there. */
  async verify() {
    try {
      if (this.uncertain) await this.settle();
      const server = await this.stored('verify');
      if (!same(this.state, server))
        this.lost.push(`server has ${describe(server)}; acknowledged ${describe(this.state)}`);
    } catch (error) {
      this.lost.push(`could not read back: ${error.message}`);
    }
    return this.lost;
  }
}
