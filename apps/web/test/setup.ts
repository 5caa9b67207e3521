import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, NAMESPACES } from '../src/i18n/i18n.ts';

afterEach(() => cleanup());

// `findBy…`/`waitFor` wait for a condition, not a time: on CI's 2 busy cores a render can take longer than
// the library's default second, so give conditions room (a passing test does not wait longer).
configure({ asyncUtilTimeout: 5_000 });

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

// Mantine's focus trap finds tabbable elements by their layout, which jsdom does not compute: in jsdom every
// menu and modal "has no focusable element", and the warning prints the whole DOM node with its React fiber.
// Browsers do compute layout, and the e2e journeys check focus there.
const FOCUS_TRAP_WARNING = '[@mantine/hooks/use-focus-trap] Failed to find focusable element';
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(FOCUS_TRAP_WARNING)) return;
  warn(...args);
};
