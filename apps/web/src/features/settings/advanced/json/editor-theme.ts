import { EditorView, type Extension, Prec } from '@uiw/react-codemirror';

/**
 * The editor's surface in Mantine's colours: background, text, gutters, border, focus ring and font come from
 * Mantine's CSS variables, so one theme follows the light and the dark scheme. Token colours come from
 * CodeMirror's light highlighting or One Dark (the `theme` prop).
 */
export const mantineSurface: Extension = Prec.highest(
  EditorView.theme({
    '&': {
      backgroundColor: 'var(--mantine-color-body)',
      color: 'var(--mantine-color-text)',
      border: '1px solid var(--mantine-color-default-border)',
      borderRadius: 'var(--mantine-radius-sm)',
      fontSize: 'var(--mantine-font-size-sm)',
    },
    '&.cm-focused': {
      outline: '2px solid var(--mantine-primary-color-filled)',
      outlineOffset: '-1px',
    },
    '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', lineHeight: '1.5' },
    '.cm-gutters': {
      backgroundColor: 'var(--mantine-color-default-hover)',
      color: 'var(--mantine-color-dimmed)',
      borderRight: '1px solid var(--mantine-color-default-border)',
      borderRadius: 'var(--mantine-radius-sm) 0 0 var(--mantine-radius-sm)',
    },
    '.cm-activeLineGutter': { backgroundColor: 'transparent' },
    '.cm-content': { caretColor: 'var(--mantine-color-text)' },
  }),
);

/** A red frame, focused or not, while the text is not a valid value (after `mantineSurface`, so it wins). */
export const invalidFrame: Extension = Prec.highest(
  EditorView.theme({
    '&': { borderColor: 'var(--mantine-color-error)' },
    '&.cm-focused': { outlineColor: 'var(--mantine-color-error)' },
  }),
);
