import type { Translation } from '../catalogue';
import type { ChromeTexts } from './en';

export const chromeDe: Translation<ChromeTexts> = {
  signIn: 'Anmelden',
  header: {
    accountMenu: 'Kontomenü',
    mainMenu: 'Hauptmenü',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    home: 'Startseite',
    logOut: 'Abmelden',
    premiumFeature: '{{label}} (Premium-Funktion)',
  },
  nav: {
    myResume: 'Mein Lebenslauf',
    shareResume: 'Lebenslauf teilen',
    filters: 'Lebenslauf-Filter',
    shareLinks: 'Freigabelinks verwalten',
    applications: 'Bewerbungen',
    customTemplates: 'Eigene Vorlagen',
    customTemplate: 'Eigene Vorlage',
    settings: 'Einstellungen',
    linkedin: 'LinkedIn-Integration',
  },
  footer: {
    description: 'Lebensläufe erstellen und teilen für vielbeschäftigte Fachleute',
    features: 'Funktionen',
    company: 'Unternehmen',
    resumeBuilder: 'Lebenslauf-Editor',
    customTemplates: 'Eigene Vorlagen',
    positionFilters: 'Filter pro Stelle',
    shareableLinks: 'Freigabelinks',
    about: 'Über uns',
    blog: 'Blog',
    contact: 'Kontakt',
    privacy: 'Datenschutz',
    copyright: '© {{year}} {{product}}. Alle Rechte vorbehalten.',
  },
  language: {
    label: 'Sprache',
    saveFailed: 'Ihre Sprache konnte nicht im Konto gespeichert werden. Sie gilt auf diesem Gerät.',
  },
  pages: {
    createdWith: 'Erstellt mit',
    goHome: 'Zur Startseite',
    loadError: {
      title: 'Fehler beim Laden des Lebenslaufs',
      description: 'Beim Laden der Lebenslaufdaten ist ein Problem aufgetreten. Bitte versuchen Sie es später erneut.',
    },
    notAvailable: {
      title: 'Lebenslauf nicht verfügbar',
      description: 'Der gesuchte Lebenslauf existiert nicht oder ist nicht zugänglich.',
    },
    invalidShareLink: {
      title: 'Ungültiger Freigabelink',
      description: 'Dieser Link zu einem geteilten Lebenslauf ist ungültig oder abgelaufen.',
    },
    tooManyDownloads: {
      title: 'Zu viele Downloads',
      description: 'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    },
    tooManyLookups: {
      title: 'Zu viele Anfragen',
      description: 'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    },
    moved: {
      title: 'Dieser Lebenslauf ist umgezogen',
      description: 'Der Lebenslauf, der hier war, wird unter dieser Adresse nicht mehr angezeigt.',
    },
    movedLink: 'Zum Lebenslauf',
    code: {
      title: 'Sicherheitscode erforderlich',
      description:
        'Dieser Lebenslauf ist geschützt. Geben Sie den vierstelligen Sicherheitscode ein, um ihn anzuzeigen.',
      label: 'Sicherheitscode',
      submit: 'Lebenslauf ansehen',
      required: 'Ein Sicherheitscode ist erforderlich',
      invalid: 'Ungültiger Sicherheitscode. Bitte versuchen Sie es erneut.',
      wait: 'Zu viele falsche Sicherheitscodes. Bitte warten Sie, bevor Sie es erneut versuchen. Versuchen Sie es in {{time}} wieder.',
      locked: {
        title: 'Link gesperrt',
        description:
          'Dieser Link wurde nach zu vielen falschen Sicherheitscodes gesperrt. Bitten Sie seinen Inhaber um einen neuen Code.',
      },
      preview: {
        title: 'Geschützter Lebenslauf',
        description: 'Dieser Lebenslauf ist durch einen Sicherheitscode geschützt.',
      },
    },
    readNote:
      'Der Inhaber sieht, wann diese Seite geöffnet wird, wie lange sie sichtbar bleibt und wie weit gescrollt wird. Keine Cookies, nichts, was Sie identifiziert.',
  },
};
