#!/usr/bin/env python3
"""Database restore with Bearer sessions, as Nx's system_restore_bearer.py.

First, to have a backup to restore, the script saves one (GET
/rest/v1/system/database with a session of its own) and renames the
system. Then it makes the calls of Nx's bearer restore sample, in its
order: the user's login type, two sessions, both sessions' info, POST
/rest/v1/system/database {data} with the first, and at once DELETE of
the second session with its own token. The server answers that DELETE
although it restarts for the restore. Last, the script waits until the
restarted server has the old name again, and checks that the first
session still works and that the server reports the restore as done.

    system_restore_bearer.py --url https://127.0.0.1:7001 \\
        --username admin --password Password
"""

import base64
import json
import os
import tempfile

from nx_compat import (
    arguments, bearer, expect, json_of, login, logout, reply_of, send,
    system_name, wait_for_name)


def save_backup(url, username, password, path):
    """A backup file to restore, and the system's name in it."""
    token = login(url, username, password)
    dump = json_of(send('GET', f'{url}/rest/v1/system/database',
                        headers=bearer(token)))
    expect(isinstance(dump.get('data'), str),
           f'no base64 data in the backup reply: {str(dump)[:200]}')
    with open(path, 'wb') as file:
        file.write(base64.b64decode(dump['data']))
    name = system_name(url, token)
    renamed = f'{name} (after the backup)'
    json_of(send('PATCH', f'{url}/rest/v1/system/settings',
                 headers=bearer(token), json={'systemName': renamed}))
    expect(system_name(url, token) == renamed, 'the rename did not apply')
    logout(url, token)
    print(f'Backup of "{name}" saved; the system is now "{renamed}"')
    return name


def check_session(url, token):
    """The sample's check: the token's info says it has not expired."""
    info = json_of(send('GET', f'{url}/rest/v1/login/sessions/{token}'))
    expect(int(info.get('expiresInS', 0)) >= 1, f'expired token: {info}')


def restore_as_the_sample_does(url, username, password, path):
    """Nx's system_restore_bearer.py main(), call for call."""
    user = json_of(send('GET', f'{url}/rest/v1/login/users/{username}'))
    expect(user.get('username') == 'admin' or user.get('type') != 'cloud',
           f'{username} is not a local user: {user}')
    primary = login(url, username, password)
    secondary = login(url, username, password)
    check_session(url, primary)
    check_session(url, secondary)

    with open(path, 'br') as recovery:
        body = json.dumps({'data': base64.b64encode(recovery.read()).decode()})
    reply_of(send('POST', f'{url}/rest/v1/system/database',
                  headers={**bearer(primary), 'Content-type': 'application/json'},
                  data=body))
    print('Restore accepted; the server restarts')
    reply_of(send('DELETE', f'{url}/rest/v1/login/sessions/{secondary}',
                  headers=bearer(secondary)))
    print('The second session was deleted right after the restore')
    return primary


def main():
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument('--restart-limit', type=float, default=60,
                        help='seconds to wait for the restart (default: 60)')
    args = parser.parse_args()
    url = args.url.rstrip('/')

    with tempfile.TemporaryDirectory(prefix='nx-compat-') as directory:
        path = os.path.join(directory, 'systembackup.db')
        old_name = save_backup(url, args.username, args.password, path)
        primary = restore_as_the_sample_does(
            url, args.username, args.password, path)

    wait_for_name(url, old_name, args.restart_limit)
    check_session(url, primary)
    state = json_of(send('GET', f'{url}/rest/v1/system/database/restore',
                         headers=bearer(primary)))
    expect(state.get('state') == 'restored',
           f'the server does not report the restore as done: {state}')
    print(f'OK: the server is back as "{old_name}", the session still works')


if __name__ == '__main__':
    main()
