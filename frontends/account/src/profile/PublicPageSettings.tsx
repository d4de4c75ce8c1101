import { useId } from 'react';
import { Globe } from 'lucide-react';
import { MESSAGES, PUBLIC_PAGES, type PrivacySettings, type User } from '@resume/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Switch,
  toast,
  useT,
  useUpdateUser,
} from '@resume/platform';

/** The contact switches; their labels are `publicPage.<key>` of the account namespace. */
const CONTACT_FIELDS = ['showEmail', 'showPhone', 'showLocation'] as const;

/**
 * 'Public page' and what public and shared pages show (docs/decisions/0013-privacy.md). Each switch saves at once
 * (PATCH /api/user) and says so in a toast; while a save runs the switch shows the value being saved.
 */
export function PublicPageSettings({ user }: { user: User }) {
  const update = useUpdateUser();
  const t = useT('account');
  const publicId = useId();
  const publicHintId = useId();
  const pending = update.isPending ? (update.variables as Partial<PrivacySettings>) : {};
  const value = (key: keyof PrivacySettings) => pending[key] ?? user[key];
  const isPublic = value('publicPage');
  const publicUrl = `${window.location.origin}${PUBLIC_PAGES.publicResume(user.username)}`;

  const save = (input: Partial<PrivacySettings>, done: { title: string; description?: string }) =>
    update.mutate(input, {
      onSuccess: () => toast({ ...done }),
      onError: () => toast({ ...MESSAGES.privacy.saveFailed, variant: 'destructive' }),
    });

  return (
    <Card data-testid="public-page-card" id="profile-public-page" className="mt-6">
      <CardHeader className="flex-row items-center gap-3 space-y-0">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Globe className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <CardTitle>{t('publicPage.title')}</CardTitle>
          <CardDescription>{t('publicPage.description')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <label htmlFor={publicId} className="text-sm font-medium text-slate-900">
              {t('publicPage.label')}
            </label>
            <p id={publicHintId} className="text-xs text-slate-500">
              {isPublic ? (
                <>
                  {t('publicPage.onBefore')}
                  <a
                    href={PUBLIC_PAGES.publicResume(user.username)}
                    className="break-all font-medium text-primary underline"
                    data-testid="public-page-url"
                  >
                    {publicUrl}
                  </a>
                </>
              ) : (
                t('publicPage.off')
              )}
            </p>
          </div>
          <Switch
            id={publicId}
            aria-describedby={publicHintId}
            checked={isPublic}
            disabled={update.isPending}
            onCheckedChange={(on) =>
              save({ publicPage: on }, on ? MESSAGES.privacy.publicPageOn : MESSAGES.privacy.publicPageOff)
            }
          />
        </div>

        <fieldset className="space-y-3 border-t border-slate-200 pt-4">
          <legend className="text-sm font-medium text-slate-900">{t('publicPage.fieldsLegend')}</legend>
          <p className="text-xs text-slate-500">{t('publicPage.fieldsHint')}</p>
          {CONTACT_FIELDS.map((key) => (
            <ContactSwitch
              key={key}
              label={t(`publicPage.${key}`)}
              checked={value(key)}
              disabled={update.isPending}
              onChange={(on) => save({ [key]: on }, MESSAGES.privacy.contactSaved)}
            />
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}

function ContactSwitch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}
