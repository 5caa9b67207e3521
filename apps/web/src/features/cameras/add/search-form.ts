import type { DeviceSearchRequest } from '@argus/contract/mediaserver';

export interface SearchFormValues {
  address: string;
  port: string;
  user: string;
  password: string;
}

export const EMPTY_SEARCH_FORM: SearchFormValues = { address: '', port: '', user: '', password: '' };

/** What is wrong with the form, as keys of the `cameras` namespace; empty when it may be sent. */
export function searchFormErrors(values: SearchFormValues): Partial<Record<keyof SearchFormValues, string>> {
  const errors: Partial<Record<keyof SearchFormValues, string>> = {};
  if (!values.address.trim()) errors.address = 'add.errors.addressRequired';
  const port = values.port.trim();
  if (port && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535))
    errors.port = 'add.errors.port';
  return errors;
}

/** The search request of valid form values. */
export function searchRequestOf(values: SearchFormValues): DeviceSearchRequest {
  const port = values.port.trim();
  const user = values.user.trim();
  return {
    target: values.address.trim(),
    ...(port ? { port: Number(port) } : {}),
    ...(user || values.password ? { credentials: { user, password: values.password } } : {}),
  };
}
