import fs from 'node:fs';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPE_TEMPLATE_CODE } from '../../schemas/accountTypeConstants';
import { readUpload } from '../../server/tasks/readSheet';
import { findImport } from '../../server/tasks/registry';
import '../../server/tasks/definitions';
import { workbookOf } from './support/xlsx';

const HEADERS_ZH = ['*账户类型名称', '*账户类别', '*账户种类', '备注'];

/** The upload as the file stores hand it over: the bytes, then the end. */
const uploadStream = (bytes: Buffer) => Readable.from([bytes]);

/**
 * exceljs copies a worksheet that comes before the shared strings (as in files exceljs itself writes) to a
 * temporary file, and meanwhile its zip parser reads the small entries after it and ends. Holding the copy's
 * 'finish' back a little makes that order certain: without the fix the reader loses every entry after the
 * worksheet (xl/workbook.xml among them) and fails with "Cannot read properties of undefined (reading 'sheets')".
 */
function slowTemporaryCopies() {
  const create = fs.createWriteStream;
  return vi.spyOn(fs, 'createWriteStream').mockImplementation(((...args: Parameters<typeof create>) => {
    const stream = create(...args);
    const emit = stream.emit.bind(stream);
    stream.emit = ((event: string | symbol, ...rest: unknown[]) => {
      if (event !== 'finish') return emit(event, ...rest);
      setTimeout(() => emit(event, ...rest), 100);
      return true;
    }) as typeof stream.emit;
    return stream;
  }) as typeof create);
}

describe('reading an .xlsx whose worksheet the reader has to set aside', () => {
  afterEach(() => vi.restoreAllMocks());

  it('still reads every entry after it: the rows come out, nothing is lost', async () => {
    const def = findImport(ACCOUNT_TYPE_TEMPLATE_CODE)!;
    const bytes = await workbookOf([HEADERS_ZH, ['差旅账户', '福利账户', '金额', '第一行'], ['早餐次卡', '个人账户', '次数', '']]);
    const spy = slowTemporaryCopies();
    const rows = await readUpload('xlsx', uploadStream(bytes), def);
    expect(spy).toHaveBeenCalled();
    expect(rows.map((r) => r.cells)).toEqual([expect.objectContaining({ accountTypeName: '差旅账户', remark: '第一行' }), expect.objectContaining({ accountTypeName: '早餐次卡' })]);
  });
});
