// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { deferTableScrollCheck } from '../../scripts/rcTableScrollCheck';

const tableModule = () => readFileSync(createRequire(import.meta.url).resolve('rc-table/es/Table.js'), 'utf8');

describe("rc-table's scroll check after a change of rows (build transform)", () => {
  it('runs in the next animation frame, cancelled when the table changes again first, in the installed rc-table', () => {
    const original = tableModule();
    const deferred = deferTableScrollCheck(original);
    const effect = (code: string) => code.slice(code.lastIndexOf('React.useEffect', code.indexOf('[horizonScroll, data, columns.length]')), code.indexOf('[horizonScroll, data, columns.length]'));
    expect(effect(original)).toMatch(/if \(mounted\.current\) \{\s*triggerOnScroll\(\);\s*\}/);
    expect(effect(deferred)).toMatch(/var frame = requestAnimationFrame\(function \(\) \{\s*triggerOnScroll\(\);\s*\}\);/);
    expect(effect(deferred)).toMatch(/cancelAnimationFrame\(frame\)/);
    // Only that effect changes.
    expect(deferred.replace(effect(deferred), '')).toBe(original.replace(effect(original), ''));
  });

  it('fails the build when rc-table no longer has the check as expected', () => {
    expect(() => deferTableScrollCheck('export default function Table() {}')).toThrow(/no longer has the scroll check/);
  });
});
