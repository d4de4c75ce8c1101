import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../shared/domain/domain-error';
import { ShareLinkRepository } from './ports/share-link.repository';

/** Anyone using the link loses access at once; its analytics go with it. */
@Injectable()
export class DeleteShareLink {
  constructor(private readonly links: ShareLinkRepository) {}

  async execute(userId: string, id: string): Promise<void> {
    if (!(await this.links.deleteOwned(userId, id))) throw new DomainError('NOT_FOUND');
  }
}
