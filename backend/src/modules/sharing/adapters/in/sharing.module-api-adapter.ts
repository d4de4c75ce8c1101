import { Injectable } from '@nestjs/common';
import type { CreateShareLinkRequest, ShareLinkDetails, User } from '@resume/contracts';
import { CreateShareLink } from '../../application/create-share-link.use-case';
import { SharingModuleApi } from '../../application/sharing.module-api';
import { toShareLinkJson } from './share-link.presenter';

/** Other modules drive the sharing use cases through here, as the controller does, and get what the API would show. */
@Injectable()
export class SharingModuleApiAdapter extends SharingModuleApi {
  constructor(private readonly createShareLink: CreateShareLink) {
    super();
  }

  async createLink(user: User, input: CreateShareLinkRequest): Promise<ShareLinkDetails> {
    return toShareLinkJson(await this.createShareLink.execute(user, input));
  }
}
