import type { UserModel } from '@argus/contract/mediaserver';
import type { CSSProperties } from 'react';

/**
 * Fixed sizes of the user list, in rem (they follow the reader's font size). The virtualiser places rows by
 * them instead of measuring each rendered row; the stylesheet gets them as custom properties.
 */
const ROW_REM = 2.75;
const CARD_PADDING_REM = 0.75;
const CARD_EDGE_REM = 1.75;
const CARD_LINE_REM = 1.375;
const CARD_LINE_GAP_REM = 0.25;
const CARD_BORDER_REM = 0.125;
const CARD_GAP_REM = 0.5;

export const LIST_METRICS_STYLE = {
  '--user-row-height': `${ROW_REM}rem`,
  '--user-card-edge-height': `${CARD_EDGE_REM}rem`,
  '--user-card-line-height': `${CARD_LINE_REM}rem`,
  '--user-card-gap': `${CARD_GAP_REM}rem`,
} as CSSProperties;

/** Pixels per rem right now (16 unless the reader changed the browser's font size). */
export function remPx(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

export function rowHeightRem(): number {
  return ROW_REM;
}

/** A card: the login line, a line each for full name and e-mail when there are any, role and state. */
export function cardHeightRem(user: UserModel): number {
  const lines = (user.fullName ? 1 : 0) + (user.email ? 1 : 0);
  const content = 2 * CARD_EDGE_REM + lines * CARD_LINE_REM + (lines + 1) * CARD_LINE_GAP_REM;
  return 2 * CARD_PADDING_REM + CARD_BORDER_REM + content + CARD_GAP_REM;
}
