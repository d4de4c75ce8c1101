import { Injectable } from '@nestjs/common';
import { TransactionalEntityManager } from '../../../../infrastructure/database/transactional-entity-manager';
import type { Resume, ResumeSections } from '../../domain/resume';
import { ResumeRepository } from '../../application/ports/resume.repository';
import { ResumeOrmEntity } from './resume.orm-entity';
import {
  CertificationOrmEntity,
  EducationOrmEntity,
  ExperienceOrmEntity,
  ProjectOrmEntity,
  SkillOrmEntity,
} from './section.orm-entities';
import { toCertification, toEducation, toExperience, toProject, toResume, toResumeRow, toSkill } from './resume.mapper';

@Injectable()
export class TypeormResumeRepository extends ResumeRepository {
  constructor(private readonly db: TransactionalEntityManager) {
    super();
  }

  async create(resume: Resume): Promise<void> {
    await this.db.manager.insert(ResumeOrmEntity, toResumeRow(resume));
  }

  async findByUserId(userId: string): Promise<Resume | null> {
    const row = await this.db.manager.findOneBy(ResumeOrmEntity, { userId });
    return row ? toResume(row) : null;
  }

  async listSections(userId: string): Promise<ResumeSections> {
    const m = this.db.manager;
    const byOrder = { where: { userId }, order: { order: 'ASC' as const, id: 'ASC' as const } };
    const [experiences, education, skills, projects, certifications] = await Promise.all([
      m.find(ExperienceOrmEntity, byOrder),
      m.find(EducationOrmEntity, byOrder),
      m.find(SkillOrmEntity, byOrder),
      m.find(ProjectOrmEntity, byOrder),
      m.find(CertificationOrmEntity, byOrder),
    ]);
    return {
      experiences: experiences.map(toExperience),
      education: education.map(toEducation),
      skills: skills.map(toSkill),
      projects: projects.map(toProject),
      certifications: certifications.map(toCertification),
    };
  }
}
