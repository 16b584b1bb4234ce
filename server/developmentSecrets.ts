import { DEV_DEMO_PASSWORD, DEV_LOGIN_AES_KEY, DEV_OAUTH_CLIENT, type AppConfig } from './config';

/**
 * Production refuses the documented development secrets (docs/operating.md#production-and-secrets): a server that starts with
 * NODE_ENV=production and one of them unset, or set to its published value, would let anyone who read the
 * README sign in or read encrypted passwords. One line per offending variable, naming it.
 */
export function developmentSecretLines(config: AppConfig, options: { seeding: boolean }): string[] {
  const lines: string[] = [];
  const refuse = (name: string, what: string) => lines.push(`${name} is ${what}, which production refuses: set ${name} (or ${name}_FILE) to a value of your own`);
  if (config.loginAesKey === DEV_LOGIN_AES_KEY) refuse('LOGIN_AES_KEY', 'unset or the documented development key');
  if (config.oauthClient === DEV_OAUTH_CLIENT) refuse('OAUTH_CLIENT', 'unset or the documented development client');
  // The demo password only matters while the demo users are being created (the first start on an empty database).
  if (options.seeding && config.demoPassword === DEV_DEMO_PASSWORD) refuse('DEMO_PASSWORD', 'unset or the documented development password, and the demo users are about to be seeded');
  return lines;
}
