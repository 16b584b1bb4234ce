// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { arrAdd as rcAdd, arrDel as rcDel } from 'rc-tree/es/util';
import { arrAdd, arrDel } from '@/shims/antdSelectionKeys';

describe('the table selection’s key-list helpers of the build (scripts/buildShims.ts)', () => {
  const lists: (Array<string | number> | undefined)[] = [undefined, [], ['a'], ['a', 1, 'b'], [1, 1, 2]];
  it.each(lists)('add and remove keys of %j as rc-tree’s own do, leaving the list as it was', (list) => {
    for (const value of ['a', 1, 'z']) {
      const before = list && [...list];
      expect(arrAdd(list, value)).toEqual(rcAdd(list as never, value as never));
      expect(arrDel(list, value)).toEqual(rcDel(list as never, value as never));
      expect(list).toEqual(before);
    }
  });
});
