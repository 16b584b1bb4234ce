import { spawnSync } from 'node:child_process';
import { writeOpenApiDocument } from './openapiDocument';

/**
 * `npm run lint:openapi`: Redocly's recommended rules (redocly.yaml) on the document the real server serves,
 * written to dist-openapi/openapi.json first. Exits non-zero on any error; warnings are printed. Redocly's usage
 * report and update check are off: the lint reaches nothing outside this machine.
 */
export const DOCUMENT_PATH = 'dist-openapi/openapi.json';

await writeOpenApiDocument(DOCUMENT_PATH);
const { status } = spawnSync('npx', ['redocly', 'lint', DOCUMENT_PATH, '--config', 'redocly.yaml', '--format', 'stylish'], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(status ?? 1);
