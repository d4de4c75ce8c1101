import type { ReactNode } from 'react';
import { AlertCircle, Filter as FilterIcon, LayoutTemplate, Loader2 } from 'lucide-react';
import { MESSAGES } from '@resume/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@resume/platform';
import { useFeaturesT } from '../locales';
import { ExportPreview } from './export-preview';
import { FilterList } from './filter-list';
import { PaperSizeChoice } from './paper-size-choice';
import { SelectionSummary } from './selection-summary';
import { TemplateList } from './template-list';
import { useExportPickerState, type ExportSelection, type PickerTab } from './use-export-picker-state';

export type { ExportSelection } from './use-export-picker-state';

interface ExportPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** hasPaidAccess(user): without it filters and custom templates are locked and never requested (they answer 403). */
  paid: boolean;
  onConfirm: (selection: ExportSelection) => void;
  /** The confirm button is disabled (and spins) while the caller's request runs. */
  pending?: boolean;
  /** Share link creation: a filter must be chosen ('Please select a filter to continue'). */
  filterRequired?: boolean;
  /** Whether the Templates tab is offered; templates are fetched only while the picker is open and shows them. */
  showTemplates?: boolean;
  /** The caller's own words (already in the page's language); absent: the PDF export's. */
  title?: string;
  description?: string;
  confirmLabel?: string;
  /**
   * Offers the paper size (the PDF export): preselected with the chosen template's paper, else by the person's
   * location and the browser's languages (choosePaperSize).
   */
  paper?: { location: string | null };
  /** Extra fields under the lists (e.g. a security code). */
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * The filter and template picker (spec 2.7, 4, 5): a dialog with a Filters tab ('No Filter' shares the full
 * resume) and a Templates tab (the user's templates, then the presets), scroll lists 300 px high. Each time it
 * opens it resets to no filter, the template flagged isDefault (else the first one) and the Filters tab; it clears
 * on close. Filters are fetched only while it is open. Used by the editor's export and by share link creation.
 */
export function ExportPicker({
  open,
  onOpenChange,
  paid,
  onConfirm,
  pending = false,
  filterRequired = false,
  showTemplates = true,
  title,
  description,
  confirmLabel,
  paper,
  children,
  'data-testid': testId = 'export-picker',
}: ExportPickerProps) {
  const t = useFeaturesT();
  const picker = useExportPickerState({ open, paid, filterRequired, showTemplates, paper, onConfirm });
  const templatesLoading = showTemplates && picker.templates.loading;

  return (
    <Dialog open={open} onOpenChange={(next) => (pending && !next ? undefined : onOpenChange(next))}>
      <DialogContent data-testid={testId} className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title ?? t('picker.title')}</DialogTitle>
          <DialogDescription>{description ?? t('picker.description')}</DialogDescription>
        </DialogHeader>

        <Tabs value={picker.tab} onValueChange={(v) => picker.setTab(v as PickerTab)}>
          <TabsList aria-label={t('picker.tabs')}>
            <TabsTrigger value="filters">
              <FilterIcon aria-hidden="true" />
              {t('picker.filters')}
            </TabsTrigger>
            {showTemplates && (
              <TabsTrigger value="templates">
                <LayoutTemplate aria-hidden="true" />
                {t('picker.templates')}
              </TabsTrigger>
            )}
          </TabsList>
          <TabsContent value="filters">
            <FilterList
              paid={paid}
              filters={picker.filters.list}
              loading={picker.filters.loading}
              failed={picker.filters.failed}
              value={picker.filterId}
              onChange={picker.chooseFilter}
              allowNone={!filterRequired}
            />
          </TabsContent>
          {showTemplates && (
            <TabsContent value="templates">
              <TemplateList
                paid={paid}
                options={picker.templates.options}
                loading={picker.templates.loading}
                failed={picker.templates.failed}
                value={picker.templateId}
                onChange={picker.chooseTemplate}
              />
            </TabsContent>
          )}
        </Tabs>

        {picker.showFilterAlert && <FilterRequiredAlert />}

        <SelectionSummary
          filters={picker.filters.list}
          filterId={picker.filterId}
          options={picker.templates.options}
          templateId={picker.templateId}
          showTemplates={showTemplates}
        />

        {paper && (
          <>
            <PaperSizeChoice value={picker.paperSize} onChange={picker.choosePaper} />
            <ExportPreview
              filterId={picker.filterId}
              templateId={picker.templateId}
              paperSize={picker.paperSize}
              enabled={open && !templatesLoading}
            />
          </>
        )}

        {children}

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('picker.cancel')}
          </Button>
          <Button onClick={picker.confirm} disabled={pending || templatesLoading} aria-busy={pending || undefined}>
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {confirmLabel ?? t('picker.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Share link creation pressed without a filter (spec 5). The spec's text, from MESSAGES (not translated yet). */
function FilterRequiredAlert() {
  return (
    <p
      role="alert"
      data-testid="filter-required-alert"
      className="flex items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <AlertCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
      {MESSAGES.shareLinks.selectFilter}
    </p>
  );
}
