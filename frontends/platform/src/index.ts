/**
 * @resume/platform: shared at run time as a module-federation singleton by the shell and every remote.
 */
export { ApiError, isApiError, apiRequest, apiJson, getQueryFn, throwIfResNotOk } from './api/api-client';
export type { HttpMethod, UnauthorizedBehavior } from './api/api-client';
export { queryClient } from './api/query-client';
export {
  getCompleteResume,
  useCompleteResume,
  completeResumeQueryKey,
  updateResume,
  useUpdateResume,
} from './api/resume';
export {
  cancelEmailChange,
  confirmEmailChange,
  updateUser,
  useCancelEmailChange,
  useConfirmEmailChange,
  useUpdateUser,
} from './api/user';
export * from './api/resume-sections';
export { exportJsonResume, useExportJsonResume, importJsonResume, useImportJsonResume } from './api/json-resume';
export { generatePdf, useGeneratePdf } from './api/pdf-export';
export type { GeneratePdfRequest } from './api/pdf-export';
export * from './api/filters';
export * from './api/templates';
export * from './api/billing';
export {
  userQueryKey,
  getUser,
  useUser,
  logout,
  useLogout,
  redirectTo,
  requestMagicLink,
  useRequestMagicLink,
  verifyMagicLink,
  useVerifyMagicLink,
} from './session/session';
export { PlatformProviders } from './providers';
export { mountStandalone } from './standalone';

export { toast, useToast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast/use-toast';
export type { Toast as ToastOptions } from './toast/use-toast';
export { Toaster } from './toast/toaster';

export { cn } from './lib/cn';
export { relativeTime } from './lib/relative-time';
export { downloadBlob } from './lib/download';

export { AccountSidebar } from './layout/account-sidebar';
export { ACCOUNT_NAV_ITEMS, PRICING_PATH, isNavItemLocked } from './layout/account-nav-items';
export type { AccountNavItem } from './layout/account-nav-items';

export { Button, buttonVariants } from './ui/button';
export type { ButtonProps } from './ui/button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './ui/card';
export { Input, fieldClassName } from './ui/input';
export { Textarea } from './ui/textarea';
export { FormField } from './ui/form-field';
export { PortalContainerProvider, usePortalContainer } from './ui/portal-container';
export { ConfirmDeleteDialog } from './ui/confirm-delete-dialog';
export { Label } from './ui/label';
export { Badge, badgeVariants } from './ui/badge';
export { PlanBadge } from './ui/plan-badge';
export { Spinner, FullScreenSpinner } from './ui/spinner';
export {
  Dialog,
  DialogTrigger,
  DialogPortal,
  DialogClose,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
} from './ui/dialog';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuGroup,
  DropdownMenuPortal,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './ui/dropdown-menu';

// Plan helpers live in the contracts; re-exported for convenience.
export { hasPaidAccess, planLabel } from '@resume/contracts';

// Sharing and export (spec 2.7, 2.11, 2.12, 4).
export * from './api/share-links';
export { copyText, useCopyWithIndicator } from './lib/clipboard';
export { Switch } from './ui/switch';
export type { SwitchProps } from './ui/switch';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './ui/tabs';
export { ScopedDropdownMenuContent } from './ui/scoped-dropdown-menu';
export { PremiumRequiredDialog, PremiumRequiredPage } from './ui/premium-required-dialog';
export { LoadErrorCard } from './ui/load-error-card';
export { ExportPicker, STANDARD_PRESET_ID } from './export/export-picker';
export type { ExportPickerProps, ExportSelection } from './export/export-picker';
