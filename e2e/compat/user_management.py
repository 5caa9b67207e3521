#!/usr/bin/env python3
"""Local users through /rest/v1/users with a Bearer session, as in 5.1.

Creates a user with a short, weak password (Nx 5.1 takes any non-empty
password, and so does a system set up without a preset), logs in as
that user, changes its full name and password, lists the users, creates
a second user with PUT at a new id, deletes both, and checks that
methods the collection does not serve answer 405.

    user_management.py --url https://127.0.0.1:7001 \\
        --username admin --password Password
"""

import uuid

from nx_compat import (
    arguments, bearer, expect, json_of, login, logout, refused, reply_of,
    send)

VIEWER_ROLE_ID = '00000000-0000-0000-0000-100000000003'
LIVE_VIEWER_ROLE_ID = '00000000-0000-0000-0000-100000000004'
FIRST, SECOND = 'compat_user_1', 'compat_user_2'


def same_id(a, b):
    return str(a).strip('{}').lower() == str(b).strip('{}').lower()


def user_names(url, headers):
    listed = json_of(send('GET', f'{url}/rest/v1/users', headers=headers),
                     list)
    return {user.get('name'): user for user in listed}


def main():
    args = arguments(__doc__.splitlines()[0]).parse_args()
    url = args.url.rstrip('/')
    users = f'{url}/rest/v1/users'
    token = login(url, args.username, args.password)
    admin = bearer(token)

    created = json_of(send('POST', users, headers=admin, json={
        'name': FIRST,
        'fullName': 'Compat User',
        'email': 'compat.user@example.com',
        'type': 'local',
        'password': '123',
        'userRoleId': VIEWER_ROLE_ID,
    }))
    user_id = created.get('id')
    expect(user_id and created.get('name') == FIRST,
           f'unexpected new user: {created}')
    expect('password' not in created,
           f'the reply shows the password: {created}')
    print(f'Created {FIRST} ({user_id}) with the password "123"')

    user_token = login(url, FIRST, '123')
    json_of(send('GET', f'{users}/{user_id}', headers=bearer(user_token)))

    changed = json_of(send('PATCH', f'{users}/{user_id}', headers=admin,
                           json={'fullName': 'Compat User Renamed',
                                 'password': 'abc'}))
    expect(changed.get('fullName') == 'Compat User Renamed',
           f'the change did not apply: {changed}')
    # The old password is wrong now, and the user's session has ended.
    refused(send('POST', f'{url}/rest/v1/login/sessions',
                 json={'username': FIRST, 'password': '123'}), 422)
    refused(send('GET', f'{users}/{user_id}', headers=bearer(user_token)))
    logout(url, login(url, FIRST, 'abc'))
    print('Changed its full name and password')

    new_id = str(uuid.uuid4())
    put = json_of(send('PUT', f'{users}/{new_id}', headers=admin, json={
        'name': SECOND,
        'type': 'local',
        'password': 'x',
        'userRoleId': LIVE_VIEWER_ROLE_ID,
    }))
    expect(same_id(put.get('id'), new_id) and put.get('name') == SECOND,
           f'PUT at {new_id} did not create that user: {put}')
    fetched = json_of(send('GET', f'{users}/{new_id}', headers=admin))
    expect(fetched.get('name') == SECOND, f'GET of the PUT user: {fetched}')
    print(f'PUT created {SECOND} ({new_id})')

    names = user_names(url, admin)
    expect({'admin', FIRST, SECOND} <= set(names),
           f'the list lacks a user: {sorted(names)}')
    expect(names[FIRST].get('fullName') == 'Compat User Renamed',
           f'the list shows an old full name: {names[FIRST]}')
    print(f'The system has {len(names)} user account(s)')

    for method in ('DELETE', 'PATCH'):
        response = send(method, users, headers=admin, json={})
        refused(response, 405)
        print(f'{method} /rest/v1/users: 405 {response.text}')

    for removed in (user_id, new_id):
        reply_of(send('DELETE', f'{users}/{removed}', headers=admin))
        refused(send('GET', f'{users}/{removed}', headers=admin), 404)
    left = set(user_names(url, admin))
    expect(not left & {FIRST, SECOND}, f'deleted users are listed: {left}')
    logout(url, token)
    print('OK: create, change, list, PUT-create, delete')


if __name__ == '__main__':
    main()
