import { useState, type FormEvent } from 'react';
import { APPLICATION_LIMITS, JOB_MATCH_LIMITS, MESSAGES, type ShareLinkMode } from '@resume/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Textarea,
  fieldClassName,
  formatNumber,
  toast,
} from '@resume/platform';
import { useCreateApplication, useFilters } from '@resume/features';
import { LinkModeField } from '../share-links/LinkModeField';
import { useFormFields } from './form-fields';
import { useShareManagerT } from '../locales/use-share-manager-t';

const M = MESSAGES.applications;
/** What an address starts with: the same in every language. */
const URL_START = 'https://';
const EMPTY = { company: '', role: '', postingUrl: '', posting: '', filterId: '' };

/**
 * 'New application': company, role, the posting's address (kept as text, never opened) and text (matched with the
 * resume when the application is made), the link's filter, and the version sent: frozen by default, so the
 * employer sees what was sent even after later edits.
 */
export function NewApplicationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useShareManagerT();
  const create = useCreateApplication();
  const filters = useFilters();
  const { form, setForm, set, error, setError, failed } = useFormFields(EMPTY);
  const [mode, setMode] = useState<ShareLinkMode>('frozen');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(
      {
        company: form.company,
        role: form.role,
        postingUrl: form.postingUrl || null,
        posting: form.posting || null,
        filterId: form.filterId || null,
        mode,
      },
      {
        onSuccess: () => {
          toast(M.created);
          setForm(EMPTY);
          setMode('frozen');
          onOpenChange(false);
        },
        onError: (e) => {
          failed(e);
          toast({ ...M.createFailed, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('applications.newApplication')}</DialogTitle>
          <DialogDescription>{t('applications.newDialog.description')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} aria-label={t('applications.newApplication')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('applications.newDialog.company')} required>
              <Input
                value={form.company}
                onChange={set('company')}
                maxLength={APPLICATION_LIMITS.companyMaxLength}
                required
              />
            </FormField>
            <FormField label={t('applications.newDialog.role')} required>
              <Input value={form.role} onChange={set('role')} maxLength={APPLICATION_LIMITS.roleMaxLength} required />
            </FormField>
          </div>
          <FormField label={t('applications.newDialog.postingUrl')} hint={t('applications.newDialog.postingUrlHint')}>
            <Input
              type="url"
              value={form.postingUrl}
              onChange={set('postingUrl')}
              placeholder={URL_START}
              maxLength={APPLICATION_LIMITS.postingUrlMaxLength}
            />
          </FormField>
          <FormField
            label={t('applications.newDialog.posting')}
            hint={t('applications.newDialog.postingHint', {
              chars: formatNumber(JOB_MATCH_LIMITS.postingMaxLength),
              kb: formatNumber(APPLICATION_LIMITS.postingMaxBytes / 1024),
            })}
          >
            <Textarea
              rows={8}
              value={form.posting}
              onChange={set('posting')}
              maxLength={JOB_MATCH_LIMITS.postingMaxLength}
            />
          </FormField>
          <FormField label={t('applications.newDialog.filter')} hint={t('applications.newDialog.filterHint')}>
            <select className={fieldClassName} value={form.filterId} onChange={set('filterId')}>
              <option value="">{t('applications.newDialog.noFilter')}</option>
              {(filters.data ?? []).map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </FormField>
          <LinkModeField mode={mode} onChange={setMode} />
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {t('applications.newDialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
