import { afterEach, beforeEach } from "vitest";

/**
 * Removes from document.head, after each test, only what the test added. The jsdom environment is shared by many
 * files, and styled-components keeps its one sheet in the head for the whole run: a test that emptied the head took
 * every later file's styles with it.
 */
export function keepHeadAfterEach(): void {
  let before = new Set<Element>();
  beforeEach(() => {
    before = new Set(document.head.children);
  });
  afterEach(() => {
    for (const element of [...document.head.children]) if (!before.has(element)) element.remove();
  });
}
