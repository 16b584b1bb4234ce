// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditValue, fieldChanges } from '../../server/audit/changes';
import { hashOf, type AuditContent } from '../../server/audit/chain';

describe('what the audit trail keeps of a change', () => {
  it('lists the fields that differ, in order, leaving out the update time', () => {
    const before = { id: 1, name: '甲', remark: null, updateTime: '2026-01-01 00:00:00' };
    const after = { id: 1, name: '乙', remark: '备注', updateTime: '2026-01-02 00:00:00' };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'name', before: '甲', after: '乙' },
      { field: 'remark', before: null, after: '备注' },
    ]);
  });

  it('does not take an object whose keys come back in another order for a change (a declaration read from jsonb)', () => {
    const widgets = [{ kind: 'bar', title: { zh: '每日消费', en: 'Spending per day' }, span: 2 }];
    const stored = [{ span: 2, kind: 'bar', title: { en: 'Spending per day', zh: '每日消费' } }];
    expect(fieldChanges({ title: '甲', widgets: stored }, { title: '乙', widgets })).toEqual([{ field: 'title', before: '甲', after: '乙' }]);
    expect(fieldChanges({ widgets: stored }, { widgets: [{ ...widgets[0], span: 1 }] })).toHaveLength(1);
  });

  it('lists a created entity by its filled fields and a removed one by what it had', () => {
    expect(fieldChanges(null, { id: 3, name: '丙', remark: '' })).toEqual([
      { field: 'id', before: null, after: 3 },
      { field: 'name', before: null, after: '丙' },
    ]);
    expect(fieldChanges({ id: 3, name: '丙' }, null)).toEqual([
      { field: 'id', before: 3, after: null },
      { field: 'name', before: '丙', after: null },
    ]);
  });

  it('masks secrets as the out-merchant reads do, a changed secret still showing as changed', () => {
    const info = (secret: string) => JSON.stringify({ appId: 'A1', privateKey: secret, nested: { clientSecret: secret } });
    const changes = fieldChanges({ outAuthInfo: info('one'), password: 'p1' }, { outAuthInfo: info('two'), password: 'p2' }, 'ALIPAY');
    const masked = JSON.stringify({ appId: 'A1', privateKey: '******', nested: { clientSecret: '******' } });
    expect(changes).toEqual([
      { field: 'outAuthInfo', before: masked, after: masked },
      { field: 'password', before: '******', after: '******' },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/one|two|p1|p2/);
    expect(auditValue({ smsCode: '123456', captcha: 'abcd', token: 't', accessKey: 'AK' })).toEqual({
      smsCode: '******',
      captcha: '******',
      token: '******',
      accessKey: 'AK',
    });
    expect(fieldChanges({ secretKey: 'x' }, { secretKey: 'x' })).toEqual([]);
  });

  it('bounds long texts and lists', () => {
    expect(String(auditValue('x'.repeat(5000)))).toHaveLength(2000 + '…(5000)'.length);
    const list = auditValue(Array.from({ length: 250 }, (_, i) => i)) as unknown[];
    expect(list).toHaveLength(201);
    expect(list.at(-1)).toBe('…(+50)');
  });
});

describe('the record hash', () => {
  const content: AuditContent = {
    tenantId: 1,
    seq: 7,
    createTime: new Date('2026-11-01T08:00:00.000Z'),
    userId: 1,
    username: 'admin',
    actualName: '系统管理员',
    clientIp: '127.0.0.1',
    userAgent: 'ua',
    method: 'POST',
    route: '/x',
    action: 'update',
    entity: 'accountType',
    entityId: '3',
    changes: '[]',
    result: 'ok',
    errorCode: null,
    errorMsg: null,
    prevHash: '0'.repeat(64),
  };

  it('is SHA-256 over every field, the previous hash included', () => {
    const base = hashOf(content);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOf({ ...content })).toBe(base);
    for (const patch of [
      { seq: 8 },
      { username: 'x' },
      { createTime: new Date('2026-11-01T08:00:00.001Z') },
      { changes: '[{}]' },
      { result: 'error' },
      { prevHash: 'f'.repeat(64) },
      { entityId: null },
    ]) {
      expect(hashOf({ ...content, ...patch }), JSON.stringify(patch)).not.toBe(base);
    }
  });
});
