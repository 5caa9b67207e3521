import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import { useComputedColorScheme } from '@mantine/core';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { invalidFrame, mantineSurface } from './editor-theme.ts';

export interface JsonEditorProps {
  value: string;
  onChange(text: string): void;
  readOnly: boolean;
  invalid: boolean;
  /** Ids of the label and of the texts that describe the field (description, error). */
  labelledBy: string;
  describedBy: string;
}

/**
 * A JSON editor (CodeMirror): syntax highlighting, bracket matching, folding, and the parse error marked where
 * it is. Tab leaves the editor, as in any other field. Loaded on its own, only where a JSON setting is shown.
 */
export default function JsonEditor({
  value,
  onChange,
  readOnly,
  invalid,
  labelledBy,
  describedBy,
}: JsonEditorProps) {
  const scheme = useComputedColorScheme('light');
  const extensions = useMemo(
    () => [
      json(),
      linter(jsonParseLinter(), { delay: 300 }),
      lintGutter(),
      mantineSurface,
      ...(invalid ? [invalidFrame] : []),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({
        'aria-labelledby': labelledBy,
        'aria-describedby': describedBy,
        'aria-invalid': invalid ? 'true' : 'false',
      }),
    ],
    [invalid, labelledBy, describedBy],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      theme={scheme}
      readOnly={readOnly}
      editable={!readOnly}
      indentWithTab={false}
      minHeight="72px"
      maxHeight="320px"
      basicSetup={{ highlightActiveLine: false, highlightActiveLineGutter: false, searchKeymap: false }}
    />
  );
}
