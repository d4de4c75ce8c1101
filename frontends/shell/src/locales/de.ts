import { LIMITS, MONEY_BACK_GUARANTEE_DAYS, type Translation } from '@resume/contracts';
import type { ShellTexts } from './en';

export const shellDe: Translation<ShellTexts> = {
  layout: { skipToContent: 'Zum Inhalt springen' },
  landing: {
    badge: 'Ein Lebenslauf für jede Bewerbung',
    heroBefore: 'Ihr Lebenslauf, ',
    heroAccent: 'zugeschnitten',
    heroAfter: ' auf jede Stelle',
    heroText:
      'Pflegen Sie einen Lebenslauf, passen Sie ihn mit Tags und Filtern an jede Bewerbung an, gestalten Sie ihn mit Vorlagen, exportieren Sie ein sauberes PDF und teilen Sie ihn per Link.',
    editResume: 'Lebenslauf bearbeiten',
    createResume: 'Lebenslauf erstellen',
    signIn: 'Anmelden',
    why: {
      eyebrow: 'Warum wir',
      title: 'Warum Fachleute uns wählen',
      text: 'Weniger Zeit mit Formatieren, mehr Zeit für Bewerbungen.',
      busyTitle: 'Für Vielbeschäftigte gemacht',
      busyText: 'Eine einzige Quelle für Ihren Lebenslauf statt eines Dutzends leicht unterschiedlicher Dokumente.',
      tailoredTitle: 'In Sekunden angepasst',
      tailoredText:
        'Versehen Sie Erfahrungen und Projekte mit Tags und erstellen Sie für jede Bewerbung eine gezielte Fassung.',
      shareTitle: 'Sicher teilen',
      shareText:
        'Senden Sie einen Link statt eines Anhangs, auf Wunsch mit einem 4-stelligen Sicherheitscode geschützt.',
    },
    how: {
      eyebrow: 'So funktioniert es',
      title: 'Von der leeren Seite zum geteilten Link in vier Schritten',
      buildTitle: 'Lebenslauf anlegen',
      buildText: 'Erfassen Sie Ihre Angaben, Erfahrung, Ausbildung, Kenntnisse, Projekte und Zertifikate einmal.',
      tagTitle: 'Taggen und filtern',
      tagText: 'Versehen Sie Erfahrungen und Projekte mit Tags und speichern Sie Filter für Ihre Zielstellen.',
      styleTitle: 'Gestalten',
      styleText: 'Wählen Sie eine Vorlage oder gestalten Sie eigene Farben, Schriften, Layouts und Ihr Branding.',
      exportTitle: 'Exportieren oder teilen',
      exportText:
        'Laden Sie ein PDF mit auswählbarem Text herunter oder teilen Sie einen Link, den Besucher ohne Konto öffnen.',
    },
    soon: {
      eyebrow: 'Ausblick',
      title: 'Demnächst',
      text: 'Wir arbeiten an weiteren Wegen zu Ihrem nächsten Job.',
      badge: 'Bald',
      ai: 'KI-Vorschläge für den Lebenslauf',
      analytics: 'Analyse-Dashboard',
      recruiters: 'Portal für Recruiter mit Zugriffsanfragen',
      templates: 'Erweiterte Vorlagen',
    },
    pricing: {
      eyebrow: 'Preise',
      title: 'Einfache, transparente Preise',
      text: 'Starten Sie kostenlos. Upgraden Sie, wenn Sie mehr brauchen.',
      freeDescription: 'Alles, was Sie für einen großartigen Lebenslauf und seinen Export brauchen.',
      premiumDescription: 'Passen Sie Ihren Lebenslauf für jede Bewerbung an, gestalten und teilen Sie ihn.',
      mostPopular: 'Am beliebtesten',
      myResume: 'Mein Lebenslauf',
      getStarted: 'Jetzt starten',
      upgradeNow: 'Jetzt upgraden',
      getPremium: 'Premium holen',
    },
    faq: {
      eyebrow: 'FAQ',
      title: 'Häufige Fragen',
      freeQ: 'Gibt es einen kostenlosen Tarif?',
      freeA:
        'Ja. Der Free-Tarif bietet einen Lebenslauf mit der Standardvorlage und PDF-Export, kostenlos und ohne Karte.',
      premiumQ: 'Was bietet Premium?',
      premiumA:
        'Unbegrenzte Filter und Freigabelinks, alle Vorlagen und eigene Vorlagen, LinkedIn-Integration, eigenes Branding und kein Produkt-Branding auf Ihren geteilten Seiten.',
      protectQ: 'Kann ich einen geteilten Lebenslauf schützen?',
      protectA:
        'Ja. Jeder Freigabelink kann einen 4-stelligen Sicherheitscode verlangen, und Besucher brauchen nie ein Konto, um ihn zu öffnen.',
      domainQ: 'Kann ich meine eigene Domain verwenden?',
      // CUSTOM_DOMAIN_ACTIVATION ('24-48 hours') in German.
      domainA:
        'Premium unterstützt eigene Domains und Subdomains für Ihren öffentlichen Lebenslauf. Eine eigene Domain ist in der Regel 24–48 Stunden nach der DNS-Einrichtung aktiv.',
      cancelQ: 'Kann ich jederzeit kündigen?',
      cancelA: `Ja. Sie können Ihr Abonnement jederzeit kündigen, und für Premium gilt eine ${MONEY_BACK_GUARANTEE_DAYS}-tägige Geld-zurück-Garantie.`,
    },
    cta: {
      title: 'Bereit für Ihre nächste Stelle?',
      text: 'Erstellen Sie Ihren Lebenslauf einmal und senden Sie jedem Arbeitgeber die passende Fassung.',
      goToResume: 'Zu Ihrem Lebenslauf',
      createNow: 'Jetzt Lebenslauf erstellen',
    },
    preview: {
      experience: 'Erfahrung',
      skills: 'Kenntnisse',
      projects: 'Projekte',
      sharedLink: 'Geteilter Link',
      views: '12 Aufrufe',
    },
  },
  plan: {
    month: 'Monat',
    year: 'Jahr',
    included: 'Enthalten',
    notIncluded: 'Nicht enthalten',
    limited: 'Begrenzt',
    // The plans' names stay as the product names them (the landing page's 'Free-Tarif').
    names: { free: 'Free', premium: 'Premium', professional: 'Professional' },
    descriptions: {
      free: 'Ein Lebenslauf mit PDF-Export',
      premium: 'Alles, was Sie brauchen, um Ihren Lebenslauf anzupassen, zu gestalten und zu teilen',
      professional: 'Premium für Profis',
    },
    features: {
      basicResume: 'Einfacher Lebenslauf',
      pdfExport: 'PDF-Export',
      unlimitedFilters: 'Unbegrenzte Filter',
      unlimitedShareLinks: 'Unbegrenzte Freigabelinks',
      premiumTemplates: 'Premium-Vorlagen',
      linkedinIntegration: 'LinkedIn-Integration',
      removeBranding: 'Branding entfernen',
    },
  },
  pricing: {
    title: 'Wählen Sie Ihren Tarif',
    intro:
      'Starten Sie kostenlos und upgraden Sie, wenn Sie zugeschnittene Fassungen, eigene Vorlagen und unbegrenztes Teilen brauchen.',
    interval: 'Abrechnungszeitraum',
    monthly: 'Monatlich',
    yearly: 'Jährlich',
    // YEARLY_DISCOUNT_LABEL ('Save 17%') in German.
    yearlyDiscount: '17 % sparen',
    mostPopular: 'AM BELIEBTESTEN',
    upgradeTo: 'Auf {{plan}} upgraden',
    currentPlan: 'Aktueller Tarif',
    processing: 'Wird verarbeitet...',
    includedIn: 'In {{plan}} enthalten',
    returnToFree: 'Um zum Free-Tarif zurückzukehren, kündigen Sie unter „Abonnement verwalten“.',
    changePlan: 'Ändern Sie Ihren Tarif unter „Abonnement verwalten“.',
    loading: 'Tarife werden geladen',
    loadFailed: 'Die Tarife konnten nicht geladen werden.',
    guarantee: `${MONEY_BACK_GUARANTEE_DAYS}-tägige Geld-zurück-Garantie. Jederzeit kündbar.`,
    faqTitle: 'Häufige Fragen',
    faq: {
      premiumA:
        'Unbegrenzte Lebenslauf-Filter für verschiedene Bewerbungen, unbegrenzte Freigabelinks, alle Vorlagen und eigene Vorlagen, LinkedIn-Integration, eigenes Branding und kein Produkt-Branding auf Ihren geteilten Seiten.',
      billingQ: 'Wie funktioniert die Abrechnung?',
      billingA:
        'Premium kostet {{monthly}} pro Monat oder {{yearly}} pro Jahr (17 % gespart). Ihr Abonnement verlängert sich am Ende jedes Zeitraums automatisch, bis Sie kündigen, und unter „Abonnement verwalten“ können Sie zwischen monatlicher und jährlicher Abrechnung wechseln.',
      paymentQ: 'Welche Zahlungsmethoden akzeptieren Sie?',
      paymentA:
        'Alle gängigen Kredit- und Debitkarten. Die Zahlung wickelt unser Zahlungsanbieter auf seiner sicheren Bezahlseite ab; Ihre Kartendaten erreichen nie unsere Server.',
      cancelA:
        'Ja. Kündigen Sie jederzeit unter „Abonnement verwalten“. Ihre Premium-Funktionen bleiben bis zum Ende des bezahlten Zeitraums erhalten; danach wechselt Ihr Konto mit Ihrem vollständigen Lebenslauf zum Free-Tarif.',
      lapseQ: 'Was geschieht mit meinen Freigabelinks und Domains, wenn Premium endet?',
      lapseA: `Sie behalten die Kontrolle: Sie können weiterhin jeden Freigabelink unter „Freigabelinks verwalten“ auflisten, neu codieren und löschen und Ihre öffentliche Seite in den Einstellungen ausschalten. Ihre Links funktionieren weiter mit dem, was der Free-Tarif zeigt: derselbe Filter, sodass ein Link nie mehr zeigt als zuvor, in der Standardvorlage mit Produkt-Branding; neue Links, andere Vorlagen und Link-Statistiken erfordern Premium. Ihre Subdomain und Ihre eigene Domain zeigen eine Seite, dass Ihr Lebenslauf umgezogen ist, mit einem Link zu Ihrer öffentlichen Seite, solange diese eingeschaltet ist. Schlägt eine Zahlung fehl, sehen Besucher ${LIMITS.planLapseGraceDays} Tage lang alles wie bisher, während sie erneut versucht wird. Nichts wird gelöscht: Abonnieren Sie erneut, und alles ist wieder wie zuvor.`,
      linkedinQ: 'Wie funktioniert die LinkedIn-Integration?',
      linkedinA:
        'Premium-Mitglieder können ihr LinkedIn-Profil verbinden, ihre Berufserfahrung, Ausbildung und Kenntnisse importieren und den Lebenslauf später erneut synchronisieren, um ihn aktuell zu halten.',
      refundQ: 'Erstatten Sie Zahlungen?',
      refundA: `Ja. Für Premium gilt eine ${MONEY_BACK_GUARANTEE_DAYS}-tägige Geld-zurück-Garantie: Wenn es nicht das Richtige für Sie ist, kontaktieren Sie uns innerhalb von ${MONEY_BACK_GUARANTEE_DAYS} Tagen nach dem Kauf, und Sie erhalten den vollen Betrag zurück.`,
    },
  },
  magicLink: {
    verifying: 'Ihr Magic Link wird geprüft',
    moment: 'Das dauert nur einen Moment.',
    success: 'Anmeldung erfolgreich',
    redirecting: 'Sie werden zu Ihrem Lebenslauf weitergeleitet...',
    continue: 'Weiter',
    failed: 'Anmeldung fehlgeschlagen',
    requestNew: 'Neuen Magic Link anfordern',
    showDebug: 'Debug-Informationen anzeigen',
    debugLabel: 'Debug-Informationen',
    debugTitle: 'Debug-Informationen',
    // As the server's MAGIC_LINK_INVALID and MAGIC_LINK_NO_TOKEN say it (the `messages` namespace).
    verifyInvalid: 'Ungültiger oder abgelaufener Anmeldelink.',
    verifyFailed:
      'Der Magic Link konnte nicht geprüft werden. Bitte versuchen Sie es erneut oder fordern Sie einen neuen an.',
    noToken: 'Ungültiger Anmeldelink. Es wurde kein Token übermittelt.',
    signInAs: 'Als {{email}} anmelden',
    confirmHint:
      'Dieser Anmeldelink wurde in einem anderen Browser geöffnet als in dem, in dem er angefordert wurde. Fahren Sie nur fort, wenn Sie ihn angefordert haben.',
    switchQuestion: 'Sie sind als {{current}} angemeldet. Von diesem Konto abmelden und als {{next}} anmelden?',
    switchAccount: 'Konto wechseln',
    staySignedIn: 'Als {{current}} angemeldet bleiben',
  },
  confirmEmail: {
    title: 'Neue E-Mail-Adresse bestätigen',
    text: '{{email}} ab jetzt für die Anmeldung verwenden?',
    button: 'Neue E-Mail-Adresse bestätigen',
  },
  remotes: { reload: 'Neu laden' },
  login: {
    signIn: {
      heading: 'Bei Ihrem Konto anmelden',
      intro:
        'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Magic Link zur Anmeldung. Kein Passwort nötig.',
      formLabel: 'Mit einem Magic Link anmelden',
      afterSend: 'Öffnen Sie den Link in diesem Browser, um sich anzumelden.',
    },
    register: {
      heading: 'Konto erstellen',
      intro:
        'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Magic Link. Wenn Sie ihn öffnen, wird Ihr Konto erstellt und Sie sind angemeldet. Kein Passwort nötig.',
      formLabel: 'Konto mit einem Magic Link erstellen',
      afterSend: 'Öffnen Sie den Link in diesem Browser, um Ihr Konto zu erstellen.',
    },
    checkEmail: 'Prüfen Sie Ihre E-Mails',
    sent: 'Wenn sich diese Adresse anmelden kann, ist ein Magic Link unterwegs. Er ist 1 Stunde gültig.',
    sentTo: 'Gesendet an ',
    sendAnother: 'Weiteren Link senden',
    emailLabel: 'E-Mail-Adresse',
    emailPlaceholder: 'sie@beispiel.de',
    sending: 'Wird gesendet...',
    send: 'Magic Link senden',
    needsScript: 'Die Anmeldung braucht JavaScript: Schalten Sie es ein, um Ihren Magic Link zu erhalten.',
    haveAccount: 'Sie haben schon ein Konto?',
    signInLink: 'Anmelden',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    sendFailed: 'Der Magic Link konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    sendFailedGeneric: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
  notFound: {
    title: '404 Seite nicht gefunden',
    description: 'Haben Sie vergessen, die Seite zum Router hinzuzufügen?',
    goHome: 'Zur Startseite',
  },
  profile: {
    title: 'Ihr Profil',
    userInformation: 'Benutzerinformationen',
    name: 'Name',
    email: 'E-Mail',
    jobTitle: 'Berufsbezeichnung',
    location: 'Ort',
    notProvided: 'Nicht angegeben',
    language: 'Sprache',
    languageHint: 'Die Sprache der App auf jedem Gerät, auf dem Sie sich anmelden.',
  },
};
