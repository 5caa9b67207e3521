#!/usr/bin/env python3
"""HTTP Digest and Basic for a local user, as Nx's digest sample has it.

Nx 5.1 keeps Basic and Digest off for every user, so the script first
turns them on for the user with a Bearer session. Then it reads the
module information of all servers with requests' HTTPDigestAuth, as
the sample does, and the authenticated variant of that call (which
answers with a Digest challenge first) with HTTPDigestAuth and with
HTTPBasicAuth.

    local_digest.py --url https://127.0.0.1:7001 \\
        --username admin --password Password
"""

from requests.auth import HTTPBasicAuth, HTTPDigestAuth

from nx_compat import (
    arguments, enable_digest, expect, json_of, print_system_info, refused,
    send)

PROTECTED = '/api/moduleInformationAuthenticated'


def module_information(url, path, auth):
    envelope = json_of(send('GET', f'{url}{path}?allModules=true',
                            auth=auth))
    expect(str(envelope.get('error')) == '0',
           f'the legacy envelope reports an error: {envelope}')
    expect(isinstance(envelope.get('reply'), list),
           f'reply of {path}?allModules=true is not a list: {envelope}')
    return print_system_info(envelope)


def main():
    args = arguments(__doc__.splitlines()[0]).parse_args()
    url = args.url.rstrip('/')

    enable_digest(url, args.username, args.password)
    user = json_of(send('GET', f'{url}/rest/v1/login/users/{args.username}'))
    expect('http' in str(user.get('methods', '')).split('|'),
           f'{args.username} cannot log in with Basic/Digest: {user}')

    digest = HTTPDigestAuth(args.username, args.password)
    name = module_information(url, '/api/moduleInformation', digest)

    challenge = send('GET', f'{url}{PROTECTED}?allModules=true')
    refused(challenge)
    scheme = challenge.headers.get('WWW-Authenticate', '')
    expect(scheme.startswith('Digest ') and 'realm="VMS"' in scheme,
           f'the 401 has no Digest challenge for realm VMS: {scheme!r}')

    for auth in (digest, HTTPBasicAuth(args.username, args.password)):
        kind = type(auth).__name__
        expect(module_information(url, PROTECTED, auth) == name,
               f'{kind} sees another system name than {name!r}')
        print(f'{kind}: OK')

    wrong = HTTPDigestAuth(args.username, args.password + '-wrong')
    refused(send('GET', f'{url}{PROTECTED}?allModules=true', auth=wrong))
    print('OK: HTTP Digest and Basic')


if __name__ == '__main__':
    main()
