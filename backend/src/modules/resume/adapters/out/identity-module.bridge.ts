import { Injectable } from '@nestjs/common';
import { IdentityModuleApi } from '../../../identity/application/identity.module-api';
import { OwnerProfile } from '../../application/ports/owner-profile';
import type { PersonalDetails } from '../../domain/resume';

/** The resume module's port answered by identity's module API. */
@Injectable()
export class IdentityModuleBridge extends OwnerProfile {
  constructor(private readonly identity: IdentityModuleApi) {
    super();
  }

  async replace(userId: string, details: PersonalDetails): Promise<void> {
    await this.identity.updateProfile(userId, { ...details });
  }
}
