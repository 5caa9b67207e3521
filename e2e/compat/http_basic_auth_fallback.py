#!/usr/bin/env python3
"""A session token sent as HTTP Basic, as Nx 6.0's fallback sample has it.

Clients that can only do HTTP Basic (old HTTP libraries, some
integrations) log in with the Nx 6.0 call, POST /rest/v3/login/sessions,
and then send the session token as the password of the user name `-`
with requests' HTTPBasicAuth. The script checks the session with that
credential, reads every server's information, the system settings and
the legacy module information with it, logs out with it, and checks
that the token no longer opens anything.

    http_basic_auth_fallback.py --url https://127.0.0.1:7001 \\
        --username admin --password Password
"""

from requests.auth import HTTPBasicAuth

from nx_compat import (
    arguments, expect, json_of, print_system_info, refused, reply_of, send)


def main():
    args = arguments(__doc__.splitlines()[0]).parse_args()
    url = args.url.rstrip('/')

    session = json_of(send('POST', f'{url}/rest/v3/login/sessions', json={
        'username': args.username,
        'password': args.password,
    }))
    token = session.get('token')
    expect(isinstance(token, str) and token.startswith('vms-'),
           f'no vms- token in {session}')
    auth = HTTPBasicAuth('-', token)

    info = json_of(send('GET', f'{url}/rest/v3/login/sessions/current',
                        auth=auth))
    expect(info.get('username') == args.username and
           info.get('token') == token,
           f'the session is not the one just made: {info}')
    print(f'Token expires in {info.get("expiresInS")} s')

    servers = json_of(send('GET', f'{url}/rest/v2/servers/*/info',
                           auth=auth), list)
    system_name = print_system_info(servers)

    settings_url = f'{url}/rest/v2/system/settings'
    refused(send('GET', settings_url))
    settings = json_of(send('GET', settings_url, auth=auth))
    expect(settings.get('systemName') == system_name,
           f'the settings name the system {settings.get("systemName")!r}, '
           f'not {system_name!r}')

    envelope = json_of(send(
        'GET', f'{url}/api/moduleInformationAuthenticated?allModules=true',
        auth=auth))
    expect(str(envelope.get('error')) == '0',
           f'the legacy envelope reports an error: {envelope}')
    print_system_info(envelope)

    reply_of(send('DELETE', f'{url}/rest/v3/login/sessions/{token}',
                  auth=auth))
    refused(send('GET', settings_url, auth=auth))
    print('OK: a v3 session used through HTTP Basic, from login to logout')


if __name__ == '__main__':
    main()
