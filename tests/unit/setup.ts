import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

// A unit worker runs its files one after another in one process and one jsdom (vite.config.ts, `isolate: false`);
// each file still starts as in a fresh one. Every module Vitest loads itself (src/, schemas/, resources/, the
// tests' helpers) is evaluated again for it, so their module state (the notifier's queued toasts and holders, the
// stores, the language, the registries) starts empty; the packages (React, antd, Refine), which Node loads and
// which hold none of the console's state, stay loaded. What a file left in the document, the storage, the
// address or the clock is cleared before the next.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
if (typeof window !== 'undefined') {
  const fresh = globalThis as typeof globalThis & { __atriumFreshUrl?: string };
  fresh.__atriumFreshUrl ??= window.location.href;
  window.history.replaceState(null, '', fresh.__atriumFreshUrl);
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  document.body.getAttributeNames().forEach((name) => document.body.removeAttribute(name));
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
}

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
