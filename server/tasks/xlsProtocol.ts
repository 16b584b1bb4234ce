/** What readXls.ts hands its worker thread (xlsWorker.ts), and what comes back. */
export interface XlsRequest {
  bytes: Uint8Array;
}

export type XlsReply = { ok: true; rows: [rowNumber: number, values: unknown[]][] } | { ok: false; reason: 'unreadable' | 'encrypted' | 'noSheet'; detail: string };
