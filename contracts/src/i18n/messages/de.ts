import { RESUME_LANGUAGES } from '../../languages/languages';
import { RENAMABLE_SECTIONS, SECTION_HEADING_MAX_LENGTH } from '../../languages/section-headings';
import type { Translation } from '../catalogue';
import { chromeDe } from '../chrome/de';
import type { MessagesTexts } from './en';

/**
 * The toasts' and the API errors' texts in German (en.ts says what each key is). The message pages'
 * texts, which the server's pages show too, are the `chrome` namespace's: one wording.
 */
export const messagesDe: Translation<MessagesTexts> = {
  MESSAGES: {
    session: {
      logoutFailed: {
        title: 'Fehler',
        description: 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      },
      loggedOut: { title: 'Abgemeldet', description: 'Sie wurden erfolgreich abgemeldet.' },
    },
    export: {
      failed: {
        title: 'Export fehlgeschlagen',
        description: 'Beim Erstellen Ihres PDFs ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
      },
      done: { title: 'PDF erstellt', description: 'Ihr Lebenslauf wurde als PDF exportiert' },
    },
    linkedin: {
      devMode: { title: 'Entwicklungsmodus' },
      connectFailed: {
        title: 'Verbindung fehlgeschlagen',
        description: 'Die Verbindung mit LinkedIn ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      },
      connected: { title: 'LinkedIn verbunden' },
      syncFailed: {
        title: 'Synchronisierung fehlgeschlagen',
        description: 'Das LinkedIn-Profil konnte nicht synchronisiert werden. Bitte versuchen Sie es erneut.',
      },
      synced: { title: 'LinkedIn-Profil synchronisiert' },
    },
    items: {
      experience: {
        saveFailed: {
          title: 'Speichern fehlgeschlagen',
          description: 'Beim Speichern Ihrer Berufserfahrung ist ein Fehler aufgetreten.',
        },
        deleteFailed: {
          title: 'Löschen fehlgeschlagen',
          description: 'Beim Löschen der Berufserfahrung ist ein Fehler aufgetreten.',
        },
        updated: { title: 'Berufserfahrung aktualisiert' },
        deleted: { title: 'Berufserfahrung gelöscht' },
        addFailed: { title: 'Fehler', description: 'Die Berufserfahrung konnte nicht hinzugefügt werden' },
      },
      education: {
        saveFailed: {
          title: 'Speichern fehlgeschlagen',
          description: 'Beim Speichern Ihrer Ausbildung ist ein Fehler aufgetreten.',
        },
        deleteFailed: {
          title: 'Löschen fehlgeschlagen',
          description: 'Beim Löschen der Ausbildung ist ein Fehler aufgetreten.',
        },
        updated: { title: 'Ausbildung aktualisiert' },
        deleted: { title: 'Ausbildung gelöscht' },
        addFailed: { title: 'Fehler', description: 'Die Ausbildung konnte nicht hinzugefügt werden' },
      },
      project: {
        saveFailed: {
          title: 'Speichern fehlgeschlagen',
          description: 'Beim Speichern Ihres Projekts ist ein Fehler aufgetreten.',
        },
        deleteFailed: {
          title: 'Löschen fehlgeschlagen',
          description: 'Beim Löschen des Projekts ist ein Fehler aufgetreten.',
        },
        updated: { title: 'Projekt aktualisiert' },
        deleted: { title: 'Projekt gelöscht' },
        addFailed: { title: 'Fehler', description: 'Das Projekt konnte nicht hinzugefügt werden' },
      },
      certification: {
        saveFailed: {
          title: 'Speichern fehlgeschlagen',
          description: 'Beim Speichern Ihres Zertifikats ist ein Fehler aufgetreten.',
        },
        deleteFailed: {
          title: 'Löschen fehlgeschlagen',
          description: 'Beim Löschen des Zertifikats ist ein Fehler aufgetreten.',
        },
        updated: { title: 'Zertifikat aktualisiert' },
        deleted: { title: 'Zertifikat gelöscht' },
        addFailed: { title: 'Fehler', description: 'Das Zertifikat konnte nicht hinzugefügt werden' },
      },
      skill: {
        addFailed: {
          title: 'Kenntnis konnte nicht hinzugefügt werden',
          description: 'Beim Hinzufügen Ihrer Kenntnis ist ein Fehler aufgetreten.',
        },
        deleteFailed: {
          title: 'Kenntnis konnte nicht gelöscht werden',
          description: 'Beim Löschen der Kenntnis ist ein Fehler aufgetreten.',
        },
        added: { title: 'Kenntnis hinzugefügt' },
        deleted: { title: 'Kenntnis gelöscht' },
      },
      personalInfoFailed: {
        title: 'Fehler',
        description: 'Die persönlichen Angaben konnten nicht aktualisiert werden',
      },
      summaryFailed: { title: 'Fehler', description: 'Die Zusammenfassung konnte nicht aktualisiert werden' },
      requiredFieldsMissing: { title: 'Pflichtfelder fehlen', description: 'Bitte füllen Sie alle Pflichtfelder aus.' },
      duplicateTag: { title: 'Doppelter Tag', description: 'Dieser Tag wurde bereits hinzugefügt.' },
    },
    resumeViews: {
      loadError: chromeDe.pages.loadError,
      notAvailable: chromeDe.pages.notAvailable,
      notFound: {
        title: 'Lebenslauf nicht gefunden',
        description: 'Der gesuchte Lebenslauf existiert nicht oder ist nicht zugänglich.',
      },
      invalidShareLink: chromeDe.pages.invalidShareLink,
      tooManyDownloads: chromeDe.pages.tooManyDownloads,
      tooManyLookups: chromeDe.pages.tooManyLookups,
      securityCodeDialog: {
        title: 'Sicherheitscode erforderlich',
        description:
          'Dieser Lebenslauf ist geschützt. Geben Sie den vierstelligen Sicherheitscode ein, um ihn anzuzeigen.',
      },
      protectedResume: {
        title: 'Geschützter Lebenslauf',
        description: 'Dieser Lebenslauf ist durch einen Sicherheitscode geschützt.',
      },
      linkLocked: {
        title: 'Link gesperrt',
        description:
          'Dieser Link wurde nach zu vielen falschen Sicherheitscodes gesperrt. Bitten Sie seinen Inhaber um einen neuen Code.',
      },
      sharedByHash: { title: 'Geteilter Lebenslauf', description: 'Ein geteilter Lebenslauf' },
      moved: chromeDe.pages.moved,
      requestRefused: { title: 'Anfrage nicht angenommen', description: '{{message}}' },
    },
    emailChange: {
      pending: {
        title: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
        description:
          'Wir haben einen Bestätigungslink an {{email}} gesendet. Ihre E-Mail-Adresse ändert sich, sobald Sie ihn öffnen.',
      },
      confirmed: {
        title: 'E-Mail-Adresse aktualisiert',
        description: 'Melden Sie sich ab jetzt mit Ihrer neuen Adresse an.',
      },
    },
    otherSessions: {
      failed: {
        title: 'Fehler',
        description: 'Die Abmeldung auf anderen Geräten ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      },
    },
    privacy: {
      publicPageOn: {
        title: 'Öffentliche Seite an',
        description: 'Jeder mit der Adresse kann Ihren vollständigen Lebenslauf lesen.',
      },
      publicPageOff: {
        title: 'Öffentliche Seite aus',
        description: 'Ihr Lebenslauf wird nur über Ihre Freigabelinks angezeigt.',
      },
      contactSaved: {
        title: 'Kontaktdaten aktualisiert',
        description: 'Öffentliche und geteilte Seiten zeigen Ihre Auswahl.',
      },
      saveFailed: { title: 'Fehler', description: 'Ihre Seiteneinstellungen konnten nicht aktualisiert werden' },
      codedLinkButPublicPage: {
        title: 'Ihr Lebenslauf ist auch öffentlich',
        description:
          'Jeder kann Ihren vollständigen Lebenslauf ohne diesen Code auf Ihrer öffentlichen Seite lesen. Schalten Sie die öffentliche Seite aus, damit er hinter dem Code bleibt.',
      },
      ownerPreview: {
        title: 'Vorschau Ihres vollständigen Lebenslaufs',
        description: 'Besucher lesen ihn auf Ihrer öffentlichen Seite:',
      },
      ownerPreviewPageOff: {
        title: 'Ihre öffentliche Seite ist aus',
        description: 'Nur Sie sehen diese Vorschau. Ihre Freigabelinks funktionieren weiterhin.',
      },
    },
    filters: {
      createFailed: { title: 'Fehler', description: 'Filter konnte nicht erstellt werden: {{detail}}' },
      updateFailed: { title: 'Fehler', description: 'Filter konnte nicht aktualisiert werden: {{detail}}' },
      deleteFailed: { title: 'Fehler', description: 'Filter konnte nicht gelöscht werden: {{detail}}' },
      created: { title: 'Filter erstellt' },
      updated: { title: 'Filter aktualisiert' },
      deleted: { title: 'Filter gelöscht' },
    },
    jobMatch: {
      filterCreated: { title: 'Filter erstellt', description: '„{{name}}“ zeigt die Einträge mit den Tags {{tags}}.' },
      failed: {
        title: 'Fehler',
        description: 'Die Stellenanzeige konnte nicht abgeglichen werden. Bitte versuchen Sie es erneut.',
      },
      createFailed: { title: 'Fehler', description: 'Filter konnte nicht erstellt werden: {{detail}}' },
    },
    applications: {
      empty: {
        title: 'Noch keine Bewerbungen',
        description: 'Fügen Sie die Stellen hinzu, auf die Sie sich bewerben: Jede erhält ihren eigenen Freigabelink.',
      },
      created: { title: 'Bewerbung hinzugefügt', description: 'Ihr Freigabelink ist bereit zum Versenden.' },
      createFailed: { title: 'Fehler', description: 'Die Bewerbung konnte nicht hinzugefügt werden' },
      moveFailed: { title: 'Fehler', description: 'Die Bewerbung konnte nicht verschoben werden' },
      deleted: {
        title: 'Bewerbung gelöscht',
        description: 'Ihr Freigabelink bleibt unter „Freigabelinks verwalten“ erhalten.',
      },
      deleteFailed: { title: 'Fehler', description: 'Die Bewerbung konnte nicht gelöscht werden' },
      saved: { title: 'Bewerbung gespeichert' },
    },
    templates: {
      saveFailed: { title: 'Fehler', description: 'Vorlage konnte nicht gespeichert werden: {{detail}}' },
      saved: { title: 'Vorlage erfolgreich gespeichert' },
      presetApplied: { title: 'Vorgabe angewendet' },
      alreadyApplied: { title: 'Vorlage bereits angewendet' },
    },
    shareLinks: {
      planEnded: {
        title: 'Ihr Premium-Tarif ist abgelaufen',
        description:
          'Ihre Links funktionieren weiter mit dem, was der kostenlose Tarif zeigt: derselbe Filter in der Standardvorlage. Sie können sie weiterhin kopieren, neu codieren und löschen; neue Links und Statistiken erfordern Premium.',
      },
      deleteFailed: { title: 'Fehler', description: 'Der Freigabelink konnte nicht gelöscht werden' },
      updateFailed: { title: 'Fehler', description: 'Der Freigabelink konnte nicht aktualisiert werden' },
      createFailed: { title: 'Fehler', description: 'Der Freigabelink konnte nicht erstellt werden' },
      copyFailed: {
        title: 'Kopieren fehlgeschlagen',
        description: 'Bitte markieren und kopieren Sie den Link manuell',
      },
      copyCodeFailed: {
        title: 'Kopieren fehlgeschlagen',
        description: 'Bitte markieren und kopieren Sie den Sicherheitscode manuell',
      },
      deleted: { title: 'Link gelöscht' },
      updated: { title: 'Link aktualisiert' },
      created: { title: 'Freigabelink erstellt' },
      refreshed: {
        title: 'Link aufgefrischt',
        description: 'Der Link zeigt Ihren Lebenslauf jetzt in seinem aktuellen Stand.',
      },
      refreshFailed: { title: 'Fehler', description: 'Der Freigabelink konnte nicht aufgefrischt werden' },
      linkCopied: { title: 'Link kopiert' },
      copied: { title: 'Kopiert!' },
      resumeNotFound: { title: 'Lebenslauf nicht gefunden' },
      templateRequired: {
        title: 'Vorlage erforderlich',
        description: 'Bitte wählen Sie eine Vorlage für Ihren Freigabelink aus.',
      },
      paused: {
        title: 'Link pausiert',
        description:
          'Besucher sehen jetzt „Ungültiger Freigabelink“, bis Sie ihn fortsetzen. Seine Statistiken bleiben hier.',
      },
      resumed: { title: 'Link fortgesetzt', description: 'Der Link zeigt Ihren Lebenslauf wieder.' },
      expirySet: { title: 'Ablaufdatum festgelegt' },
      expiryCleared: { title: 'Ablaufdatum entfernt', description: 'Der Link läuft nicht mehr ab.' },
      expiryDialog: {
        title: 'Ablauf des Links',
        description:
          'Nach diesem Tag sehen Besucher „Ungültiger Freigabelink“ und der PDF-Download endet. Sie können das Datum jederzeit ändern oder entfernen.',
      },
      reading: {
        notifyFailed: { title: 'Fehler', description: 'Die Benachrichtigungen konnten nicht geändert werden' },
      },
    },
    billing: {
      checkoutFailed: {
        title: 'Fehler',
        description: 'Die Bezahlsitzung konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
      },
      portalFailed: {
        title: 'Fehler',
        description: 'Das Abonnementportal ist nicht erreichbar. Bitte versuchen Sie es erneut.',
      },
      priceIdMissing: { title: 'Preis-ID fehlt', description: 'Dieser Tarif kann derzeit nicht gebucht werden.' },
      freePlan: {
        title: 'Kostenloser Tarif',
        description: 'Sie nutzen bereits den kostenlosen Tarif! Keine Zahlung erforderlich.',
      },
      confirming: {
        title: 'Ihre Zahlung wird bestätigt …',
        description:
          'Ihr Tarif ändert sich, sobald der Zahlungsanbieter die Zahlung bestätigt. Das dauert meist nur wenige Sekunden.',
      },
      confirmed: {
        title: 'Zahlung bestätigt',
        description: 'Willkommen bei {{plan}}! Ihre Premium-Funktionen stehen bereit.',
      },
      confirmSlow: {
        title: 'Ihre Zahlung wird noch bestätigt',
        description:
          'Die Bestätigung dauert länger als üblich. Ihr Tarif ändert sich, sobald sie eintrifft; laden Sie diese Seite in einer Minute neu.',
      },
      checkoutCanceled: {
        title: 'Bezahlvorgang abgebrochen',
        description: 'Es wurde nichts berechnet. Sie können jederzeit upgraden.',
      },
      pastDue: {
        title: 'Zahlung überfällig',
        description:
          'Ihre letzte Zahlung ist fehlgeschlagen. Aktualisieren Sie Ihre Zahlungsmethode unter „Abonnement verwalten“, um Ihre Premium-Funktionen zu behalten.',
      },
      pastDueFeature: {
        title: 'Zahlung überfällig',
        description:
          'Ihre letzte Zahlung ist fehlgeschlagen, daher sind die Premium-Funktionen pausiert. Aktualisieren Sie Ihre Karte unter „Abonnement verwalten“, um sie wieder zu nutzen.',
      },
      cancelAtPeriodEnd: {
        title: 'Kündigung vorgemerkt',
        description:
          'Ihr Abonnement ist gekündigt und endet am {{date}}. Bis dahin behalten Sie Ihre Premium-Funktionen; danach wechselt Ihr Konto zum kostenlosen Tarif.',
      },
    },
    remotes: {
      unavailable: {
        title: 'Dieser Teil der App konnte nicht geladen werden',
        description:
          'Er wird möglicherweise gerade aktualisiert oder ist vorübergehend nicht verfügbar. Der Rest der App funktioniert weiterhin. Prüfen Sie Ihre Verbindung und versuchen Sie es gleich noch einmal.',
      },
      updateNeeded: {
        title: 'Diese Ansicht muss aktualisiert werden',
        description: 'Laden Sie die Seite neu, um die neueste Version zu erhalten.',
      },
    },
    guard: {
      premiumFeature: {
        title: 'Premium-Funktion',
        description:
          'Diese Funktion steht nur Premium-Abonnenten zur Verfügung. Führen Sie jetzt ein Upgrade durch, um alle Premium-Funktionen wie Filter, eigene Vorlagen und mehr zu nutzen.',
      },
    },
    notFoundPage: {
      title: '404 Seite nicht gefunden',
      description: 'Wurde die Seite vielleicht nicht im Router eingetragen?',
    },
    resumeLanguage: {
      languageSaved: { title: 'Erfolgreich', description: 'Ihr Lebenslauf ist jetzt auf {{name}}.' },
      headingsSaved: { title: 'Erfolgreich', description: 'Abschnittsüberschriften aktualisiert' },
      failed: { title: 'Fehler', description: 'Die Sprache des Lebenslaufs konnte nicht geändert werden: {{detail}}' },
    },
  },
  ERROR_CODES: {
    VALIDATION_FAILED: 'Die Anfrage ist ungültig.',
    INVALID_EMAIL: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    EMAIL_NOT_SUPPORTED: 'Bitte verwenden Sie eine E-Mail-Adresse ohne Akzente oder Sonderbuchstaben vor dem @.',
    FORBIDDEN_FIELD: 'Dieses Feld kann nicht geändert werden.',
    REQUIRED_FIELDS_MISSING: 'Bitte füllen Sie alle Pflichtfelder aus.',
    DUPLICATE_TAG: 'Dieser Tag wurde bereits hinzugefügt.',
    UNKNOWN_TAG: 'Wählen Sie Tags aus denen Ihrer Berufserfahrungen und Projekte.',
    MAGIC_LINK_NO_TOKEN: 'Ungültiger Anmeldelink. Es wurde kein Token übermittelt.',
    MAGIC_LINK_INVALID: 'Ungültiger oder abgelaufener Anmeldelink.',
    MAGIC_LINK_CONFIRM_REQUIRED: 'Bestätigen Sie, dass Sie sich mit diesem Link anmelden möchten.',
    EMAIL_CHANGE_INVALID: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
    UNAUTHENTICATED: 'Sie sind nicht angemeldet.',
    FORBIDDEN_ORIGIN: 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
    PREMIUM_REQUIRED:
      'Diese Funktion steht nur Premium-Abonnenten zur Verfügung. Führen Sie jetzt ein Upgrade durch, um alle Premium-Funktionen wie Filter, eigene Vorlagen und mehr zu nutzen.',
    SECURITY_CODE_REQUIRED: 'Ein Sicherheitscode ist erforderlich',
    SECURITY_CODE_INVALID: 'Ungültiger Sicherheitscode. Bitte versuchen Sie es erneut.',
    CODE_ATTEMPTS_WAIT: 'Zu viele falsche Sicherheitscodes. Bitte warten Sie, bevor Sie es erneut versuchen.',
    SHARE_LINK_LOCKED:
      'Dieser Link wurde nach zu vielen falschen Sicherheitscodes gesperrt. Bitten Sie seinen Inhaber um einen neuen Code.',
    SHARE_LINK_INVALID: 'Dieser Link zum geteilten Lebenslauf ist ungültig oder abgelaufen.',
    SHARE_LINK_EXPIRY_INVALID: 'Wählen Sie ein Ablaufdatum in der Zukunft, höchstens 365 Tage im Voraus.',
    READ_VISIT_INVALID:
      'Dieser Besuch kann nicht erfasst werden: Token oder Werte fehlen, sind falsch oder abgelaufen.',
    READ_VISIT_LIMIT: 'Dieser Besuch hat bereits die Höchstzahl von 20 Messwerten gesendet.',
    TEMPLATE_REQUIRED: 'Bitte wählen Sie eine Vorlage für Ihren Freigabelink aus.',
    END_BEFORE_START: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    TOO_MANY_TAGS: 'Ein Eintrag kann höchstens 20 Tags haben.',
    INVALID_ORDER: 'Die neue Reihenfolge muss jeden Eintrag des Abschnitts genau einmal enthalten.',
    INVALID_JSON_RESUME: 'Diese Datei ist kein gültiges JSON-Resume-Dokument.',
    JSON_RESUME_TOO_LARGE: 'Diese Datei ist größer als 1 MB, daher wurde nichts importiert.',
    JSON_RESUME_TOO_MANY_ENTRIES:
      'Diese Datei enthält mehr Einträge, als ein Lebenslauf haben kann, daher wurde nichts importiert.',
    SECTION_FULL: 'Dieser Abschnitt hat die Höchstzahl an Einträgen erreicht.',
    FILTER_LIMIT_REACHED: 'Sie können höchstens 50 Filter behalten. Löschen Sie einen, um einen weiteren hinzuzufügen.',
    TEMPLATE_LIMIT_REACHED:
      'Sie können höchstens 20 Vorlagen behalten. Löschen Sie eine, um eine weitere hinzuzufügen.',
    SHARE_LINK_LIMIT_REACHED:
      'Sie können höchstens 100 Freigabelinks behalten. Löschen Sie einen, um einen weiteren zu erstellen.',
    SNAPSHOT_LIMIT_REACHED:
      'Sie können höchstens 20 eingefrorene Fassungen (10 MB) Ihres Lebenslaufs behalten. Machen Sie einen eingefrorenen Link wieder live, frischen Sie ihn auf oder löschen Sie ihn, um eine weitere Fassung einzufrieren.',
    NOT_FOUND: 'Nicht gefunden.',
    RESUME_NOT_FOUND: 'Der gesuchte Lebenslauf existiert nicht oder ist nicht zugänglich.',
    USERNAME_TAKEN: 'Dieser Benutzername ist bereits vergeben.',
    USERNAME_RESERVED: 'Dieser Benutzername ist reserviert. Bitte wählen Sie einen anderen.',
    EMAIL_TAKEN: 'Diese E-Mail-Adresse wird bereits verwendet.',
    PAYLOAD_TOO_LARGE: 'Der Inhalt der Anfrage ist zu groß.',
    PAYLOAD_TOO_MANY_VALUES: 'Der Inhalt der Anfrage enthält zu viele Werte.',
    UNSUPPORTED_MEDIA_TYPE: 'Dieser Inhaltstyp, Zeichensatz oder diese Kodierung wird nicht unterstützt.',
    RATE_LIMITED: 'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    SERVICE_UNAVAILABLE: 'Der Dienst ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
    PRICE_NOT_AVAILABLE: 'Dieser Tarif kann derzeit nicht gebucht werden.',
    REDIRECT_NOT_ALLOWED: 'Die Rücksprungadresse muss eine Seite dieser Website sein.',
    NO_BILLING_ACCOUNT: 'Es gibt noch kein Abrechnungskonto. Wählen Sie zuerst auf der Preisseite einen Tarif.',
    SUBSCRIPTION_EXISTS: 'Sie haben bereits ein Abonnement. Ändern Sie es unter „Abonnement verwalten“.',
    NO_SUBSCRIPTION:
      'Es gibt kein Abonnement, das geändert werden könnte. Wählen Sie auf der Preisseite einen Tarif, um ein Abonnement abzuschließen.',
    WEBHOOK_SIGNATURE_INVALID: 'Die Webhook-Signatur fehlt, ist falsch oder zu alt.',
    PAYMENT_PROVIDER_FAILED: 'Der Zahlungsanbieter ist nicht erreichbar. Bitte versuchen Sie es erneut.',
    BILLING_DISABLED: 'Zahlungen sind derzeit nicht möglich.',
    PDF_FAILED: 'Beim Erstellen Ihres PDFs ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    PDF_TIMEOUT: 'Das Erstellen Ihres PDFs hat zu lange gedauert. Bitte versuchen Sie es erneut.',
    PDF_TOO_LONG: 'Das PDF wäre länger als 10 Seiten. Kürzen Sie den Lebenslauf oder verwenden Sie einen Filter.',
    PDF_UNAVAILABLE:
      'Der PDF-Export ist auf diesem Server nicht verfügbar: Chromium wurde nicht gefunden oder konnte nicht gestartet werden. Installieren Sie es oder setzen Sie CHROMIUM_PATH auf die ausführbare Datei.',
    LINKEDIN_UNAVAILABLE: 'Die Verbindung mit LinkedIn ist auf diesem Server nicht eingerichtet.',
    LINKEDIN_STATE_INVALID:
      'Dieser LinkedIn-Verbindungsversuch ist ungültig, wurde bereits verwendet oder ist abgelaufen. Bitte verbinden Sie sich erneut.',
    LINKEDIN_PROVIDER_FAILED: 'Die Verbindung mit LinkedIn ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    LINKEDIN_NOT_CONNECTED: 'Verbinden Sie zuerst Ihr LinkedIn-Konto.',
    LINKEDIN_RECONNECT_REQUIRED:
      'Ihre LinkedIn-Verbindung ist abgelaufen oder kann nicht synchronisieren. Verbinden Sie LinkedIn erneut, um zu synchronisieren.',
    LINKEDIN_ACCOUNT_TAKEN: 'Dieses LinkedIn-Konto ist hier bereits mit einem anderen Konto verbunden.',
    LINKEDIN_WRONG_USER: 'Sie können LinkedIn nur mit Ihrem eigenen Konto verbinden.',
    LINKEDIN_EXPORT_MISSING: 'Wählen Sie Ihren LinkedIn-Datenexport (eine .zip-Datei) zum Hochladen aus.',
    LINKEDIN_EXPORT_TOO_LARGE: 'Der LinkedIn-Datenexport darf höchstens 10 MB groß sein.',
    LINKEDIN_EXPORT_NOT_ZIP: 'Diese Datei ist kein LinkedIn-Datenexport (eine .zip-Datei).',
    LINKEDIN_EXPORT_TOO_MANY_FILES:
      'Die ZIP-Datei enthält mehr als 200 Dateien und ist daher kein LinkedIn-Datenexport.',
    LINKEDIN_EXPORT_UNPACKED_TOO_LARGE:
      'Die ZIP-Datei wird entpackt größer als 50 MB und ist daher kein LinkedIn-Datenexport.',
    LINKEDIN_EXPORT_FILE_TOO_LARGE:
      'Eine Datei der ZIP-Datei wird entpackt größer als 2 MB, daher ist es kein LinkedIn-Datenexport.',
    LINKEDIN_EXPORT_TOO_MANY_ROWS:
      'Eine Datei der ZIP-Datei enthält mehr als 500 Zeilen, daher ist es kein LinkedIn-Datenexport.',
    LINKEDIN_EXPORT_EMPTY:
      'Die ZIP-Datei enthält keine der LinkedIn-Exportdateien (Profile.csv, Positions.csv, Education.csv, Skills.csv, Projects.csv, Certifications.csv).',
    LINKEDIN_EXPORT_CSV_INVALID: 'Eine Datei des LinkedIn-Datenexports konnte nicht gelesen werden.',
    DOMAIN_INVALID:
      'Geben Sie einen Domainnamen wie cv.example.com ein: ohne https://, Pfad oder Port, keine IP-Adresse, nicht diese Website oder ihre Subdomains, höchstens 253 Zeichen.',
    DOMAIN_TAKEN: 'Diese Domain ist bereits mit einem anderen Konto verbunden.',
    DOMAIN_NOT_SET: 'Fügen Sie zuerst eine eigene Domain hinzu.',
    SUBDOMAIN_INVALID:
      'Eine Subdomain hat 3 bis 63 Zeichen: Kleinbuchstaben, Ziffern und Bindestriche, ohne Bindestrich am Anfang oder Ende.',
    SUBDOMAIN_RESERVED: 'Diese Subdomain ist reserviert. Bitte wählen Sie eine andere.',
    SUBDOMAIN_TAKEN: 'Diese Subdomain ist bereits vergeben.',
    HOST_UNKNOWN: 'Diese Adresse wird hier nicht bedient.',
    RESUME_MOVED: 'Dieser Lebenslauf ist umgezogen.',
    NAME_RECENTLY_USED: 'Dieser Name war kürzlich in Gebrauch. Bitte wählen Sie einen anderen.',
    SUBDOMAINS_DISABLED: 'Subdomains sind auf diesem Server nicht eingerichtet.',
    IDEMPOTENCY_KEY_INVALID:
      'Der Header Idempotency-Key muss 8 bis 128 Zeichen lang sein: Buchstaben, Ziffern, Bindestriche und Unterstriche.',
    IDEMPOTENCY_KEY_REUSED:
      'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Senden Sie für eine neue Anfrage einen neuen Schlüssel.',
    PAPER_SIZE_INVALID: 'Das Papierformat muss A4 oder Letter sein.',
    PREVIEW_FILTER_WITH_DRAFT:
      'Eine Vorschau zeigt entweder einen Filter oder die gerade eingegebenen Änderungen, nicht beides.',
    PREVIEW_TOO_LARGE: 'Die Vorschauanfrage ist größer als 64 KB.',
    LANGUAGE_UNSUPPORTED: `Wählen Sie die Sprache des Lebenslaufs aus den unterstützten: ${RESUME_LANGUAGES.join(', ')}.`,
    SECTION_HEADING_INVALID: `Eine Abschnittsüberschrift darf höchstens ${SECTION_HEADING_MAX_LENGTH} Zeichen lang sein, und nur diese Abschnitte lassen sich umbenennen: ${RENAMABLE_SECTIONS.join(', ')}.`,
    JOB_POSTING_EMPTY: 'Fügen Sie den Text einer Stellenanzeige ein, um sie mit Ihrem Lebenslauf abzugleichen.',
    JOB_POSTING_TOO_LONG:
      'Eine Stellenanzeige darf höchstens 20.000 Zeichen lang sein. Fügen Sie nur die Beschreibung und die Anforderungen ein.',
    JOB_POSTING_TOO_LARGE: 'Die Stellenanzeige ist größer als 64 KB und wurde daher nicht abgeglichen.',
    JOB_MATCH_NO_TAGS:
      'Keiner Ihrer Tags deckt einen Begriff dieser Anzeige ab, daher lässt sich kein Filter erstellen. Versehen Sie die passenden Berufserfahrungen und Projekte mit Tags.',
    APPLICATION_NOT_FOUND: 'Diese Bewerbung existiert nicht oder wurde gelöscht.',
    APPLICATION_LIMIT_REACHED:
      'Sie können höchstens 200 Bewerbungen behalten. Löschen Sie eine, um eine weitere hinzuzufügen.',
    APPLICATION_POSTING_TOO_LARGE:
      'Eine Stellenanzeige darf höchstens 50 KB groß sein. Fügen Sie nur die Beschreibung und die Anforderungen ein.',
    APPLICATION_TOO_LARGE: 'Die Bewerbung ist größer als 96 KB und wurde daher nicht gespeichert.',
    INTERNAL: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
};
