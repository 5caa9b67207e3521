import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { useCallback, useState } from 'react';
import { notify } from '../../../ui/notify.ts';
import { apiErrorText } from '../api-error-text.ts';
import { changedValues } from './change-detection.ts';
import { type ProcessState, useProcess } from './useProcess.ts';

export interface ApplyFormOptions<T extends object> {
  /** The values as the server has them; a new object (a refetch) becomes the new original. */
  loaded: T;
  /** An error (an i18n key) per invalid field; any error blocks applying. */
  validate(values: T): FormErrors;
  /** Sends the changes; resolves the values that are now saved (the new original). Failures throw. */
  save(changes: Partial<T>, values: T): Promise<T>;
  /** Toasts after saving. */
  texts: { saved: string; failed: string };
}

/** An editable page with an apply bar: a `@mantine/form` form plus change tracking and saving. */
export interface ApplyForm<T extends object> {
  form: UseFormReturnType<T>;
  /** The fields whose values differ from the original. */
  changes: Partial<T>;
  hasChanges: boolean;
  isValid: boolean;
  /** Back to the original values. */
  discard(): void;
  /** Saves the changes with a toast; resolves true on success (or when nothing changed). */
  apply(): Promise<boolean>;
  /** The Save button's state while `apply` runs through it. */
  process: { state: ProcessState; run(): Promise<boolean> };
}

/**
 * The form behind an apply bar (spec 000 §5 change detection): fields are checked as they change, only the
 * changed values are saved, and the saved values become the original. New data from the server replaces the
 * original while unsaved edits of other fields survive.
 */
export function useApplyForm<T extends object>({
  loaded,
  validate,
  save,
  texts,
}: ApplyFormOptions<T>): ApplyForm<T> {
  const form = useForm<T>({
    mode: 'controlled',
    initialValues: loaded,
    validate,
    validateInputOnChange: true,
  });
  const { getInitialValues, getValues, setInitialValues, setValues } = form;
  // Taken over while rendering (not in an effect), so that no field ever renders the values of before.
  const [syncedWith, setSyncedWith] = useState(loaded);
  if (syncedWith !== loaded) {
    const edits = changedValues(getInitialValues(), getValues());
    setInitialValues(loaded);
    setValues({ ...loaded, ...edits });
    setSyncedWith(loaded);
  }

  const apply = useCallback(async (): Promise<boolean> => {
    const values = getValues();
    const changes = changedValues(getInitialValues(), values);
    if (Object.keys(changes).length === 0) return true;
    try {
      const saved = await save(changes, values);
      setInitialValues(saved);
      setValues(saved);
      notify.success(texts.saved);
      return true;
    } catch (err) {
      notify.danger(apiErrorText(err, texts.failed), { long: true });
      return false;
    }
  }, [getInitialValues, getValues, setInitialValues, setValues, save, texts]);
  const process = useProcess(apply);

  const changes = changedValues(getInitialValues(), getValues());
  return {
    form,
    changes,
    hasChanges: Object.keys(changes).length > 0,
    isValid: form.isValid(),
    discard: form.reset,
    apply,
    process,
  };
}
