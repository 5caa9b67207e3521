import { type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { useRef } from 'react';

/**
 * A `@mantine/form` form whose errors stay hidden until the first submit and from then on follow every
 * change (every field is checked again, so a confirmation follows its password). `reset` hides them again.
 */
export function useFormCheckedAfterSubmit<T extends object>(options: UseFormInput<T>): UseFormReturnType<T> {
  const submitted = useRef(false);
  const form: UseFormReturnType<T> = useForm<T>({
    ...options,
    mode: 'controlled',
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      options.onValuesChange?.(values, previous);
      if (submitted.current) form.validate();
    },
  });
  return {
    ...form,
    onSubmit: (handle, failed) => {
      const submit = form.onSubmit(handle, failed);
      return (event) => {
        submitted.current = true;
        submit(event);
      };
    },
    reset: () => {
      submitted.current = false;
      form.reset();
    },
  };
}
