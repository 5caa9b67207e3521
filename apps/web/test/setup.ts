import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, NAMESPACES } from '../src/i18n/i18n.ts';

afterEach(() => cleanup());

// jsdom lacks these browser APIs that Mantine uses.
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
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollTo ??= () => {};
window.HTMLElement.prototype.scrollIntoView ??= () => {};

// Components render without Suspense in tests, so every namespace is loaded up front.
const i18n = await initI18n();
await i18n.loadNamespaces(NAMESPACES);
