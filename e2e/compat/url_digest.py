#!/usr/bin/env python3
"""URL auth keys, as Nx's URL digest sample makes and sends them.

A key is base64(lower(user):nonce:md5(HA1:nonce:md5("GET:"))) with
HA1 = md5(lower(user):realm:password), the nonce and realm from
/api/getNonce. The sample appends `?auth=<key>` to a path that already
has a query (`/api/moduleInformation?allModules=true?auth=...`); the
script does the same, then puts keys properly (`?auth=`, `&auth=`) on
calls that need a login. Keys work only while HTTP Digest is on for the
user, so the script turns it on first.

    url_digest.py --url https://127.0.0.1:7001 \\
        --username admin --password Password
"""

import base64
import hashlib

from nx_compat import (
    arguments, enable_digest, expect, json_of, print_system_info, refused,
    send)


def md5(text):
    return hashlib.md5(text.encode()).hexdigest()


def auth_key(url, username, password, method='GET'):
    """A URL auth key for this method, from a new nonce."""
    nonce_reply = json_of(send('GET', f'{url}/api/getNonce'))
    reply = nonce_reply.get('reply') or {}
    realm, nonce = reply.get('realm'), reply.get('nonce')
    expect(isinstance(realm, str) and isinstance(nonce, str) and nonce,
           f'/api/getNonce gave no realm and nonce: {nonce_reply}')
    login = username.lower()
    ha1 = md5(f'{login}:{realm}:{password}')
    response = md5(f'{ha1}:{nonce}:{md5(f"{method}:")}')
    return base64.b64encode(f'{login}:{nonce}:{response}'.encode()).decode()


def main():
    args = arguments(__doc__.splitlines()[0]).parse_args()
    url = args.url.rstrip('/')
    enable_digest(url, args.username, args.password)

    def key(password=args.password, method='GET'):
        return auth_key(url, args.username, password, method)

    # Exactly as the sample builds it: a second `?` before auth.
    legacy = json_of(send(
        'GET', f'{url}/api/moduleInformation?allModules=true?auth={key()}'))
    expect(isinstance(legacy.get('reply'), list),
           f'moduleInformation?allModules=true is not a list: {legacy}')
    name = print_system_info(legacy)

    this = json_of(send('GET',
                        f'{url}/rest/v1/servers/this/info?auth={key()}'))
    expect(this.get('systemName') == name,
           f'servers/this/info names another system: {this}')

    # Calls that need a login: refused without a key, answered with one.
    settings = f'{url}/rest/v1/system/settings'
    refused(send('GET', settings))
    reply = json_of(send('GET', f'{settings}?auth={key()}'))
    expect(reply.get('systemName') == name,
           f'the settings name another system: {reply}')
    authenticated = f'{url}/api/moduleInformationAuthenticated?allModules=true'
    refused(send('GET', authenticated))
    reply = json_of(send('GET', f'{authenticated}&auth={key()}'))
    expect(print_system_info(reply) == name, f'another system name: {reply}')

    # A key for another method, or with a wrong password, opens nothing.
    refused(send('GET', f'{settings}?auth={key(method="POST")}'))
    wrong = key(password=args.password + '-wrong')
    refused(send('GET', f'{settings}?auth={wrong}'))
    print('OK: URL auth keys')


if __name__ == '__main__':
    main()
