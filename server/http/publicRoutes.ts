/**
 * The only routes under the API base that answer without a signed-in user (`METHOD path`, relative to the
 * base). Everything else is registered inside the signed-in scope, which checks the bearer token and the
 * TENANT-ID header; tests/api/tenantIsolation.test.ts walks the route table and holds every other route to it.
 */
export const PUBLIC_API_ROUTES = [
  'GET /code',
  'POST /auth/oauth/token',
  'DELETE /auth/token/logout', // checks the token itself: it revokes the session of that token only
  'GET /admin/mobile/1/:mobile',
  'POST /auth/mobile/token/sms',
  'POST /admin/v1/login/userName',
  'POST /auth/login/secCheck',
  'POST /admin/v1/sendCaptcha/secondCheck',
  'GET /admin/v1/social/providers',
  'POST /admin/v1/social/getSocialUrl',
  'POST /auth/mobile/token/social',
  'POST /admin/v1/social/bind/login',
  // The API's contract (server/http/openapi.ts).
  'GET /openapi.json',
  // Its reference page and the page's own files (server/http/docsPage.ts).
  'GET /docs',
  'GET /docs/static/index.html',
  'GET /docs/static/swagger-initializer.js',
  'GET /docs/json',
  'GET /docs/yaml',
  'GET /docs/static/*',
  // Development and test only (never registered in production).
  'GET /dev/outbox',
  'GET /dev/social/authorize',
] as const;
