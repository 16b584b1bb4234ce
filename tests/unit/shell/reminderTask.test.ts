// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MessageTask } from '@schemas/sysMessage';
import { reminderDetailPath } from '@schemas/realtime';
import { messageIdOf, taskViewOf } from '@/pages/activti/taskView';
import { reminderIdOf } from '@/providers/live';

const exportTask = (state: 'doing' | 'done' | 'cancelled' | 'failed', downloadUrl: string | null = null): MessageTask => ({
  type: 'export',
  record: {
    id: 7,
    taskName: '账户流水',
    billType: 'EXPORT_ACCOUNT_FLOW_DETAIL',
    totalNum: 12,
    successNum: 12,
    state,
    message: null,
    creatorName: '系统管理员',
    createTime: '2026-11-23 08:00:00',
    downloadUrl,
    progress: null,
  },
});

describe('the task of a reminder', () => {
  it('shows an export with its state label, tone, file and the export log of its bill type', () => {
    const view = taskViewOf(exportTask('done', '/admin/sys-file/export/x.xlsx'), 'zh-CN');
    expect(view).toMatchObject({
      type: 'export',
      name: '账户流水',
      total: 12,
      success: 12,
      stateLabel: '已完成',
      tone: 'success',
      downloadUrl: '/admin/sys-file/export/x.xlsx',
      logFilter: { billType: 'EXPORT_ACCOUNT_FLOW_DETAIL' },
    });
    expect(taskViewOf(exportTask('doing'), 'en')).toMatchObject({ stateLabel: 'In progress', tone: 'processing' });
    expect(taskViewOf(exportTask('cancelled'), 'zh-CN')).toMatchObject({ stateLabel: '已取消', tone: 'default' });
    expect(taskViewOf(exportTask('failed'), 'zh-CN').tone).toBe('error');
  });

  it('shows an import by its file name and data count, with the state labels of docs/product.md#states-and-transitions', () => {
    const task: MessageTask = {
      type: 'import',
      record: {
        id: 3,
        templateCode: 'ACT_ACCOUNT_TYPE',
        batch: 'b-1',
        fileName: '账户类型.xlsx',
        dataCount: 5,
        successNum: 4,
        status: 'IMPORTED',
        errorMsg: null,
        creatorName: '系统管理员',
        createTime: '2026-11-23 08:00:00',
        downloadUrl: '/platsync/importdata/export/excel?templateCode=ACT_ACCOUNT_TYPE&batch=b-1',
        progress: null,
      },
    };
    expect(taskViewOf(task, 'zh-CN')).toMatchObject({
      type: 'import',
      name: '账户类型.xlsx',
      total: 5,
      success: 4,
      stateLabel: '导入成功',
      tone: 'success',
      logFilter: { templateCode: 'ACT_ACCOUNT_TYPE' },
    });
    const checked = { ...task, record: { ...task.record, status: 'CHECKED' as const } };
    expect(taskViewOf(checked, 'zh-CN')).toMatchObject({ stateLabel: '校验完成导入中', tone: 'processing' });
    const failed = { ...task, record: { ...task.record, status: 'CHECK_FAIL' as const, errorMsg: '文件中没有可导入的数据' } };
    expect(taskViewOf(failed, 'zh-CN')).toMatchObject({ stateLabel: '导入失败', tone: 'error', note: '文件中没有可导入的数据' });
  });
});

describe('reminder ids', () => {
  it('the page asks the server only for a positive whole id', () => {
    expect(messageIdOf('42')).toBe(42);
    for (const bad of [undefined, '', 'abc', '0', '-1', '1.5', '1e3', '9'.repeat(16), ' 1']) expect(messageIdOf(bad), String(bad)).toBeNull();
  });

  it('the realtime channels carry the stored id as header text or a JSON number', () => {
    expect(reminderIdOf('17')).toBe(17);
    expect(reminderIdOf(17)).toBe(17);
    for (const bad of [undefined, null, '', 'x', '0', -3, 1.5, '12abc', Number.MAX_SAFE_INTEGER + 2]) expect(reminderIdOf(bad), String(bad)).toBeUndefined();
    expect(reminderDetailPath(17)).toBe('/activti/detail/17');
  });
});
