// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toNamePathStr as antds } from 'antd/es/form/hooks/useForm';
import { toNamePathStr } from '@/shims/antdRadioFormName';

describe('the radio group’s form name helper of the build (scripts/buildShims.ts)', () => {
  it.each([undefined, false, 'status', 0, ['list', 0, 'status'], []])('names %j as antd’s own does', (name) => {
    expect(toNamePathStr(name)).toBe(antds(name as Parameters<typeof antds>[0]));
  });
});
