import { Injectable } from '@nestjs/common';
import type { ApplicationLink, CreateShareLinkRequest, User } from '@resume/contracts';
import { SharingModuleApi } from '../../../sharing/application/sharing.module-api';
import { ApplicationLinks } from '../../application/ports/application-links';

/** The applications module's links, made by the sharing module's API (its CreateShareLink use case). */
@Injectable()
export class SharingModuleBridge extends ApplicationLinks {
  constructor(private readonly sharing: SharingModuleApi) {
    super();
  }

  async create(user: User, input: CreateShareLinkRequest): Promise<ApplicationLink> {
    const link = await this.sharing.createLink(user, input);
    return {
      id: link.id,
      shareableId: link.shareableId,
      mode: link.mode,
      frozenAt: link.frozenAt,
      viewCount: link.viewCount,
      downloadCount: link.downloadCount,
      lastOpenedAt: null,
    };
  }
}
