import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLanguage, SOURCE_LANGUAGE } from '../i18n/i18n.ts';

// findBy* and waitFor wait for what a person would see; on two shared cores, while other suites run, a page can
// take longer than Testing Library's default second to show it. A wait that ends early fails a correct test.
configure({ asyncUtilTimeout: 10_000 });

// The app loads its first catalog, and the texts of the features its first page shows, before it renders
// (main.tsx); the tests load every feature's texts first, in English, so no component waits for them.
await Promise.all(
  Object.values(import.meta.glob(['../features/**/texts.ts', '../lib/choices/choice-labels.ts'])).map(
    (load) => load(),
  ),
);
await activateLanguage(SOURCE_LANGUAGE);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom lacks these browser APIs that Mantine uses.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Nor the font loading API, which Mantine's growing text areas listen to.
if (!document.fonts)
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
