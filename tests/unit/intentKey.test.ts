// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/providers/apiError';
import { IntentKeys, newIdempotencyKey, unanswered } from '@/providers/intentKey';
import { IDEMPOTENCY_KEY_PATTERN } from '@schemas/idempotency';

/** One idempotency key per user intent (docs/api.md, "Idempotency keys and versions"). */
describe('idempotency keys of the console', () => {
  it('are UUIDs the server accepts, a new one each time', () => {
    const keys = Array.from({ length: 200 }, newIdempotencyKey);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keep the key of a call that got no answer, so that its retry is the same request', () => {
    const intents = new IntentKeys();
    const first = intents.take({ amount: '7' });
    first.settle(new ApiError(0, '系统未知错误,请反馈给管理员'));
    expect(unanswered(new ApiError(0, 'x'))).toBe(true);
    expect(intents.take({ amount: '7' }).key).toBe(first.key);
  });

  it('give a double click while the first call runs the same key', () => {
    const intents = new IntentKeys();
    const first = intents.take({ amount: '7' });
    expect(intents.take({ amount: '7' }).key).toBe(first.key);
  });

  it('draw a new key once the server answered, success or refusal, and for anything else sent', () => {
    const intents = new IntentKeys();
    const done = intents.take({ amount: '7' });
    done.settle();
    const again = intents.take({ amount: '7' });
    expect(again.key).not.toBe(done.key);
    again.settle(new ApiError(400, '超过账户余额上限'));
    expect(intents.take({ amount: '7' }).key).not.toBe(again.key);
    expect(intents.take({ amount: '8' }).key).not.toBe(intents.take({ amount: '7' }).key);
  });

  it('keep intents under way at once apart (two cells saving)', () => {
    const intents = new IntentKeys();
    const a = intents.take({ cell: 'a' });
    const b = intents.take({ cell: 'b' });
    a.settle(new ApiError(0, 'no answer'));
    b.settle();
    expect(intents.take({ cell: 'a' }).key).toBe(a.key);
    expect(intents.take({ cell: 'b' }).key).not.toBe(b.key);
  });
});
