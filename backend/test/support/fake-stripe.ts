import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { FakeHttpServer, readForm, sendJson } from './fake-http-server';

/** A subscription as the fake holds it; the tests move it between states. */
export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  /** Unix seconds. */
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
}

export interface FakeRequest {
  method: string;
  path: string;
  /** The form body as Stripe's SDK encodes it, keys flattened: 'line_items[0][price]'. */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * A local stand-in for the few Stripe API endpoints billing calls (customers, checkout sessions, billing-portal
 * sessions, subscriptions), for the real `stripe` SDK pointed at it with STRIPE_API_URL. The tests set the
 * subscriptions it holds, read the requests it received, and sign webhook events as Stripe does.
 */
export class FakeStripe extends FakeHttpServer {
  readonly secretKey = 'sk_test_fake_key';
  readonly webhookSecret = 'whsec_fake_secret';
  readonly requests: FakeRequest[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** The next error answers for a path prefix, e.g. '/v1/checkout/sessions' -> 400 invalid_request_error. */
  readonly failures = new Map<string, { status: number; type: string; code?: string }>();
  private slowReads = 0;
  private slowReadMs = 0;
  private readonly signer = new Stripe('sk_test_signer');

  /** The variables that point the app at this fake. */
  env(prices: Record<string, string> = {}): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_URL: this.url,
      STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_month',
      STRIPE_PRICE_PREMIUM_YEARLY: 'price_premium_year',
      ...prices,
    };
  }

  setSubscription(sub: FakeSubscription): void {
    this.subscriptions.set(sub.id, { ...sub });
  }

  updateSubscription(subId: string, change: Partial<FakeSubscription>): void {
    const sub = this.subscriptions.get(subId);
    if (!sub) throw new Error(`no fake subscription ${subId}`);
    this.subscriptions.set(subId, { ...sub, ...change });
  }

  /**
   * The next `count` subscription reads take `ms` to answer, with the state as it was when they arrived: a slow
   * Stripe, so that a reader that started earlier answers after later ones.
   */
  slowDownReads(count: number, ms: number): void {
    this.slowReads = count;
    this.slowReadMs = ms;
  }

  received(method: string, pathPrefix: string): FakeRequest[] {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
  }

  /**
   * A webhook delivery: the event's JSON and its Stripe-Signature header, signed with the webhook secret (or
   * `secret`) at `timestamp` (unix seconds; default now).
   */
  event(
    type: string,
    object: Record<string, unknown>,
    options: { id?: string; timestamp?: number; secret?: string } = {},
  ): { id: string; payload: string; signature: string } {
    const eventId = options.id ?? id('evt');
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const signature = this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    });
    return { id: eventId, payload, signature };
  }

  /** Stripe's JSON for a subscription the fake holds (API version 2025-03-31 and later: the period on the items). */
  subscriptionJson(sub: FakeSubscription): Record<string, unknown> {
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      cancel_at: null,
      metadata: {},
      items: {
        object: 'list',
        data: [
          {
            id: `si_${sub.id}`,
            object: 'subscription_item',
            current_period_end: sub.currentPeriodEnd,
            price: { id: sub.priceId, object: 'price' },
          },
        ],
        has_more: false,
      },
    };
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const params = await readForm(req);
    const path = (req.url ?? '').split('?')[0];
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path, params, idempotencyKey });
    const send = (status: number, body: unknown) => sendJson(res, status, body, { 'request-id': id('req') });
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    for (const [prefix, failure] of this.failures) {
      if (path.startsWith(prefix))
        return send(failure.status, {
          error: { type: failure.type, code: failure.code, message: 'failure set by the test' },
        });
    }
    if (req.method === 'POST' && path === '/v1/customers') {
      return send(200, {
        id: id('cus'),
        object: 'customer',
        email: params.email ?? null,
        metadata: { userId: params['metadata[userId]'] },
      });
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      return send(200, {
        id: sessionId,
        object: 'checkout.session',
        mode: params.mode,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const sessionId = id('bps');
      return send(200, {
        id: sessionId,
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/session/${sessionId}`,
        return_url: params.return_url,
      });
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const sub = this.subscriptions.get(decodeURIComponent(match[1]));
      if (!sub)
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' },
        });
      const body = this.subscriptionJson(sub);
      if (this.slowReads > 0) {
        this.slowReads -= 1;
        await new Promise((resolve) => setTimeout(resolve, this.slowReadMs));
      }
      return send(200, body);
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `fake Stripe does not serve ${req.method} ${path}` },
    });
  }
}
