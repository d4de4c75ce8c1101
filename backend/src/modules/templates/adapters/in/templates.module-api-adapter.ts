import { Injectable } from '@nestjs/common';
import type { SaveTemplateRequest, Template } from '@resume/contracts';
import { newTemplate, type TemplateInput } from '../../domain/template';
import { FindDefaultTemplate } from '../../application/find-default-template.use-case';
import { FindUsableTemplate } from '../../application/find-usable-template.use-case';
import { TemplatesModuleApi } from '../../application/templates.module-api';
import { toTemplateJson } from './template.presenter';

/** The id an unsaved template carries while it is previewed. */
const UNSAVED_TEMPLATE_ID = 'unsaved';

/** Other modules drive the templates' use cases through here, as controllers do, and get what the API would show. */
@Injectable()
export class TemplatesModuleApiAdapter extends TemplatesModuleApi {
  constructor(
    private readonly findUsable: FindUsableTemplate,
    private readonly findDefault: FindDefaultTemplate,
  ) {
    super();
  }

  async usable(userId: string, templateId: string): Promise<Template | null> {
    const template = await this.findUsable.execute(userId, templateId);
    return template && toTemplateJson(template);
  }

  unsaved(userId: string, input: SaveTemplateRequest): Template {
    return toTemplateJson(newTemplate(UNSAVED_TEMPLATE_ID, userId, input as TemplateInput, new Date()));
  }

  async defaultOf(userId: string): Promise<Template | null> {
    const template = await this.findDefault.execute(userId);
    return template && toTemplateJson(template);
  }
}
