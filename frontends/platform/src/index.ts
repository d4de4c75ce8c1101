/**
 * @resume/platform: shared at run time as a module-federation singleton by the shell and every remote.
 */
export { ApiError, isApiError, apiRequest, apiJson, getQueryFn, throwIfResNotOk } from './api/api-client';
export type { HttpMethod, UnauthorizedBehavior } from './api/api-client';
export { queryClient } from './api/query-client';
export { getCompleteResume, useCompleteResume, completeResumeQueryKey } from './api/resume';
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

export { toast, useToast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast/use-toast';
export type { Toast as ToastOptions } from './toast/use-toast';
export { Toaster } from './toast/toaster';

export { cn } from './lib/cn';
export { relativeTime } from './lib/relative-time';

export { Button, buttonVariants } from './ui/button';
export type { ButtonProps } from './ui/button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './ui/card';
export { Input } from './ui/input';
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
