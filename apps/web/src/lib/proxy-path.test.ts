import { endpointPath } from '@argus/contract';
import { loginEndpoints, systemEndpoints } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { callUrl } from './endpoint-request.ts';
import { throughProxy } from './proxy-path.ts';

describe('throughProxy', () => {
  it('puts the endpoint behind /proxy/https/<host:port>, the port not read as a parameter', () => {
    const info = throughProxy(systemEndpoints.info, '10.0.0.2:7001');
    expect(endpointPath(info)).toBe('/proxy/https/10.0.0.2%3A7001/rest/v1/system/info');
    expect(info.method).toBe('GET');
    expect(info.reply).toBe(systemEndpoints.info.reply);
  });

  it('keeps the path parameters, the query and the method of the endpoint', () => {
    const login = throughProxy(loginEndpoints.logIn, '[::1]:7001');
    expect(callUrl(login, {})).toBe('/proxy/https/%5B%3A%3A1%5D%3A7001/rest/v1/login/sessions');
    expect(login.method).toBe('POST');
  });

  it('names another protocol when asked', () => {
    expect(endpointPath(throughProxy(systemEndpoints.info, 'host', 'http'))).toBe(
      '/proxy/http/host/rest/v1/system/info',
    );
  });
});
