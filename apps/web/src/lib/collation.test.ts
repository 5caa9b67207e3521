import { describe, expect, it } from 'vitest';
import { sortCollator } from './collation.ts';

const ALPHABET = 'aAbBzZ019 _-.äé';

/** A seeded generator, so a failure repeats. */
function randomOf(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function names(count: number, seed: number): string[] {
  const random = randomOf(seed);
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() * 8);
    return Array.from({ length }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
  });
}

describe('sort collator', () => {
  for (const options of [
    { sensitivity: 'base', numeric: true },
    { sensitivity: 'base' },
  ] as Intl.CollatorOptions[])
    for (const locale of ['en-US', 'de-DE'])
      it(`orders names as Intl.Collator does (${locale}, ${JSON.stringify(options)})`, () => {
        const collator = new Intl.Collator(locale, options);
        const sort = sortCollator(locale, options);
        const list = [...names(3000, 7), 'Camera 9', 'Camera 10', 'camera 010', 'Camera 1', 'cam_1', 'cam-1'];
        const collated = list.map((text) => sort.collated(text));
        for (let i = 0; i < collated.length; i++) {
          const a = collated[i]!;
          const b = collated[(i * 7919 + 13) % collated.length]!;
          expect(Math.sign(sort.compare(a, b)), `${a.text} vs ${b.text}`).toBe(
            Math.sign(collator.compare(a.text, b.text)),
          );
        }
        const byKeys = [...collated].sort(sort.compare).map((c) => c.text);
        const byCollator = [...list].sort(collator.compare);
        expect(byKeys.map((t, i) => collator.compare(t, byCollator[i]!))).toEqual(byKeys.map(() => 0));
      });

  it('gives plain names a key and leaves the others to the collator', () => {
    const sort = sortCollator('en-US', { sensitivity: 'base', numeric: true });
    expect(sort.collated('Camera 7').key).not.toBeNull();
    expect(sort.collated('Kamera Süd').key).toBeNull();
    expect(sort.collated(`n${'9'.repeat(17)}`).key).toBeNull();
  });
});
