import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { BILLING_API, LIMITS } from '@resume/contracts';
import express, { type Request, type RequestHandler } from 'express';
import { HandleStripeWebhook } from '../../application/handle-stripe-webhook.use-case';

/**
 * The webhook needs its body byte for byte (the signature covers it): mounted in app.factory before the JSON
 * parsers, it reads any content type as a Buffer, and a parser that runs later sees the body as read.
 */
export const STRIPE_WEBHOOK_PATH = BILLING_API.stripeWebhook;
export function stripeWebhookBody(): RequestHandler {
  return express.raw({ type: () => true, limit: LIMITS.stripeWebhookBytes });
}

/** POST /api/webhooks/stripe: signed events from Stripe (no session, no Origin). */
@Controller()
export class StripeWebhookController {
  constructor(private readonly handle: HandleStripeWebhook) {}

  @Post(BILLING_API.stripeWebhook)
  @HttpCode(200)
  async receive(
    @Req() req: Request,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    await this.handle.execute(body, signature);
    return { received: true };
  }
}
