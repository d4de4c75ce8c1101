/** The share-manager remote's i18next namespace (docs/decisions/0049-app-translations.md). */
export const SHARE_MANAGER_NAMESPACE = 'share-manager';
