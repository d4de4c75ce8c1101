import type { Translation } from '@resume/contracts';
import type { PlatformTexts } from './en';

export const platformDe: Translation<PlatformTexts> = {
  sidebar: {
    label: 'Konto',
    pages: 'Kontoseiten',
    locked: '(Premium-Funktion, siehe Preise)',
  },
  premium: {
    title: 'Premium-Funktion',
    description:
      'Diese Funktion steht nur Premium-Abonnenten zur Verfügung. Upgraden Sie jetzt für alle Premium-Funktionen, darunter Filter, eigene Vorlagen und mehr.',
    pastDueTitle: 'Zahlung überfällig',
    pastDueDescription:
      'Ihre letzte Zahlung ist fehlgeschlagen, daher sind die Premium-Funktionen pausiert. Aktualisieren Sie Ihre Karte unter „Abonnement verwalten“, um sie wieder zu nutzen.',
    manageSubscription: 'Abonnement verwalten',
    upgrade: 'Auf Premium upgraden',
    cancel: 'Abbrechen',
    goHome: 'Zur Startseite',
  },
  common: {
    close: 'Schließen',
    loading: 'Wird geladen',
    tryAgain: 'Erneut versuchen',
  },
  time: {
    justNow: 'gerade eben',
  },
};
