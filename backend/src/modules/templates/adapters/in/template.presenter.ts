import { SYSTEM_TEMPLATE_USER_ID } from '@resume/contracts';
import type { AccentStyle, Template as TemplateJson } from '@resume/contracts';
import type { Template } from '../../domain/template';

/**
 * A template as the API shows it (contracts' Template): a preset's missing owner is SYSTEM_TEMPLATE_USER_ID, and the
 * layout appears twice, as `layout` and as spec 3's stored `layoutData`, so a client reading either finds it.
 */
export function toTemplateJson(template: Template): TemplateJson {
  return {
    id: template.id,
    userId: template.userId ?? SYSTEM_TEMPLATE_USER_ID,
    isDefault: template.isDefault,
    primaryColor: template.primaryColor,
    secondaryColor: template.secondaryColor,
    font: template.font,
    pageMargin: template.pageMargin,
    accentStyle: template.accentStyle as AccentStyle,
    companyName: template.companyName,
    logoImage: template.logoImage,
    headerImage: template.headerImage,
    layout: template.layout,
    paperSize: template.paperSize,
    runningElements: template.runningElements,
    layoutData: template.layout,
  };
}
