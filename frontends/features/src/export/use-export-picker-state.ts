import { useState } from 'react';
import { choosePaperSize, type PaperSize } from '@resume/contracts';
import { useFilters } from '../tailoring/filters';
import { useTemplateOptions } from './template-options';
import { browserLanguages } from './paper-size-choice';

export interface ExportSelection {
  /** null: no filter, the full resume. */
  filterId: string | null;
  /** null only while no template could be loaded; the server then uses its default. */
  templateId: string | null;
  /** The paper, when the picker offers the choice (`paper`). */
  paperSize?: PaperSize;
}

export type PickerTab = 'filters' | 'templates';

interface PickerStateOptions {
  open: boolean;
  paid: boolean;
  filterRequired: boolean;
  showTemplates: boolean;
  /** Present when the picker offers the paper size; the person's location preselects it. */
  paper?: { location: string | null };
  onConfirm: (selection: ExportSelection) => void;
}

/**
 * What the export picker holds: the open tab, the chosen filter, template and paper, the 'select a filter' alert,
 * and the filters and templates to choose from (fetched only while open; filters only with paid access). Each time
 * the picker opens it resets to no filter, the default template and the Filters tab; it clears on close (spec 4).
 */
export function useExportPickerState({
  open,
  paid,
  filterRequired,
  showTemplates,
  paper,
  onConfirm,
}: PickerStateOptions) {
  const [tab, setTab] = useState<PickerTab>('filters');
  const [filterId, setFilterId] = useState<string | null>(null);
  const [chosenTemplateId, setChosenTemplateId] = useState<string | null>(null);
  const [showFilterAlert, setShowFilterAlert] = useState(false);
  const [chosenPaper, setChosenPaper] = useState<PaperSize | null>(null);

  // Adjusted while rendering, so no frame shows the old choice.
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    setOpenSeen(open);
    setTab('filters');
    setFilterId(null);
    setChosenTemplateId(null);
    setShowFilterAlert(false);
    setChosenPaper(null);
  }

  const filters = useFilters({ enabled: open && paid });
  const templates = useTemplateOptions({ paid, enabled: open && showTemplates });

  const templateId = chosenTemplateId ?? templates.defaultTemplateId;
  const paperSize =
    chosenPaper ??
    choosePaperSize({
      template: templates.options.find((o) => o.template.id === templateId)?.template,
      location: paper?.location,
      languages: browserLanguages(),
    });

  const chooseFilter = (id: string | null) => {
    setFilterId(id);
    if (id) setShowFilterAlert(false);
  };

  const confirm = () => {
    if (filterRequired && !filterId) {
      setShowFilterAlert(true);
      setTab('filters');
      return;
    }
    onConfirm({ filterId, templateId, ...(paper ? { paperSize } : {}) });
  };

  return {
    tab,
    setTab,
    filters: {
      list: filters.data,
      loading: paid && filters.isLoading,
      failed: paid && filters.isError,
    },
    filterId,
    chooseFilter,
    templates,
    templateId,
    chooseTemplate: setChosenTemplateId,
    paperSize,
    choosePaper: setChosenPaper,
    showFilterAlert,
    confirm,
  };
}
