import { createHttpClient } from './http';
import { getConfig } from './config';
import { endSession, getAccessToken, getTenantId } from './session';
import { notify } from './notifier';
import { tm } from './i18n';

/** The one axios client of the console; `configureClient` points it at the run-time API base. */
export const http = createHttpClient({
  baseURL: getConfig().apiBase,
  getToken: getAccessToken,
  getTenantId,
  getAesKey: () => getConfig().loginAesKey,
  showError: (text) => notify.error(text),
  translate: tm,
  onUnauthorized: endSession,
});

export function configureClient(apiBase: string): void {
  http.defaults.baseURL = apiBase;
}
