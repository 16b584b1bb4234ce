import type { TestServer } from './server';

/** Uploads a file in the `excel` field of the asynchronous import call. */
export async function uploadImport(
  s: TestServer,
  token: string,
  bytes: Buffer,
  fileName: string,
  query: Record<string, string> = { templateCode: 'ACT_ACCOUNT_TYPE' },
  field = 'excel',
  headers: Record<string, string> = {},
) {
  const url = new URL(`${s.api}/platsync/importdata/async/auto-import`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  const res = await fetch(url, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as { code: number; msg: string; data: any } };
}

/** Downloads a path relative to the API base with a bearer token. */
export async function download(s: TestServer, token: string, path: string, tenantId?: number) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (tenantId !== undefined) headers['TENANT-ID'] = String(tenantId);
  const res = await fetch(`${s.api}${path}`, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
