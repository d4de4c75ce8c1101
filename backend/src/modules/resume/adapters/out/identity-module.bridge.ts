import { Injectable } from '@nestjs/common';
import { UpdateProfile } from '../../../identity/application/update-profile.use-case';
import { OwnerProfile } from '../../application/ports/owner-profile';
import type { PersonalDetails } from '../../domain/resume';

/** The resume module's port answered by the identity module's public use case. */
@Injectable()
export class IdentityModuleBridge extends OwnerProfile {
  constructor(private readonly updateProfile: UpdateProfile) {
    super();
  }

  async replace(userId: string, details: PersonalDetails): Promise<void> {
    await this.updateProfile.execute(userId, { ...details });
  }
}
