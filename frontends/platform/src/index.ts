/**
 * @resume/platform: shared at run time as a module-federation singleton by the shell and every remote. Only what
 * must exist once per page lives here (api client, session, toasts, providers) plus the UI kit; feature code is in
 * @resume/features, which each app bundles. This list is the contract with the remotes: see README.md for what a
 * major, minor and patch version mean.
 */

// API client and session: one ApiError class (so `isApiError` works across apps), one signed-in user.
export { isApiError, isPremiumRequired, apiRequest, apiJson } from './api/api-client';
export type { ApiRequestOptions } from './api/api-client';
export { useCancelEmailChange, useConfirmEmailChange, useUpdateUser } from './api/user';
export {
  userQueryKey,
  useUser,
  useLogout,
  redirectTo,
  requestMagicLink,
  useRequestMagicLink,
  verifyMagicLink,
} from './session/session';

// Translations (1.3, docs/decisions/0049-app-translations.md): the one i18next instance, each app's namespace.
export {
  registerCatalogues,
  currentLanguage,
  useT,
  useTNow,
  useLanguage,
  switchLanguage,
  formatDate,
  formatNumber,
  formatPrice,
} from './i18n';
export type { CatalogueLoader } from './i18n';

// Providers: the one QueryClient and toast store.
export { PlatformProviders } from './providers';
export { mountStandalone } from './standalone';
export { toast } from './toast/use-toast';

// Helpers.
export { cn } from './lib/cn';
export { relativeTime } from './lib/relative-time';
export { downloadBlob } from './lib/download';
export { useCopyWithIndicator } from './lib/clipboard';

// Layout.
export { AccountSidebar } from './layout/account-sidebar';
export { PRICING_PATH } from './layout/account-nav-items';

// UI kit.
export { Button } from './ui/button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './ui/card';
export { Input, fieldClassName } from './ui/input';
export { Textarea } from './ui/textarea';
export { FormField } from './ui/form-field';
export { PortalContainerProvider } from './ui/portal-container';
export { ConfirmActionDialog } from './ui/confirm-action-dialog';
export { ConfirmDeleteDialog } from './ui/confirm-delete-dialog';
export { Label } from './ui/label';
export { Badge } from './ui/badge';
export { PlanBadge } from './ui/plan-badge';
export { Spinner, FullScreenSpinner } from './ui/spinner';
export { Dialog, DialogContent, DialogHeader, DialogFooter, DialogTitle, DialogDescription } from './ui/dialog';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuGroup,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './ui/dropdown-menu';
export { ScopedDropdownMenuContent } from './ui/scoped-dropdown-menu';
export { Switch } from './ui/switch';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './ui/tabs';
export { PremiumRequiredDialog, PremiumRequiredPage } from './ui/premium-required-dialog';
export { LoadErrorCard } from './ui/load-error-card';
