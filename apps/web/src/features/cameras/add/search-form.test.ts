import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_FORM, searchFormErrors, searchRequestOf } from './search-form.ts';

describe('add camera search form', () => {
  it('needs an address and a port from 1 to 65535 when one is given', () => {
    expect(searchFormErrors(EMPTY_SEARCH_FORM)).toEqual({ address: 'add.errors.addressRequired' });
    const ok = { ...EMPTY_SEARCH_FORM, address: '10.0.0.1-10.0.0.9' };
    expect(searchFormErrors(ok)).toEqual({});
    expect(searchFormErrors({ ...ok, port: '0' })).toEqual({ port: 'add.errors.port' });
    expect(searchFormErrors({ ...ok, port: '65536' })).toEqual({ port: 'add.errors.port' });
    expect(searchFormErrors({ ...ok, port: '80a' })).toEqual({ port: 'add.errors.port' });
    expect(searchFormErrors({ ...ok, port: ' 8554 ' })).toEqual({});
  });

  it('sends the target, the port and credentials only when given', () => {
    expect(searchRequestOf({ ...EMPTY_SEARCH_FORM, address: ' rtsp://h/x ' })).toEqual({
      target: 'rtsp://h/x',
    });
    expect(searchRequestOf({ address: '10.0.0.1', port: '8554', user: ' admin ', password: 'p w' })).toEqual({
      target: '10.0.0.1',
      port: 8554,
      credentials: { user: 'admin', password: 'p w' },
    });
  });
});
