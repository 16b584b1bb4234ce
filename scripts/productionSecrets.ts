/**
 * Secrets for the production-mode servers that CI and the benches start on loopback (scale-out instances,
 * bench servers): production refuses the documented development values, so these stand in for a real
 * deployment's. They are public too and protect nothing; a real deployment sets its own (docs/operating.md#production-and-secrets).
 */
export const CI_SECRETS = {
  LOGIN_AES_KEY: 'atrium-ci-key-16',
  OAUTH_CLIENT: 'atrium-ci:atrium-ci-secret',
  DEMO_PASSWORD: 'Atrium-CI@2026',
} as const;
