import { describe, expect, it } from 'vitest';
import { auditIdsSince, auditMark, noteAuditId } from '@/providers/auditMarks';

/** docs/product.md#history-and-undo: an action offers to undo exactly the changes answered since it started. */
describe('the audit ids of done changes', () => {
  it('gives the ids noted since a mark, oldest first, and ignores replies without one', () => {
    noteAuditId({ 'x-audit-id': '3' });
    const mark = auditMark();
    expect(auditIdsSince(mark)).toEqual([]);
    noteAuditId({ 'x-audit-id': '7' });
    noteAuditId({});
    noteAuditId({ 'x-audit-id': 'nope' });
    noteAuditId({ 'x-audit-id': '-2' });
    noteAuditId({ 'x-audit-id': 8 });
    expect(auditIdsSince(mark)).toEqual([7, 8]);
  });

  it('keeps counting past the ids it no longer holds', () => {
    const mark = auditMark();
    for (let id = 1; id <= 250; id++) noteAuditId({ 'x-audit-id': String(1000 + id) });
    const later = auditMark();
    noteAuditId({ 'x-audit-id': '5000' });
    expect(auditIdsSince(later)).toEqual([5000]);
    expect(auditIdsSince(mark)).toHaveLength(200);
  });
});
