import type { Translation } from '@resume/contracts';
import type { FeaturesTexts } from './en';

export const featuresDe: Translation<FeaturesTexts> = {
  copy: {
    label: '{{label}} kopieren',
    copy: 'Kopieren',
    copied: 'Kopiert',
  },
  paper: {
    legend: 'Papierformat',
    A4: 'A4',
    Letter: 'US-Letter',
  },
  status: {
    printing: 'Die Vorschau wird gedruckt …',
    updating: 'Wird aktualisiert …',
    one: '1 Seite im Format {{paper}}, wie das PDF gedruckt wird',
    other: '{{pages}} Seiten im Format {{paper}}, wie das PDF gedruckt wird',
  },
  pages: {
    unknown: 'Gedruckte Seiten',
    one: '{{pages}} gedruckte Seite',
    other: '{{pages}} gedruckte Seiten',
    pageOf: 'Seite {{number}} von {{of}}',
  },
  billing: {
    manageSubscription: 'Abonnement verwalten',
  },
  picker: {
    title: 'PDF exportieren',
    description: 'Wählen Sie eine Version Ihres Lebenslaufs und eine Vorlage.',
    confirm: 'Exportieren',
    cancel: 'Abbrechen',
    tabs: 'Auswahl',
    filters: 'Filter',
    templates: 'Vorlagen',
    selected: 'Ausgewählt:',
    noFilter: 'Kein Filter',
    someFilter: 'Filter',
    fullResume: 'Teilt den vollständigen Lebenslauf',
    defaultTemplate: 'Standardvorlage',
    upgrade: 'Auf Premium upgraden',
    premiumFeature: '(Premium-Funktion)',
    filtersLockedTitle: 'Gefilterte Versionen sind eine Premium-Funktion',
    filtersLockedText: 'Passen Sie Ihren Lebenslauf mit Filtern an jede Bewerbung an.',
    loadingFilters: 'Filter werden geladen',
    filtersFailed: 'Ihre Filter konnten nicht geladen werden.',
    noTags: 'Keine Tags',
    noFilters: 'Noch keine Filter.',
    createFilters: 'Filter erstellen',
    loadingTemplates: 'Vorlagen werden geladen',
    templatesFailed: 'Die Vorlagen konnten nicht geladen werden.',
    templatesLocked:
      'Im kostenlosen Tarif wird mit der Standardvorlage exportiert. Eigene Vorlagen und die übrigen Voreinstellungen gibt es mit Premium.',
    defaultBadge: 'Standard',
    yourTemplate: 'Ihre Vorlage',
    preset: 'Voreinstellung',
    defaultFont: 'Standard',
    templateDetail: '{{kind}} · Schrift {{font}}',
    noTemplates: 'Keine Vorlagen verfügbar.',
  },
};
