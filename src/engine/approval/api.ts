import type { ApprovalDetail, ApprovalPage, ApprovalRequest, ApprovalRule, ApprovalRuleVersion } from '@schemas/approval';
import type { ApprovalAction, ApprovalState, ApprovalView } from '@schemas/approvalConstants';
import type { Envelope } from '@schemas/envelope';
import { httpClient } from '@/providers/lazyClient';

/**
 * The approval calls (docs/approvals.md), through the console's HTTP client, loaded with the first call: the
 * inbox opened on a phone loads no more than it needs. The client shows a refusal's message itself.
 */
export interface InboxQuery {
  view: ApprovalView;
  state?: ApprovalState;
  action?: ApprovalAction;
  current: number;
  size: number;
}

const keyOf = (query: InboxQuery) => JSON.stringify([query.view, query.state ?? '', query.action ?? '', query.current, query.size]);
/** A page asked for before the inbox rendered (opened cold on a phone), taken by the inbox's first ask. */
let early: { key: string; page: Promise<ApprovalPage> } | null = null;

async function askInbox(query: InboxQuery): Promise<ApprovalPage> {
  const http = await httpClient();
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return (await http.get<Envelope<ApprovalPage>>('/admin/approval/page', { params })).data.data;
}

/** Asks for the page the inbox is about to ask for, so that its answer is on its way while the inbox renders. */
export function prefetchInbox(query: InboxQuery): void {
  const page = askInbox(query);
  // The inbox that takes this answer shows its failure; one never taken was only asked ahead of time.
  page.catch(() => undefined);
  early = { key: keyOf(query), page };
}

export function fetchInbox(query: InboxQuery): Promise<ApprovalPage> {
  const taken = early?.key === keyOf(query) ? early.page : null;
  early = null;
  return taken ?? askInbox(query);
}

export async function fetchRequest(id: number): Promise<ApprovalDetail> {
  const http = await httpClient();
  return (await http.get<Envelope<ApprovalDetail>>(`/admin/approval/${id}`, { ignoreErrors: true })).data.data;
}

export type Decision = 'approve' | 'reject' | 'withdraw' | 'comment';

/** A decision, under the key of the user's intent (docs/api.md, "Idempotency keys and versions"): sent again, it is done once. */
export async function decide(id: number, what: Decision, comment: string | undefined, idempotencyKey: string): Promise<ApprovalRequest> {
  const http = await httpClient();
  return (await http.post<Envelope<ApprovalRequest>>(`/admin/approval/${id}/${what}`, comment ? { comment } : {}, { idempotencyKey })).data.data;
}

export async function fetchRules(): Promise<{ rules: ApprovalRule[]; version: number }> {
  const http = await httpClient();
  const res = await http.get<Envelope<ApprovalRule[]>>('/admin/approval/rules');
  return { rules: res.data.data, version: versionOf(res.headers.etag) };
}

export async function saveRules(rules: unknown[], version: number, idempotencyKey: string): Promise<{ rules: ApprovalRule[]; version: number }> {
  const http = await httpClient();
  const res = await http.put<Envelope<ApprovalRule[]>>('/admin/approval/rules', rules, { headers: { 'If-Match': `"${version}"` }, idempotencyKey });
  return { rules: res.data.data, version: versionOf(res.headers.etag) };
}

export async function fetchRuleVersions(): Promise<ApprovalRuleVersion[]> {
  const http = await httpClient();
  return (await http.get<Envelope<ApprovalRuleVersion[]>>('/admin/approval/rules/versions')).data.data;
}

const versionOf = (etag: unknown) => Number(String(etag ?? '0').replace(/\D/g, '') || 0);
