import { Injectable } from '@nestjs/common';
import { APPLICATION_STATUSES, type ApplicationStatus, type JobMatchResult } from '@resume/contracts';
import { parseJson } from '../../../../infrastructure/database/json-columns';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { TypeormOwnedRepository } from '../../../../infrastructure/database/typeorm-owned.repository';
import type { ApplicationRepository } from '../../application/ports/application.repository';
import type { Application } from '../../domain/application';
import { ApplicationOrmEntity } from './application.orm-entity';

const statusOf = (value: unknown): ApplicationStatus =>
  APPLICATION_STATUSES.includes(value as ApplicationStatus) ? (value as ApplicationStatus) : 'saved';

function historyOf(text: string): Application['history'] {
  const value = parseJson(text);
  if (!Array.isArray(value)) return [];
  return value.map((entry: { status?: unknown; at?: unknown }) => ({
    status: statusOf(entry.status),
    at: new Date(String(entry.at)),
  }));
}

const toApplication = ({ matchResult, history, status, ...row }: ApplicationOrmEntity): Application => ({
  ...row,
  status: statusOf(status),
  history: historyOf(history),
  match: (parseJson(matchResult) as JobMatchResult | null) ?? null,
});

const toRow = ({ match, history, ...app }: Application): ApplicationOrmEntity =>
  Object.assign(new ApplicationOrmEntity(), {
    ...app,
    history: JSON.stringify(history.map((h) => ({ status: h.status, at: h.at.toISOString() }))),
    matchResult: match ? JSON.stringify(match) : null,
  });

@Injectable()
export class TypeormApplicationRepository
  extends TypeormOwnedRepository<Application, ApplicationOrmEntity>
  implements ApplicationRepository
{
  constructor(db: TransactionalEntityManager) {
    super(db, { entity: ApplicationOrmEntity, toEntity: toApplication, toRow });
  }
}
