#!/usr/bin/env python3
"""Sets up a brand-new system and its settings with a cookie session.

The calls follow Nx's "configure system via API" sample: a
requests.Session logs in as admin/admin with setCookie, sets the system
up with a name and a local admin password (no preset), logs in again
with the new password, then reads and PATCHes /rest/v2/system/settings.
No Authorization or CSRF header is ever sent: the session cookie is the
only credential.

    configure_system.py --url https://127.0.0.1:7001 \\
        --system-name Site --password NewPassword
"""

import requests

from nx_compat import (
    arguments, expect, fail, json_of, refused, reply_of, send)

FACTORY_PASSWORD = 'admin'
COOKIE = 'x-runtime-guid'
SWITCHES = (
    'autoDiscoveryEnabled', 'cameraSettingsOptimization', 'statisticsAllowed')


def cookie_login(session, url, username, password):
    """Logs the session in with setCookie; returns the session token."""
    reply = json_of(send('POST', f'{url}/rest/v2/login/sessions', session,
                         json={'username': username,
                               'password': password,
                               'setCookie': True}))
    token = reply.get('token')
    expect(isinstance(token, str) and token.startswith('vms-'),
           f'no session token in {reply}')
    expect(session.cookies.get(COOKIE) == token,
           f'the login set no {COOKIE} cookie with its token')
    return token


def read_settings(session, url):
    return json_of(send('GET', f'{url}/rest/v2/system/settings', session))


def patch_settings(session, url, values):
    reply = json_of(send('PATCH', f'{url}/rest/v2/system/settings', session,
                         json=values))
    for name, value in values.items():
        expect(reply.get(name) == value,
               f'PATCH {name}={value!r} replied {name}={reply.get(name)!r}')


def main():
    parser = arguments(__doc__.splitlines()[0],
                       'the local admin password to set up')
    parser.add_argument('--system-name', required=True)
    args = parser.parse_args()
    url = args.url.rstrip('/')

    session = requests.Session()
    cookie_login(session, url, args.username, FACTORY_PASSWORD)
    reply_of(send('POST', f'{url}/rest/v2/system/setup', session, json={
        'name': args.system_name,
        'settings': {},
        'local': {'password': args.password},
    }))
    print(f'System "{args.system_name}" is set up')

    # As the sample does: end the setup session, then log in again.
    reply_of(send('DELETE', f'{url}/rest/v2/login/sessions/current',
                  session))
    expect(not session.cookies.get(COOKIE),
           'logging out left the session cookie in place')
    # The factory password is gone (Nx: 422 "Wrong password.").
    refused(send('POST', f'{url}/rest/v2/login/sessions',
                 json={'username': args.username,
                       'password': FACTORY_PASSWORD}), 422)
    token = cookie_login(session, url, args.username, args.password)

    settings = read_settings(session, url)
    expect(settings.get('systemName') == args.system_name,
           f'systemName is {settings.get("systemName")!r}, '
           f'not {args.system_name!r}')
    wanted = {}
    for name in SWITCHES:
        if not isinstance(settings.get(name), bool):
            fail(f'setting {name} is {settings.get(name)!r}, not a boolean')
        wanted[name] = not settings[name]

    # One PATCH per setting, as the sample sends them.
    discovery = wanted['autoDiscoveryEnabled']
    patch_settings(session, url, {'autoDiscoveryEnabled': discovery,
                                  'autoDiscoveryResponseEnabled': discovery})
    patch_settings(session, url, {
        'cameraSettingsOptimization': wanted['cameraSettingsOptimization']})
    patch_settings(session, url,
                   {'statisticsAllowed': wanted['statisticsAllowed']})

    settings = read_settings(session, url)
    for name, value in wanted.items():
        expect(settings.get(name) == value,
               f'{name} reads back as {settings.get(name)!r} '
               f'after setting {value!r}')
        print(f'{name}: {value}')

    reply_of(send('DELETE', f'{url}/rest/v2/login/sessions/current',
                  session))
    refused(send('GET', f'{url}/rest/v2/system/settings',
                 cookies={COOKIE: token}))
    print('OK: setup and settings through a cookie session')


if __name__ == '__main__':
    main()
