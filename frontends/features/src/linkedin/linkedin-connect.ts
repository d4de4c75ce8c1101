/**
 * 'Connect LinkedIn' (spec 5, 7, 8), the same flow from the profile card and the editor's header: with OAuth the
 * browser navigates to the connect route (the callback returns to the profile, which shows the toast); in the
 * development simulation the 'Development Mode' toast, dev-connect as the signed-in user, the spec's 1.5 s wait,
 * dev-import, then the user and the complete resume are read again and 'LinkedIn Connected' shows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ERROR_CODES,
  LINKEDIN_API,
  MESSAGES,
  TIMINGS,
  type DevConnectLinkedInRequest,
  type DevConnectLinkedInResponse,
  type DevImportLinkedInResponse,
} from '@resume/contracts';
import { apiJson, isApiError, isPremiumRequired, redirectTo, toast } from '@resume/platform';
import { getLinkedInStatus, linkedInStatusQueryKey, refreshAfterLinkedIn } from './linkedin-account';
import { LINKEDIN_TEXTS } from './texts';

/** 'navigating': the page is leaving for LinkedIn; 'connected': the simulation linked and imported the sample. */
export type LinkedInConnectOutcome = 'navigating' | 'connected';

/** The mode only changes with the server's configuration, so a status read a moment ago is good enough. */
const STATUS_REUSE_MS = 10_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class LinkedInUnavailable extends Error {
  constructor() {
    super(ERROR_CODES.LINKEDIN_UNAVAILABLE.message);
  }
}

export function useConnectLinkedIn(options: { onPremiumRequired?: () => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId }: DevConnectLinkedInRequest): Promise<LinkedInConnectOutcome> => {
      const status = await client.fetchQuery({
        queryKey: linkedInStatusQueryKey,
        queryFn: getLinkedInStatus,
        staleTime: STATUS_REUSE_MS,
      });
      if (status.mode === 'oauth') {
        redirectTo(LINKEDIN_API.connect);
        return 'navigating';
      }
      if (status.mode === 'unavailable') throw new LinkedInUnavailable();
      toast({ ...MESSAGES.linkedin.devMode, description: LINKEDIN_TEXTS.simulating });
      await apiJson<DevConnectLinkedInResponse>('POST', LINKEDIN_API.devConnect, { userId });
      await wait(TIMINGS.linkedinSimulationMs);
      await apiJson<DevImportLinkedInResponse>('POST', LINKEDIN_API.devImport);
      await refreshAfterLinkedIn(client);
      return 'connected';
    },
    onSuccess: (outcome) => {
      if (outcome === 'connected') toast({ ...MESSAGES.linkedin.connected });
    },
    onError: (error) => {
      if (isPremiumRequired(error) && options.onPremiumRequired) {
        options.onPremiumRequired();
        return;
      }
      const message = isApiError(error) ? error.serverMessage : error instanceof LinkedInUnavailable && error.message;
      toast({
        ...MESSAGES.linkedin.connectFailed,
        ...(message ? { description: message } : {}),
        variant: 'destructive',
      });
    },
  });
}
