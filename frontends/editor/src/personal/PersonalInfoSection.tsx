import { Github, Globe, Linkedin, Mail, MapPin, Phone, User as UserIcon, type LucideIcon } from 'lucide-react';
import { MESSAGES, PERSONAL_FIELDS, type AccountResponse, type ResumeDraft, type User } from '@resume/contracts';
import { UpdateUserDto } from '@resume/contracts/dto';
import { Button, useCancelEmailChange, useUpdateUser, useUser, useT } from '@resume/platform';
import { EditableSection } from '../forms/EditableSection';
import type { FieldSpec, FormValues } from '../forms/form-types';

const FIELDS: FieldSpec[] = [
  { kind: 'text', name: 'name', label: 'personal.name', placeholder: 'nameExample' },
  { kind: 'text', name: 'title', label: 'personal.title', placeholder: 'jobTitleExample' },
  {
    kind: 'text',
    name: 'email',
    label: 'personal.email',
    type: 'email',
    inputMode: 'email',
    required: true,
    hint: 'emailHint',
  },
  {
    kind: 'text',
    name: 'username',
    label: 'personal.username',
    required: true,
    hint: 'usernameHint',
  },
  { kind: 'text', name: 'phone', label: 'personal.phone', type: 'tel', inputMode: 'tel' },
  { kind: 'text', name: 'location', label: 'personal.location', placeholder: 'placeExample' },
  {
    kind: 'text',
    name: 'linkedin',
    label: 'personal.linkedin',
    inputMode: 'url',
    placeholder: 'linkedinExample',
  },
  { kind: 'text', name: 'github', label: 'personal.github', inputMode: 'url', placeholder: 'githubExample' },
  {
    kind: 'text',
    name: 'website',
    label: 'personal.website',
    inputMode: 'url',
    wide: true,
    placeholder: 'websiteExample',
  },
];

const CONTACTS: {
  field: 'email' | 'phone' | 'location' | 'linkedin' | 'github' | 'website';
  icon: LucideIcon;
}[] = [
  { field: 'email', icon: Mail },
  { field: 'phone', icon: Phone },
  { field: 'location', icon: MapPin },
  { field: 'linkedin', icon: Linkedin },
  { field: 'github', icon: Github },
  { field: 'website', icon: Globe },
];

function toValues(user: User): FormValues {
  return Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, user[field] ?? '']));
}

const PERSONAL_SUCCESS = { title: MESSAGES.items.successTitle, description: 'Personal information updated' };

/**
 * Personal information (PATCH /api/user): name, title and contact details. A new e-mail is not applied at once
 * (docs/decisions/0015): the toast and a note say where the confirmation link went, and the change can be withdrawn.
 */
export function PersonalInfoSection({ user }: { user: User }) {
  const t = useT('editor');
  const update = useUpdateUser();
  const cancelChange = useCancelEmailChange();
  const { data: account } = useUser();
  const pendingEmail = (account as AccountResponse | null | undefined)?.pendingEmail ?? null;
  return (
    <EditableSection
      sectionId="personal-info"
      icon={UserIcon}
      editLabel={t('personal.editLabel')}
      fields={FIELDS}
      dto={UpdateUserDto}
      values={toValues(user)}
      save={(input) => update.mutateAsync(input as never)}
      success={(result, input) => {
        const pending = (result as AccountResponse | null)?.pendingEmail;
        const asked = String(input.email ?? '')
          .trim()
          .toLowerCase();
        return pending && asked === pending && asked !== user.email
          ? MESSAGES.emailChange.pending(pending)
          : PERSONAL_SUCCESS;
      }}
      failure={MESSAGES.items.personalInfoFailed}
      toDraft={(valid) => ({ user: valid as ResumeDraft['user'] })}
    >
      <div data-testid="personal-info-view">
        {/* A name or title with no place to break (a German compound) wraps rather than widening a 320 px screen. */}
        <p className="text-xl font-semibold break-words text-slate-900">
          {user.name || <span className="text-slate-600">{t('personal.yourName')}</span>}
        </p>
        <p className="text-sm break-words text-slate-600">
          {user.title || <span className="text-slate-600">{t('personal.yourTitle')}</span>}
        </p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {CONTACTS.map(({ field, icon: Icon }) => (
            <div key={field} className="flex min-w-0 items-center gap-2 text-sm">
              <dt>
                <Icon className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="sr-only">{t(`personal.contacts.${field}`)}</span>
              </dt>
              <dd className="truncate text-slate-700">
                {user[field] || <span className="text-slate-600">{t('personal.notSet')}</span>}
              </dd>
            </div>
          ))}
        </dl>
        {pendingEmail && (
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-amber-700" data-testid="pending-email">
            {MESSAGES.emailChange.pendingNote(pendingEmail)}
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0"
              onClick={() => cancelChange.mutate()}
              disabled={cancelChange.isPending}
            >
              {t('personal.cancelChange')}
            </Button>
          </p>
        )}
      </div>
    </EditableSection>
  );
}
