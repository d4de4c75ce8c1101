import { Controller, Get, HttpCode, Query } from '@nestjs/common';
import { DOMAINS_API } from '@resume/contracts';
import { IsString, MaxLength } from 'class-validator';
import { DomainError } from '../../../../shared/domain/domain-error';
import { CheckTlsAllowed } from '../../application/check-tls-allowed.use-case';

class TlsAllowedQuery {
  @IsString() @MaxLength(253) domain!: string;
}

/** Caddy's on_demand_tls `ask` (deploy/Caddyfile): 200 lets it get a certificate for the name, anything else not. */
@Controller()
export class TlsAllowedController {
  constructor(private readonly allowed: CheckTlsAllowed) {}

  @Get(DOMAINS_API.tlsAllowed)
  @HttpCode(200)
  async check(@Query() query: TlsAllowedQuery): Promise<{ domain: string }> {
    if (!(await this.allowed.execute(query.domain))) throw new DomainError('NOT_FOUND');
    return { domain: query.domain };
  }
}
