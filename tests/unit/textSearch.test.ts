// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { containsOp, likePattern } from '../../server/db/textSearch';

describe('text search operators', () => {
  it('uses the cheaper LIKE only where the term has no letter with case', () => {
    expect(containsOp('压测账户1')).toBe('like');
    expect(containsOp('2026-11')).toBe('like');
    expect(containsOp('北京ABC')).toBe('ilike');
    expect(containsOp('é')).toBe('ilike');
    expect(containsOp('Σ')).toBe('ilike');
  });

  it('escapes the wildcards of user text', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
