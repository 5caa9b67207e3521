#!/usr/bin/env python3
"""Database backup with Bearer sessions, restore with HTTP Digest.

The backup makes the calls of Nx's bearer backup sample: two sessions,
the database from GET /rest/v1/system/database with the first, the
second logged out, the base64 data written to a .db file. The script
then renames the system and restores the file with
POST /ec2/restoreDatabase {data} under requests' HTTPDigestAuth, as the
digest restore sample does (so Digest is turned on for the user first).
The server restarts with the restored database; the script polls,
within a time limit, until it answers with the old system name again.

    backup_restore.py --url https://127.0.0.1:7001 \\
        --username admin --password Password
"""

import base64
import json
import os
import tempfile
from datetime import datetime

from requests.auth import HTTPDigestAuth

from nx_compat import (
    arguments, bearer, enable_digest, expect, json_of, login, reply_of,
    send, system_name, wait_for_name)

SQLITE_HEADER = b'SQLite format 3\x00'


def backup(url, username, password, directory):
    """The backup sample's calls; returns the first token, the file."""
    user = json_of(send('GET', f'{url}/rest/v1/login/users/{username}'))
    expect(user.get('type') == 'local',
           f'{username} is not a local user: {user}')
    primary = login(url, username, password)
    secondary = login(url, username, password)
    for token in (primary, secondary):
        info = json_of(send('GET', f'{url}/rest/v1/login/sessions/{token}'))
        expect(int(info.get('expiresInS', 0)) >= 1, f'expired token: {info}')

    dump = json_of(send('GET', f'{url}/rest/v1/system/database',
                        headers=bearer(primary)))
    reply_of(send('DELETE', f'{url}/rest/v1/login/sessions/{secondary}',
                  headers=bearer(secondary)))
    expect(isinstance(dump.get('data'), str),
           f'no base64 data in the backup reply: {str(dump)[:200]}')
    content = base64.b64decode(dump['data'])
    expect(content.startswith(SQLITE_HEADER),
           'the backup is not an SQLite database')

    stamp = datetime.now().strftime('%m-%d-%Y-%H-%M-%S')
    path = os.path.join(directory, f'systembackup_{stamp}.db')
    with open(path, 'wb') as file:
        file.write(content)
    print(f'Backup of {len(content)} bytes written to {path}')
    return primary, path


def restore(url, username, password, path):
    """The digest restore sample's call."""
    with open(path, 'rb') as file:
        body = json.dumps({'data': base64.b64encode(file.read()).decode()})
    reply_of(send('POST', f'{url}/ec2/restoreDatabase',
                  auth=HTTPDigestAuth(username, password),
                  headers={'Content-type': 'application/json'}, data=body))
    print('Restore accepted; the server restarts')


def main():
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument('--restart-limit', type=float, default=60,
                        help='seconds to wait for the restart (default: 60)')
    args = parser.parse_args()
    url = args.url.rstrip('/')
    enable_digest(url, args.username, args.password)

    with tempfile.TemporaryDirectory(prefix='nx-compat-') as directory:
        token, path = backup(url, args.username, args.password, directory)
        old_name = system_name(url, token)
        expect(isinstance(old_name, str) and old_name,
               f'the system has no name: {old_name!r}')

        new_name = f'{old_name} (renamed)'
        renamed = json_of(send('PATCH', f'{url}/rest/v1/system/settings',
                               headers=bearer(token),
                               json={'systemName': new_name}))
        expect(renamed.get('systemName') == new_name,
               f'the rename did not apply: {renamed}')
        expect(system_name(url, token) == new_name,
               'the new name does not read back')
        print(f'Renamed "{old_name}" to "{new_name}"')

        restore(url, args.username, args.password, path)

    wait_for_name(url, old_name, args.restart_limit)
    digest = HTTPDigestAuth(args.username, args.password)
    settings = json_of(send('GET', f'{url}/rest/v1/system/settings',
                            auth=digest))
    expect(settings.get('systemName') == old_name,
           f'after the restore the settings name '
           f'{settings.get("systemName")!r}')
    print(f'OK: the server is back as "{old_name}"')


if __name__ == '__main__':
    main()
