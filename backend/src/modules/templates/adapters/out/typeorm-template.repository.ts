import { Injectable } from '@nestjs/common';
import { defaultLayout, layoutProblems, PAPER_SIZES } from '@resume/contracts';
import type { PaperSize, TemplateLayout } from '@resume/contracts';
import { IsNull, Not } from 'typeorm';
import { parseJson } from '../../../../infrastructure/database/json-columns';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import { TypeormOwnedRepository } from '../../../../infrastructure/database/typeorm-owned.repository';
import type { TemplateRepository } from '../../application/ports/template.repository';
import type { Template } from '../../domain/template';
import { TemplateOrmEntity } from './template.orm-entity';

/** A stored layout that no longer passes the rules (or none at all) reads as the default layout. */
function readLayout(raw: string | null): TemplateLayout {
  const layout = parseJson(raw);
  return layoutProblems(layout).length === 0 ? (layout as TemplateLayout) : defaultLayout();
}

const toTemplate = ({ layoutData, paperSize, ...row }: TemplateOrmEntity): Template => ({
  ...row,
  isDefault: Boolean(row.isDefault),
  layout: readLayout(layoutData),
  // A value outside the list (none is written: the DTO checks it) reads as "chosen at export".
  paperSize: (PAPER_SIZES as readonly string[]).includes(paperSize ?? '') ? (paperSize as PaperSize) : null,
  runningElements: Boolean(row.runningElements),
});

const toRow = ({ layout, ...template }: Template): TemplateOrmEntity =>
  Object.assign(new TemplateOrmEntity(), { ...template, layoutData: JSON.stringify(layout) });

@Injectable()
export class TypeormTemplateRepository
  extends TypeormOwnedRepository<Template, TemplateOrmEntity>
  implements TemplateRepository
{
  constructor(db: TransactionalEntityManager) {
    super(db, { entity: TemplateOrmEntity, toEntity: toTemplate, toRow });
  }

  async listPresets(): Promise<Template[]> {
    const rows = await this.db.manager.find(TemplateOrmEntity, {
      where: { userId: IsNull() },
      order: this.oldestFirst,
    });
    return rows.map(toTemplate);
  }

  async clearDefaultExcept(userId: string, exceptId: string): Promise<void> {
    await this.db.manager.update(
      TemplateOrmEntity,
      { userId, id: Not(exceptId), isDefault: true },
      { isDefault: false },
    );
  }
}
