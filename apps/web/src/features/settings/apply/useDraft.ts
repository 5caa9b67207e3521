import { useCallback, useMemo, useState } from 'react';
import { changedValues } from './change-detection.ts';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export interface Draft<T extends Record<string, unknown>> {
  values: T;
  original: T;
  changes: Partial<T>;
  hasChanges: boolean;
  errors: FieldErrors<T>;
  isValid: boolean;
  setField<K extends keyof T>(key: K, value: T[K]): void;
  /** Back to the original values. */
  discard(): void;
  /** The saved values become the new original. */
  commit(saved: T): void;
}

/**
 * Editable copy of loaded values. `validate` returns an error message key per invalid field; any error
 * blocks applying (spec 000 §5 change detection).
 */
export function useDraft<T extends Record<string, unknown>>(
  loaded: T,
  validate: (values: T) => FieldErrors<T> = () => ({}),
): Draft<T> {
  const [original, setOriginal] = useState(loaded);
  const [values, setValues] = useState(loaded);
  const [loadedRef, setLoadedRef] = useState(loaded);
  // New data from the server (a refetch) replaces the original; unsaved edits on other fields survive.
  if (loadedRef !== loaded) {
    setLoadedRef(loaded);
    setOriginal(loaded);
    setValues((v) => ({ ...loaded, ...changedValues(original, v) }));
  }
  const changes = useMemo(() => changedValues(original, values), [original, values]);
  const errors = useMemo(() => validate(values), [validate, values]);
  const setField = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  }, []);
  const discard = useCallback(() => setValues(original), [original]);
  const commit = useCallback((saved: T) => {
    setOriginal(saved);
    setValues(saved);
  }, []);
  return {
    values,
    original,
    changes,
    hasChanges: Object.keys(changes).length > 0,
    errors,
    isValid: Object.values(errors).every((e) => !e),
    setField,
    discard,
    commit,
  };
}
