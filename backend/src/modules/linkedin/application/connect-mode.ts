import { LINKEDIN_API } from '@resume/contracts';
import type { LinkedInConnectMode } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';

export const connectModeOf = (config: AppConfig): LinkedInConnectMode => config.linkedin.mode;

/** Where LinkedIn sends the browser back: registered with the LinkedIn app, so built from APP_URL only. */
export const redirectUriOf = (config: AppConfig): string => `${config.appUrl}${LINKEDIN_API.callback}`;
