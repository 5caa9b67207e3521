import { describe, expect, it } from 'vitest';
import { filterByLevel, lineLevelOf, parseLogText } from './log-lines.ts';

describe('log lines', () => {
  it('take their level from the logger number of a JSON line', () => {
    expect(lineLevelOf('{"level":60,"msg":"x"}')).toBe('error');
    expect(lineLevelOf('{"level":50,"msg":"x"}')).toBe('error');
    expect(lineLevelOf('{"level":40,"time":1}')).toBe('warning');
    expect(lineLevelOf('{"level":30}')).toBe('info');
    expect(lineLevelOf('{"level":20}')).toBe('debug');
    expect(lineLevelOf('{"level":10}')).toBe('verbose');
    expect(lineLevelOf('    at Object.<anonymous> (file.js:1:1)')).toBeNull();
    expect(lineLevelOf('{"msg":"level later","level":30}')).toBeNull();
  });

  it('split the text into lines, oldest first, without a last empty one', () => {
    expect(parseLogText('')).toEqual([]);
    expect(parseLogText('{"level":30}\nplain\n').map((l) => [l.index, l.level])).toEqual([
      [0, 'info'],
      [1, null],
    ]);
    expect(parseLogText('a\nb').map((l) => l.text)).toEqual(['a', 'b']);
  });

  it('filter by the least severe level to show, keeping lines without one', () => {
    const lines = parseLogText(
      [
        '{"level":50,"msg":"e"}',
        '{"level":40,"msg":"w"}',
        '{"level":30,"msg":"i"}',
        'trace line',
        '{"level":20}',
      ].join('\n'),
    );
    expect(filterByLevel(lines, 'error').map((l) => l.index)).toEqual([0, 3]);
    expect(filterByLevel(lines, 'warning').map((l) => l.index)).toEqual([0, 1, 3]);
    expect(filterByLevel(lines, 'verbose')).toHaveLength(5);
  });
});
