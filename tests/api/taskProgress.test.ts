import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { taskDestination } from '../../schemas/realtime';
import type { TaskEvent, TaskProgress } from '../../schemas/tasks';
import { exportTaskRecord, importLogRecord } from '../../server/tasks/records';
import { PROGRESS_EVENT_MS, TaskEvents } from '../../server/tasks/taskEvents';
import { serverWithUsers } from './support/server';
import { framesUntil, stompAs, subscribed } from './support/stomp';
import { uploadImport } from './support/tasks';
import type { TestSocket } from './support/wsClient';

/** docs/product.md#import-and-export-tasks: running tasks report how far they are, on the log pages and live on the creator's task channel. */
const t = serverWithUsers(['admin', 'operator', 'tenant']);
const EXPORT_ROWS = 30_000;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  // Enough account types that an export takes several pages (5,000 rows each).
  await sql`insert into act_account_type (tenant_id, account_type_name, account_type, account_kind, enable_flag, remark)
    select 1, '进度' || lpad(g::text, 6, '0'), 1, 1, '1', null from generate_series(1, ${EXPORT_ROWS}) g`.execute(t.server.app.database.db);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) if (socket.isOpen) socket.close();
});

async function taskChannel(name: 'admin' | 'operator' | 'tenant') {
  const socket = await stompAs(t.server, t.user[name]);
  sockets.push(socket);
  await subscribed(socket, 'tasks', taskDestination(t.user[name].tenantId, t.user[name].userId));
  return socket;
}

const eventsOf = (frames: { body: string }[]) => frames.map((f) => JSON.parse(f.body) as TaskEvent);
const exportLogRecord = async (id: number) =>
  (await t.server.request('GET', '/admin/v1/export-task/page', { token: t.token.admin, query: { size: 100 } })).body.data.records.find((r: { id: number }) => r.id === id);

describe('export progress', () => {
  it('reaches its creator live: queued, rows done of the total counted at the request with a rate and time left, then done', async () => {
    const socket = await taskChannel('admin');
    const reply = await t.server.request('POST', '/accountcenter/actAccountType/export', { token: t.token.admin, json: { billType: 'EXPORT_ACCOUNT_TYPE', accountTypeName: '进度' } });
    expect(reply.body.data.total).toBe(EXPORT_ROWS);
    const taskId = reply.body.data.taskId;
    const frames = await framesUntil(socket, (f) => (JSON.parse(f.body) as TaskEvent).record.progress === null);
    const events = eventsOf(frames).filter((e) => e.kind === 'export' && e.record.id === taskId);
    expect(frames.every((f) => f.headers['content-type']?.startsWith('application/json'))).toBe(true);

    expect(events[0].record).toMatchObject({ state: 'doing', totalNum: EXPORT_ROWS, progress: { phase: 'waiting', done: 0 } });
    const writing = events.map((e) => e.record.progress).filter((p): p is TaskProgress => p?.phase === 'writing');
    expect(writing.length).toBeGreaterThan(1);
    expect(writing.every((p) => p.total === EXPORT_ROWS)).toBe(true);
    expect(writing.map((p) => p.done)).toEqual([...writing.map((p) => p.done)].sort((a, b) => a - b));
    // The bar moves: rows done between none and all, with the measured rate and the time it implies.
    const between = writing.filter((p) => p.done > 0 && p.done < EXPORT_ROWS);
    expect(between.length).toBeGreaterThan(0);
    for (const p of between) {
      expect(p.rowsPerSecond).toBeGreaterThan(0);
      expect(p.secondsLeft).toBe(Math.ceil((EXPORT_ROWS - p.done) / p.rowsPerSecond!));
    }

    const last = events[events.length - 1].record;
    expect(last).toMatchObject({ state: 'done', successNum: EXPORT_ROWS, progress: null });
    expect(last.downloadUrl).toBeTruthy();
    // The event carries the row exactly as the log page shows it.
    await t.server.app.tasks.idle();
    expect(await exportLogRecord(taskId)).toEqual(last);
  });

  it('tells of a cancel at once', async () => {
    const socket = await taskChannel('admin');
    const reply = await t.server.request('POST', '/accountcenter/actAccountType/export', { token: t.token.admin, json: { billType: 'EXPORT_ACCOUNT_TYPE', accountTypeName: '进度' } });
    const cancel = await t.server.request('POST', `/admin/v1/export-task/cancel/${reply.body.data.taskId}`, { token: t.token.admin });
    expect(cancel.body).toMatchObject({ code: 0, msg: '已取消导出' });
    const frames = await framesUntil(socket, (f) => (JSON.parse(f.body) as TaskEvent).record.progress === null);
    expect(eventsOf(frames).at(-1)?.record).toMatchObject({ id: reply.body.data.taskId, state: 'cancelled', progress: null });
    await t.server.app.tasks.idle();
  });
});

describe('import progress', () => {
  it('goes through queued, reading, checked and writing to imported, the rows settled growing to the rows read', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('账户类型');
    sheet.addRow(['账户类型名称', '账户类别', '账户种类']);
    for (let i = 1; i <= 2400; i++) sheet.addRow([`导入进度${i}`, '福利账户', i % 100 === 0 ? '坏种类' : '金额']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const socket = await taskChannel('admin');
    const upload = await uploadImport(t.server, t.token.admin, bytes, 'progress.xlsx');
    expect(upload.body.code).toBe(0);
    const frames = await framesUntil(socket, (f) => (JSON.parse(f.body) as TaskEvent).record.progress === null);
    const events = eventsOf(frames).filter((e) => e.kind === 'import' && e.record.id === upload.body.data.id);
    const statuses = events.map((e) => (e.kind === 'import' ? e.record.status : '')).filter((s, i, all) => s !== all[i - 1]);
    expect(statuses).toEqual(['UPLOADED', 'CHECKING', 'CHECKED', 'IMPORTING', 'IMPORTED']);
    expect(events[0].record.progress).toMatchObject({ phase: 'waiting' });
    expect(events.find((e) => e.kind === 'import' && e.record.status === 'CHECKING')?.record.progress).toMatchObject({ phase: 'reading', total: null });
    // The 24 refused rows are settled by the check; the writing phase settles the rest, 500 a batch.
    expect(events.find((e) => e.kind === 'import' && e.record.status === 'CHECKED')?.record.progress).toMatchObject({ phase: 'writing', done: 24, total: 2400 });
    const writing = events.filter((e) => e.kind === 'import' && e.record.status === 'IMPORTING').map((e) => e.record.progress!);
    expect(writing.every((p) => p.total === 2400 && p.done >= 24 && p.done <= 2400)).toBe(true);
    expect(writing.map((p) => p.done)).toEqual([...writing.map((p) => p.done)].sort((a, b) => a - b));
    expect(events.at(-1)?.record).toMatchObject({ status: 'IMPORTED', dataCount: 2400, successNum: 2376, progress: null });
  });
});

describe('a long task', () => {
  it("lets the server's event loop turn between its batches: timers and sockets are served while an import writes", async () => {
    // On the embedded database a query needs no I/O: without a yield, the batches ran back to back and the server
    // answered nothing and read no socket until the import ended (its STOMP sessions then timed out).
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('账户类型');
    sheet.addRow(['账户类型名称', '账户类别', '账户种类']);
    for (let i = 1; i <= 3000; i++) sheet.addRow([`轮转${i}`, '福利账户', '金额']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    // Counts the turns of the event loop this server shares with the test.
    let turns = 0;
    let counting = true;
    const turn = () => {
      turns++;
      if (counting) setImmediate(turn);
    };
    setImmediate(turn);
    const events = t.server.app.tasks.events;
    const announce = events.announce.bind(events);
    const turnAtBatch: number[] = [];
    events.announce = (task) => {
      if (task.kind === 'import' && task.row.status === 'IMPORTING' && task.row.done_num > 0) turnAtBatch.push(turns);
      announce(task);
    };
    try {
      const upload = await uploadImport(t.server, t.token.admin, bytes, 'turns.xlsx');
      expect(upload.body.code).toBe(0);
      await t.server.app.tasks.idle();
    } finally {
      events.announce = announce;
      counting = false;
    }
    expect(turnAtBatch).toHaveLength(6);
    // Every batch of 500 was written in a turn of its own.
    expect(new Set(turnAtBatch).size).toBe(6);
  });
});

describe('the task channel', () => {
  it("is the user's own: another user's is refused, and nobody may send to it", async () => {
    const mine = await stompAs(t.server, t.user.admin);
    sockets.push(mine);
    mine.sendFrame('SUBSCRIBE', { id: 'x', destination: taskDestination(1, t.user.operator.userId) });
    expect(await mine.nextFrame()).toMatchObject({ command: 'ERROR', headers: { message: 'Access denied' } });
    const sender = await taskChannel('admin');
    sender.sendFrame('SEND', { destination: taskDestination(1, t.user.admin.userId) }, '{"kind":"export"}');
    expect(await sender.nextFrame()).toMatchObject({ command: 'ERROR', headers: { message: 'Access denied' } });
  });
});

describe('running tasks of the user', () => {
  it("lists the user's own unfinished tasks in the tenant, of one template or bill type when asked", async () => {
    const db = t.server.app.database.db;
    const creator = (name: 'admin' | 'operator' | 'tenant') => ({ tenant_id: t.user[name].tenantId, creator_id: t.user[name].userId, creator_name: name });
    const [mineRunning] = await db
      .insertInto('sys_export_task')
      .values([
        { ...creator('admin'), task_name: '账户类型', bill_type: 'EXPORT_ACCOUNT_TYPE', state: 'doing', total_num: 10, attempt: 1, success_num: 4, rows_per_second: 2 },
        { ...creator('admin'), task_name: '账户类型', bill_type: 'EXPORT_ACCOUNT_TYPE', state: 'done', total_num: 10 },
        { ...creator('operator'), task_name: '账户类型', bill_type: 'EXPORT_ACCOUNT_TYPE', state: 'doing', total_num: 10 },
        { ...creator('tenant'), task_name: '账户类型', bill_type: 'EXPORT_ACCOUNT_TYPE', state: 'doing', total_num: 10 },
      ])
      .returning('id')
      .execute();
    const [importing] = await db
      .insertInto('sys_import_log')
      .values([
        { ...creator('admin'), template_code: 'ACT_ACCOUNT_TYPE', batch: 'run-1', file_name: 'a.xls', status: 'IMPORTING', data_count: 100, done_num: 50 },
        { ...creator('admin'), template_code: 'ACT_ACCOUNT_TYPE', batch: 'run-2', file_name: 'b.xls', status: 'IMPORTED', data_count: 100 },
        { ...creator('admin'), template_code: 'SYS_STANDARD_CITY', batch: 'run-3', file_name: 'c.xls', status: 'UPLOADED' },
      ])
      .returning('id')
      .execute();

    const running = async (name: 'admin' | 'tenant', query: Record<string, string> = {}) =>
      (await t.server.request('GET', '/admin/v1/task/running', { token: t.token[name], query })).body;
    const all = await running('admin');
    expect(all.code).toBe(0);
    expect(all.data.exports.map((r: { id: number }) => r.id)).toEqual([mineRunning.id]);
    expect(all.data.exports[0].progress).toEqual({ phase: 'writing', done: 4, total: 10, rowsPerSecond: 2, secondsLeft: 3 });
    expect(all.data.imports.map((r: { fileName: string }) => r.fileName)).toEqual(['c.xls', 'a.xls']);
    const accountTypes = await running('admin', { templateCode: 'ACT_ACCOUNT_TYPE', billType: 'EXPORT_ACCOUNT_TYPE' });
    expect(accountTypes.data.imports.map((r: { id: number }) => r.id)).toEqual([importing.id]);
    expect(accountTypes.data.imports[0].progress).toEqual({ phase: 'writing', done: 50, total: 100, rowsPerSecond: null, secondsLeft: null });
    expect((await running('tenant')).data.imports).toEqual([]);
    expect((await t.server.request('GET', '/admin/v1/task/running', { token: t.token.admin, query: { templateCode: 'x'.repeat(65) } })).body.code).toBe(1);
  });
});

describe('progress of a log row', () => {
  const exportRow = {
    id: 1,
    tenant_id: 1,
    task_name: '账户流水',
    bill_type: 'EXPORT_ACCOUNT_FLOW_DETAIL',
    params: '{}',
    total_num: 1_000_000,
    success_num: 250_000,
    state: 'doing',
    message: null,
    file_name: null,
    creator_id: 1,
    creator_name: '系统管理员',
    create_time: new Date(),
    update_time: new Date(),
    job_id: null,
    attempt: 1,
    rows_per_second: 25_000.4,
    heartbeat_time: new Date(),
  };
  it('is queued before a run claims it, rows done of the total with the time left while it runs, and none once it ended', () => {
    expect(exportTaskRecord({ ...exportRow, attempt: 0 }).progress).toEqual({ phase: 'waiting', done: 0, total: null, rowsPerSecond: null, secondsLeft: null });
    expect(exportTaskRecord(exportRow).progress).toEqual({ phase: 'writing', done: 250_000, total: 1_000_000, rowsPerSecond: 25_000, secondsLeft: 30 });
    expect(exportTaskRecord({ ...exportRow, rows_per_second: null }).progress).toMatchObject({ rowsPerSecond: null, secondsLeft: null });
    expect(exportTaskRecord({ ...exportRow, state: 'done' }).progress).toBeNull();
    const importRow = {
      id: 2,
      tenant_id: 1,
      template_code: 'ACT_ACCOUNT_TYPE',
      batch: 'b',
      file_name: 'x.xls',
      data_count: 0,
      success_num: 0,
      status: 'CHECKING',
      error_msg: null,
      result_file: null,
      creator_id: 1,
      creator_name: '系统管理员',
      create_time: new Date(),
      update_time: new Date(),
      job_id: null,
      done_num: 5000,
      rows_per_second: 10_000,
      heartbeat_time: new Date(),
    };
    expect(importLogRecord(importRow).progress).toEqual({ phase: 'reading', done: 5000, total: null, rowsPerSecond: 10_000, secondsLeft: null });
    expect(importLogRecord({ ...importRow, status: 'IMPORT_FAIL' }).progress).toBeNull();
  });

  it('reaches the creator at most every PROGRESS_EVENT_MS within a state, and at once when the state or phase changes', () => {
    let clock = 0;
    const sent: TaskEvent[] = [];
    const events = new TaskEvents(
      (_tenant, _user, event) => sent.push(event),
      () => clock,
    );
    const row = (patch: Partial<typeof exportRow>) => ({ kind: 'export' as const, row: { ...exportRow, ...patch } });
    events.announce(row({ attempt: 0, success_num: 0 }));
    events.announce(row({ success_num: 0 }));
    clock += PROGRESS_EVENT_MS - 1;
    events.announce(row({ success_num: 5000 }));
    clock += 1;
    events.announce(row({ success_num: 10_000 }));
    events.announce(row({ state: 'done', success_num: 1_000_000 }));
    expect(sent.map((e) => [e.record.progress?.phase ?? 'ended', e.record.successNum])).toEqual([
      ['waiting', 0],
      ['writing', 0],
      ['writing', 10_000],
      ['ended', 1_000_000],
    ]);
  });
});
