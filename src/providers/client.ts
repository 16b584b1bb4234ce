import { createHttpClient } from './http';
import { getConfig } from './config';
import { endSession, getAccessToken, getTenantId, isSignedOut } from './session';
import { notify } from './notifier';
import { currentLanguage, tm } from './i18n';
import { refreshSession } from './tokenRefresh';
import { postRefreshToken } from './tokenRequest';
import { noteAuditId } from './auditMarks';
import { noteHeldApproval } from './approvalMarks';
import { setUpClient } from './clientSetup';
import { asksPasswordChange, requirePasswordChange } from './passwordChange';

/**
 * The one axios client of the console, made when first imported: by the first call (`lazyClient.ts`) or with
 * the signed-in part, both after the run-time configuration has loaded, whose API base it takes.
 */
export const http = createHttpClient({
  baseURL: getConfig().apiBase,
  getToken: getAccessToken,
  getTenantId,
  getLanguage: currentLanguage,
  getAesKey: () => getConfig().loginAesKey,
  showError: (text) => notify.error(text),
  // The login page is where this message is read: the root's holder stays, the signed-in part's goes.
  showSessionEnded: (text) => notify.error(text, undefined, 'root'),
  translate: tm,
  onUnauthorized: endSession,
  asksPasswordChange,
  onPasswordChangeRequired: requirePasswordChange,
  isSignedOut,
  // An access token that expired between two timer ticks is renewed and the call retried, unnoticed.
  refreshSession: (used) => refreshSession(used, (refresh) => postRefreshToken(http, refresh)),
});

// After the envelope check: only a done change's reply names the record the console may offer to undo.
http.interceptors.response.use((res) => {
  noteAuditId(res.headers as Record<string, unknown>);
  // A covered call an approval rule held (docs/approvals.md): the action that made it says so.
  noteHeldApproval((res.data as { data?: unknown } | undefined)?.data);
  return res;
});

// What the entry asked for (the query timestamp).
setUpClient(http);
