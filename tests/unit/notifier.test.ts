// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { notify, setNotifier, type ToastKind } from '@/providers/notifier';

type Shown = [ToastKind, string, number | undefined];

function recorder() {
  const shown: Shown[] = [];
  return { shown, notifier: { show: (k: ToastKind, t: string, d?: number) => void shown.push([k, t, d]) } };
}

afterEach(() => {
  setNotifier(null, 'signedIn');
  setNotifier(null, 'root');
});

describe('notify', () => {
  it('keeps toasts raised before any holder is mounted and shows them once one is', () => {
    notify.error('early', 4);
    const root = recorder();
    setNotifier(root.notifier);
    expect(root.shown).toEqual([['error', 'early', 4]]);
  });

  it("prefers the signed-in part's holder while it is mounted, whichever was installed first", () => {
    const root = recorder();
    const signedIn = recorder();
    // Child effects run before their parent's: the signed-in bridge may install before the root's.
    setNotifier(signedIn.notifier, 'signedIn');
    setNotifier(root.notifier, 'root');
    notify.success('saved');
    expect(signedIn.shown).toEqual([['success', 'saved', undefined]]);
    expect(root.shown).toEqual([]);

    // Signed out: the signed-in part is gone, the root shows the rest.
    setNotifier(null, 'signedIn');
    notify.warning('bye');
    expect(root.shown).toEqual([['warning', 'bye', undefined]]);
  });
});

describe('notify on the root layer', () => {
  it("shows on the root's holder even while the signed-in part's is mounted, so the toast outlives it", () => {
    const root = recorder();
    const signedIn = recorder();
    setNotifier(root.notifier, 'root');
    setNotifier(signedIn.notifier, 'signedIn');
    notify.error('用户凭证已过期！', undefined, 'root');
    expect(root.shown).toEqual([['error', '用户凭证已过期！', undefined]]);
    expect(signedIn.shown).toEqual([]);
  });

  it('keeps a root toast raised before the root holder exists for the root, not for the signed-in holder', () => {
    const signedIn = recorder();
    setNotifier(signedIn.notifier, 'signedIn');
    notify.error('用户凭证已过期！', undefined, 'root');
    expect(signedIn.shown).toEqual([]);
    const root = recorder();
    setNotifier(root.notifier, 'root');
    expect(root.shown).toEqual([['error', '用户凭证已过期！', undefined]]);
  });
});
