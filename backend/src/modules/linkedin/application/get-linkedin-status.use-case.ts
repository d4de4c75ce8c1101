import { Injectable } from '@nestjs/common';
import { hasPaidAccess } from '@resume/contracts';
import type { LinkedInStatusResponse, User } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../shared/application/clock';
import { LinkedInConnections } from './ports/linkedin-connections';

/** GET /api/linkedin: connected or not, which connect flow the UI runs, and whether sync can work. */
@Injectable()
export class GetLinkedInStatus {
  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly connections: LinkedInConnections,
  ) {}

  async execute(user: User): Promise<LinkedInStatusResponse> {
    const connection = user.linkedinId ? await this.connections.find(user.id) : null;
    const live = connection !== null && (connection.expiresAt === null || connection.expiresAt > this.clock.now());
    const simulated = this.config.linkedin.mode === 'simulation' && user.linkedinId !== null;
    return {
      connected: user.linkedinId !== null,
      linkedinId: user.linkedinId,
      mode: this.config.linkedin.mode,
      canConnect: hasPaidAccess(user),
      canSync: live || simulated,
      connectedAt: connection?.createdAt.toISOString() ?? null,
      tokenExpiresAt: connection?.expiresAt?.toISOString() ?? null,
    };
  }
}
