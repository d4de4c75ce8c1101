import { Briefcase } from 'lucide-react';
import { MESSAGES, type Experience } from '@resume/contracts';
import { CreateExperienceDto, UpdateExperienceDto } from '@resume/contracts/dto';
import { defineItemSection } from '../item-config';
import { period } from './period';

export const experienceSection = defineItemSection<Experience>({
  section: 'experiences',
  sectionId: 'experience',
  noun: 'Experience',
  icon: Briefcase,
  messages: MESSAGES.items.experience,
  confirmDelete: (item) => MESSAGES.deleteConfirm.experience(item.company),
  label: (item) => item.title,
  createDto: CreateExperienceDto,
  updateDto: UpdateExperienceDto,
  empty: {
    title: '',
    company: '',
    location: '',
    startDate: '',
    endDate: '',
    current: false,
    description: '',
    tags: [],
  },
  fields: [
    { kind: 'text', name: 'title', label: 'experience.title', required: true, placeholder: 'jobTitleExample' },
    { kind: 'text', name: 'company', label: 'experience.company', required: true },
    { kind: 'text', name: 'location', label: 'experience.location', wide: true, placeholder: 'workplaceExample' },
    { kind: 'text', name: 'startDate', label: 'experience.startDate', type: 'month', required: true },
    { kind: 'text', name: 'endDate', label: 'experience.endDate', type: 'month', disabledWhen: 'current' },
    { kind: 'checkbox', name: 'current', label: 'experience.current', clears: 'endDate' },
    {
      kind: 'textarea',
      name: 'description',
      label: 'experience.description',
      rows: 5,
      hint: 'bulletHint',
    },
    { kind: 'tags', name: 'tags', label: 'experience.tags' },
  ],
  summary: (item, { t, language }) => ({
    heading: item.title,
    subheading: [item.company, item.location].filter(Boolean).join(' · '),
    period: period(item.startDate, item.current ? null : item.endDate, language),
    badge: item.current ? t('itemView.current') : null,
    description: item.description,
    tags: item.tags,
  }),
  // A current position has no end date (spec 4).
  toInput: (values) => (values.current ? { ...values, endDate: null } : values),
});
