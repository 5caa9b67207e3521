/**
 * Lines of the server's log files as the viewer shows them: each file holds one JSON object per line with the
 * logger's numeric `level` (10 trace … 60 fatal); the viewer names them with the API's levels (§5.8) and
 * filters them by the least severe level to show. A line that is not such an object (a stack trace's
 * continuation, text from an older version) has no level and is shown with every filter.
 */
/** The levels a line may have, from the most severe. */
export const LINE_LEVELS = ['error', 'warning', 'info', 'debug', 'verbose'] as const;
export type LineLevel = (typeof LINE_LEVELS)[number];

export interface LogLine {
  /** The position in the text, a stable key for the list. */
  index: number;
  text: string;
  level: LineLevel | null;
}

const LEVEL_FIELD = /^\s*\{\s*"level"\s*:\s*(\d+)/;

/** The API's name of a logger level number; fatal counts as error, trace as verbose. */
export function lineLevelOfNumber(value: number): LineLevel {
  if (value >= 50) return 'error';
  if (value >= 40) return 'warning';
  if (value >= 30) return 'info';
  if (value >= 20) return 'debug';
  return 'verbose';
}

export function lineLevelOf(text: string): LineLevel | null {
  const match = LEVEL_FIELD.exec(text);
  return match ? lineLevelOfNumber(Number(match[1])) : null;
}

/** The lines of `/api/showLog`'s text, oldest first. */
export function parseLogText(text: string): LogLine[] {
  if (text === '') return [];
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  return lines.map((line, index) => ({ index, text: line, level: lineLevelOf(line) }));
}

/** The lines at `least` or more severe (and those without a level). */
export function filterByLevel(lines: readonly LogLine[], least: LineLevel): LogLine[] {
  const limit = LINE_LEVELS.indexOf(least);
  return lines.filter((l) => l.level === null || LINE_LEVELS.indexOf(l.level) <= limit);
}
