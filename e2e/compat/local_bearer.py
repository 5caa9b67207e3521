#!/usr/bin/env python3
"""A Bearer-token session of a local user, as Nx's bearer sample has it.

Asks how the user logs in (it must be local), creates a session, checks
the token has time left, reads every server's information with the
token, reads the system settings (a call that needs a login) with it,
logs out, and checks that the token no longer opens that call.

    local_bearer.py --url https://127.0.0.1:7001 \\
        --username admin --password Password
"""

from nx_compat import (
    arguments, bearer, expect, json_of, print_system_info, refused,
    reply_of, send)


def main():
    args = arguments(__doc__.splitlines()[0]).parse_args()
    url = args.url.rstrip('/')

    user = json_of(send('GET', f'{url}/rest/v1/login/users/{args.username}'))
    expect(user.get('type') == 'local',
           f'{args.username} is not a local user: {user}')

    session = json_of(send('POST', f'{url}/rest/v1/login/sessions', json={
        'username': args.username,
        'password': args.password,
        'setCookie': False,
    }))
    token = session.get('token')
    expect(isinstance(token, str) and token.startswith('vms-'),
           f'no vms- token in {session}')

    # The token in the path is the credential here: no header.
    info = json_of(send('GET', f'{url}/rest/v1/login/sessions/{token}'))
    expires_in_s = info.get('expiresInS')
    expect(isinstance(expires_in_s, int) and expires_in_s > 0,
           f'the new token has no time left: {info}')
    print(f'Token expires in {expires_in_s} s')

    servers = json_of(send('GET', f'{url}/rest/v1/servers/*/info',
                           headers=bearer(token)), list)
    system_name = print_system_info(servers)

    # /servers/*/info answers anyone; the settings need a login.
    settings_url = f'{url}/rest/v1/system/settings'
    refused(send('GET', settings_url))
    settings = json_of(send('GET', settings_url, headers=bearer(token)))
    expect(settings.get('systemName') == system_name,
           f'the settings name the system {settings.get("systemName")!r}, '
           f'not {system_name!r}')

    reply_of(send('DELETE', f'{url}/rest/v1/login/sessions/{token}',
                  headers=bearer(token)))
    refused(send('GET', settings_url, headers=bearer(token)))
    print('OK: a bearer session from login to logout')


if __name__ == '__main__':
    main()
