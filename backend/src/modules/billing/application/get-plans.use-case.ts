import { Injectable } from '@nestjs/common';
import type { PlansResponse } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { planCatalogue } from '../domain/plan-catalogue';

/** GET /api/billing/plans: the catalogue (spec 9) with the configured price ids, and which payment mode answers. */
@Injectable()
export class GetPlans {
  constructor(private readonly config: AppConfig) {}

  execute(): PlansResponse {
    return { mode: this.config.billing.mode, plans: planCatalogue(this.config.billing.prices) };
  }
}
