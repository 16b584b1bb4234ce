import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// antd reads these browser APIs that jsdom lacks; only in the DOM environment.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // Generated pages load their declaration and labels as lazy chunks, as in the browser; on a busy machine the
  // first import of such a chunk can take longer than testing-library's default second of waiting (20 s is what the engine tests already allowed their first render).
  configure({ asyncUtilTimeout: 20_000 });

  // The signed-in screens' zh texts arrive with the signed-in part (SignedInApp registers them); the components
  // tested here are those screens, so they get them as the app gives them. The login page's test checks that
  // it needs only the texts registered at start.
  const { addTexts } = await import('@/providers/i18n');
  const { zhCN } = await import('@/locales/zh-CN');
  addTexts('zh-CN', zhCN);

  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
    Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }

  // jsdom's getComputedStyle does not take a pseudo-element; antd's scrollbar measurement passes one.
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((el: Element) => original(el)) as typeof window.getComputedStyle;
}
