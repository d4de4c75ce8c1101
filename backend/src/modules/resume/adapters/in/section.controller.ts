import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Type, UseGuards } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { RESUME_API } from '@resume/contracts';
import type { ResumeSection, SectionItems, User } from '@resume/contracts';
import {
  CreateCertificationDto,
  CreateEducationDto,
  CreateExperienceDto,
  CreateProjectDto,
  CreateSkillDto,
  ReorderDto,
  UpdateCertificationDto,
  UpdateEducationDto,
  UpdateExperienceDto,
  UpdateProjectDto,
  UpdateSkillDto,
} from '@resume/contracts/dto';
import { CurrentUser } from '../../../../infrastructure/http/current-user.decorator';
import { routePattern } from '../../../../infrastructure/http/route-pattern';
import { SessionAuthGuard } from '../../../../infrastructure/http/session-auth.guard';
import { createValidationPipe } from '../../../../infrastructure/http/validation';
import { CreateSectionItem } from '../../application/create-section-item.use-case';
import { DeleteSectionItem } from '../../application/delete-section-item.use-case';
import { ListSectionItems } from '../../application/list-section-items.use-case';
import { ReorderSection } from '../../application/reorder-section.use-case';
import { UpdateSectionItem } from '../../application/update-section-item.use-case';
import type { ItemInput } from '../../domain/section-rules';
import { Idempotent } from '../../../../infrastructure/idempotency/idempotent.decorator';

/**
 * The same five routes for each section, validated with that section's DTO classes (`expectedType`, since the
 * parameter's declared type is generic here): GET list, POST create, PUT order, PATCH and DELETE one item.
 */
function sectionController<S extends ResumeSection>(section: S, createDto: Type<object>, updateDto: Type<object>) {
  @Controller()
  @UseGuards(SessionAuthGuard)
  class SectionController {
    constructor(
      readonly listItems: ListSectionItems,
      readonly createItem: CreateSectionItem,
      readonly updateItem: UpdateSectionItem,
      readonly deleteItem: DeleteSectionItem,
      readonly reorderSection: ReorderSection,
    ) {}

    @Get(RESUME_API.section(section))
    list(@CurrentUser() user: User): Promise<SectionItems[S][]> {
      return this.listItems.execute(user.id, section);
    }

    @Post(RESUME_API.section(section))
    @Idempotent()
    @ApiBody({ type: createDto }) // the OpenAPI document's body: the parameter's declared type is generic
    create(
      @CurrentUser() user: User,
      @Body(createValidationPipe(createDto)) body: ItemInput<S>,
    ): Promise<SectionItems[S]> {
      return this.createItem.execute(user.id, section, body);
    }

    // Declared before the :id routes (and a method of its own), so "order" is never taken for an id.
    @Put(RESUME_API.order(section))
    reorder(@CurrentUser() user: User, @Body() body: ReorderDto): Promise<SectionItems[S][]> {
      return this.reorderSection.execute(user.id, section, body.ids);
    }

    @Patch(routePattern((id) => RESUME_API.item(section, id), 'id'))
    @ApiBody({ type: updateDto })
    update(
      @CurrentUser() user: User,
      @Param('id') id: string,
      @Body(createValidationPipe(updateDto)) body: ItemInput<S> & { id?: string },
    ): Promise<SectionItems[S]> {
      return this.updateItem.execute(user.id, section, id, body);
    }

    @Delete(routePattern((id) => RESUME_API.item(section, id), 'id'))
    @HttpCode(204)
    async remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
      await this.deleteItem.execute(user.id, section, id);
    }
  }
  return SectionController;
}

export const ExperiencesController = sectionController('experiences', CreateExperienceDto, UpdateExperienceDto);
export const EducationController = sectionController('education', CreateEducationDto, UpdateEducationDto);
export const SkillsController = sectionController('skills', CreateSkillDto, UpdateSkillDto);
export const ProjectsController = sectionController('projects', CreateProjectDto, UpdateProjectDto);
export const CertificationsController = sectionController(
  'certifications',
  CreateCertificationDto,
  UpdateCertificationDto,
);
