import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock';
import { BillingProvider, HANDLED_EVENTS } from './ports/billing-provider';
import { SyncOutcome, SyncSubscription } from './sync-subscription.use-case';

/**
 * POST /api/webhooks/stripe: the signature and age (5 minutes) are checked on the raw body, then a handled event
 * makes the account re-read its subscription (SyncSubscription). Other verified events are answered and ignored.
 */
@Injectable()
export class HandleStripeWebhook {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly provider: BillingProvider,
    private readonly sync: SyncSubscription,
    private readonly clock: Clock,
  ) {}

  async execute(rawBody: Buffer, signature: string | undefined): Promise<SyncOutcome | 'not-handled'> {
    const event = this.provider.verifyWebhook(rawBody, signature, this.clock.now());
    if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return 'not-handled';
    if (!event.customerId) {
      this.logger.warn(`${event.type} ${event.id}: no customer in the event, nothing changed`);
      return 'ignored';
    }
    return this.sync.execute({
      eventId: event.id,
      cause: event.type,
      customerId: event.customerId,
      subscriptionId: event.subscriptionId,
    });
  }
}
