import type { MouseEvent } from 'react';

/**
 * A plain click on a link the page handles itself (opening a post beside its list); a click meant for a new tab or
 * window (a modifier key, the middle button) keeps the link's own way.
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
