import { LINKEDIN_API } from '@resume/contracts';
import { AppConfig } from '../../../config/app-config';

/** Where LinkedIn sends the browser back: registered with the LinkedIn app, so built from APP_URL only. */
export const redirectUriOf = (config: AppConfig): string => `${config.appUrl}${LINKEDIN_API.callback}`;
