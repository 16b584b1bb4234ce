// Browser tests run in Debian's Chromium; we never download a browser. Fail loudly, never skip.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`
============================================================
  Chromium was not found at ${path}.
  The browser tests need Debian's Chromium. Install it with:

      apt-get update && apt-get install -y chromium fonts-noto-cjk

  (or set CHROMIUM_PATH to a Chromium binary), then run npm test again.
============================================================
`);
  process.exit(1);
}
