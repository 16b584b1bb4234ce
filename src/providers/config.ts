import type { ConsoleConfig } from '@schemas/auth';

/** Run-time configuration handed out by the server (`/atrium-config.json`): one build serves any key. */
const FALLBACK: ConsoleConfig = {
  apiBase: '/catering',
  loginAesKey: '',
  oauthClient: '',
  captcha: true,
  clientMode: 'normal',
  production: true,
  siteTitle: 'Atrium',
  socialProviders: [],
};

let current: ConsoleConfig = { ...FALLBACK };

export function getConfig(): ConsoleConfig {
  return current;
}

export function setConfig(next: Partial<ConsoleConfig>): ConsoleConfig {
  current = { ...current, ...next };
  return current;
}

export async function loadConfig(url = '/atrium-config.json'): Promise<ConsoleConfig> {
  const res = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return setConfig((await res.json()) as ConsoleConfig);
}
