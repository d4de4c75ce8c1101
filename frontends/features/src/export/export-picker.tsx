import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AlertCircle, Check, Filter as FilterIcon, LayoutTemplate, Loader2, Lock } from 'lucide-react';
import {
  choosePaperSize,
  MESSAGES,
  PICKER_LIST_HEIGHT_PX,
  templateName,
  type Filter,
  type PaperSize,
  type Template,
} from '@resume/contracts';
import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  PRICING_PATH,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@resume/platform';
import { useFilters } from '../tailoring/filters';
import { useTemplateOptions } from './template-options';
import { ExportPreview } from './export-preview';
import { browserLanguages, PaperSizeChoice } from './paper-size-choice';

export interface ExportSelection {
  /** null: no filter, the full resume. */
  filterId: string | null;
  /** null only while no template could be loaded; the server then uses its default. */
  templateId: string | null;
  /** The paper, when the picker offers the choice (`paper`). */
  paperSize?: PaperSize;
}

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

type Tab = 'filters' | 'templates';

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
  title = 'Export PDF',
  description = 'Choose a version of your resume and a template.',
  confirmLabel = 'Export',
  paper,
  children,
  'data-testid': testId = 'export-picker',
}: ExportPickerProps) {
  const [tab, setTab] = useState<Tab>('filters');
  const [filterId, setFilterId] = useState<string | null>(null);
  const [chosenTemplateId, setChosenTemplateId] = useState<string | null>(null);
  const [showFilterAlert, setShowFilterAlert] = useState(false);
  const [chosenPaper, setChosenPaper] = useState<PaperSize | null>(null);

  // Reset when it opens, clear when it closes (spec 4): adjusted while rendering, so no frame shows the old choice.
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
  const {
    options: templateOptions,
    defaultTemplateId,
    loading: templatesLoading,
    failed: templatesFailed,
  } = useTemplateOptions({ paid, enabled: open && showTemplates });

  const templateId = chosenTemplateId ?? defaultTemplateId;
  const paperSize =
    chosenPaper ??
    choosePaperSize({
      template: templateOptions.find((o) => o.template.id === templateId)?.template,
      location: paper?.location,
      languages: browserLanguages(),
    });

  const confirm = () => {
    if (filterRequired && !filterId) {
      setShowFilterAlert(true);
      setTab('filters');
      return;
    }
    onConfirm({ filterId, templateId, ...(paper ? { paperSize } : {}) });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending && !next ? undefined : onOpenChange(next))}>
      <DialogContent data-testid={testId} className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>

        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList aria-label="Choose what to pick">
            <TabsTrigger value="filters">
              <FilterIcon aria-hidden="true" />
              Filters
            </TabsTrigger>
            {showTemplates && (
              <TabsTrigger value="templates">
                <LayoutTemplate aria-hidden="true" />
                Templates
              </TabsTrigger>
            )}
          </TabsList>

          <TabsContent value="filters">
            <FilterList
              paid={paid}
              filters={filters.data}
              loading={paid && filters.isLoading}
              failed={paid && filters.isError}
              value={filterId}
              onChange={(id) => {
                setFilterId(id);
                if (id) setShowFilterAlert(false);
              }}
              allowNone={!filterRequired}
            />
          </TabsContent>
          {showTemplates && (
            <TabsContent value="templates">
              <TemplateList
                paid={paid}
                options={templateOptions}
                loading={templatesLoading}
                failed={templatesFailed}
                value={templateId}
                onChange={setChosenTemplateId}
              />
            </TabsContent>
          )}
        </Tabs>

        {showFilterAlert && (
          <p
            role="alert"
            data-testid="filter-required-alert"
            className="flex items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <AlertCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
            {MESSAGES.shareLinks.selectFilter}
          </p>
        )}

        <SelectionSummary
          filters={filters.data}
          filterId={filterId}
          options={templateOptions}
          templateId={templateId}
          showTemplates={showTemplates}
        />

        {paper && <PaperSizeChoice value={paperSize} onChange={setChosenPaper} />}
        {paper && (
          <ExportPreview
            filterId={filterId}
            templateId={templateId}
            paperSize={paperSize}
            enabled={open && !(showTemplates && templatesLoading)}
          />
        )}

        {children}

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button
            onClick={confirm}
            disabled={pending || (showTemplates && templatesLoading)}
            aria-busy={pending || undefined}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SelectionSummary({
  filters,
  filterId,
  options,
  templateId,
  showTemplates,
}: {
  filters: Filter[] | undefined;
  filterId: string | null;
  options: { template: Template }[];
  templateId: string | null;
  showTemplates: boolean;
}) {
  const filterName = filterId ? (filters?.find((f) => f.id === filterId)?.name ?? 'Filter') : 'No Filter';
  const template = options.find((o) => o.template.id === templateId)?.template;
  return (
    <p className="text-xs text-slate-500" data-testid="picker-selection" aria-live="polite">
      Selected: <span className="font-medium text-slate-700">{filterName}</span>
      {showTemplates && (
        <>
          {' · '}
          <span className="font-medium text-slate-700">{template ? templateName(template) : 'Default template'}</span>
        </>
      )}
    </p>
  );
}

const listStyle = { height: PICKER_LIST_HEIGHT_PX };

function ScrollList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      style={listStyle}
      className="grid content-start gap-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50/60 p-2"
      data-testid={`${label.toLowerCase()}-list`}
    >
      {children}
    </div>
  );
}

function UpgradeLink() {
  return (
    <Link
      to={PRICING_PATH}
      className="shrink-0 text-xs font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      Upgrade to Premium
    </Link>
  );
}

interface OptionProps {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  title: ReactNode;
  detail?: ReactNode;
  aside?: ReactNode;
  testId?: string;
}

/** A native radio in a card: keyboard (arrows within the group), label and checked state come for free. */
function Option({ name, checked, disabled, onSelect, title, detail, aside, testId }: OptionProps) {
  const id = useId();
  return (
    <div
      data-testid={testId}
      data-locked={disabled || undefined}
      className={cn(
        'flex items-center gap-3 rounded-md border bg-white px-3 py-2.5 transition-colors focus-within:ring-2 focus-within:ring-primary',
        checked ? 'border-primary bg-primary-soft/60' : 'border-slate-200',
        disabled ? 'opacity-70' : 'hover:border-slate-300',
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="h-4 w-4 shrink-0 accent-primary focus:outline-none"
      />
      <label htmlFor={id} className={cn('min-w-0 flex-1', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
        <span className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
          {title}
          {disabled && (
            <>
              <Lock className="h-3.5 w-3.5 text-slate-400" aria-hidden="true" data-testid="lock-icon" />
              <span className="sr-only">(Premium feature)</span>
            </>
          )}
        </span>
        {detail && <span className="mt-0.5 block truncate text-xs text-slate-600">{detail}</span>}
      </label>
      {aside}
      {checked && !disabled && <Check className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />}
    </div>
  );
}

function ListState({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full items-center justify-center p-4 text-center text-sm text-slate-500">{children}</div>
  );
}

function FilterList({
  paid,
  filters,
  loading,
  failed,
  value,
  onChange,
  allowNone,
}: {
  paid: boolean;
  filters: Filter[] | undefined;
  loading: boolean;
  failed: boolean;
  value: string | null;
  onChange: (id: string | null) => void;
  allowNone: boolean;
}) {
  const name = useId();
  return (
    <ScrollList label="Filters">
      {allowNone && (
        <Option
          name={name}
          checked={value === null}
          onSelect={() => onChange(null)}
          title="No Filter"
          detail="Shares the full resume"
          testId="filter-option-none"
        />
      )}
      {!paid ? (
        <div
          className="flex items-start gap-3 rounded-md border border-dashed border-amber-300 bg-amber-50 px-3 py-3"
          data-testid="filters-locked"
        >
          <Lock className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
          <div className="min-w-0 flex-1 text-sm text-amber-900">
            <p className="font-medium">Filtered versions are a Premium feature</p>
            <p className="text-xs text-amber-800">Tailor your resume for each application with filters.</p>
          </div>
          <UpgradeLink />
        </div>
      ) : loading ? (
        <ListState>
          <Spinner label="Loading filters" />
        </ListState>
      ) : failed ? (
        <ListState>Your filters could not be loaded.</ListState>
      ) : filters && filters.length > 0 ? (
        filters.map((filter) => (
          <Option
            key={filter.id}
            name={name}
            checked={value === filter.id}
            onSelect={() => onChange(filter.id)}
            title={filter.name}
            detail={filter.tags.length > 0 ? filter.tags.join(', ') : 'No tags'}
            testId={`filter-option-${filter.id}`}
          />
        ))
      ) : (
        <ListState>
          <span>
            No filters yet.{' '}
            <Link to="/filters" className="font-medium text-primary underline-offset-4 hover:underline">
              Create Filters
            </Link>
          </span>
        </ListState>
      )}
    </ScrollList>
  );
}

function TemplateList({
  paid,
  options,
  loading,
  failed,
  value,
  onChange,
}: {
  paid: boolean;
  options: { template: Template; locked: boolean; custom: boolean }[];
  loading: boolean;
  failed: boolean;
  value: string | null;
  onChange: (id: string) => void;
}) {
  const name = useId();
  return (
    <ScrollList label="Templates">
      {loading ? (
        <ListState>
          <Spinner label="Loading templates" />
        </ListState>
      ) : failed ? (
        <ListState>Templates could not be loaded.</ListState>
      ) : (
        <>
          {!paid && (
            <div
              className="flex items-start gap-3 rounded-md border border-dashed border-amber-300 bg-amber-50 px-3 py-3"
              data-testid="templates-locked"
            >
              <Lock className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
              <p className="min-w-0 flex-1 text-xs text-amber-900">
                The free plan exports with the standard template. Custom templates and the other presets come with
                Premium.
              </p>
              <UpgradeLink />
            </div>
          )}
          {options.map(({ template, locked, custom }) => (
            <Option
              key={template.id}
              name={name}
              checked={value === template.id}
              disabled={locked}
              onSelect={() => onChange(template.id)}
              title={
                <>
                  <span
                    aria-hidden="true"
                    className="inline-block h-3 w-3 rounded-full border border-white shadow-[0_0_0_1px_rgba(15,23,42,0.15)]"
                    style={{
                      background: `linear-gradient(135deg, ${template.primaryColor} 50%, ${template.secondaryColor} 50%)`,
                    }}
                  />
                  {templateName(template)}
                  {template.isDefault && (
                    <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[10px] font-semibold uppercase text-slate-600">
                      Default
                    </span>
                  )}
                </>
              }
              detail={`${custom ? 'Your template' : 'Preset'} · ${template.font || 'Default'} font`}
              testId={`template-option-${template.id}`}
            />
          ))}
          {options.length === 0 && <ListState>No templates available.</ListState>}
        </>
      )}
    </ScrollList>
  );
}
