"""Shared parts of the compatibility scripts in this folder.

Each script talks to an Argus media server the way Network Optix's
published Python samples talk to an Nx Witness 5.1 server: `requests`
with certificate checks off, a reply counts only with status 200, and
the body is parsed as JSON only when its Content-Type is exactly
`application/json`. Anything else ends the script with a message on
stderr and exit code 1.
"""

import argparse
import sys
import time

import requests
import urllib3

urllib3.disable_warnings(urllib3.exceptions.InsecureRequestWarning)

# The samples wait as long as it takes; a test must not.
TIMEOUT_S = 15


def fail(message):
    """Ends the script: exit code 1 with the reason on stderr."""
    print(f'FAILED: {message}', file=sys.stderr)
    sys.exit(1)


def expect(condition, message):
    if not condition:
        fail(message)


def arguments(description, password_help='password of the user'):
    """The shared command line: --url, --username, --password."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument('--url', required=True,
                        help='server base URL, e.g. https://127.0.0.1:7001')
    parser.add_argument('--username', default='admin',
                        help='local user name (default: admin)')
    parser.add_argument('--password', required=True, help=password_help)
    return parser


def send(method, url, session=None, **kwargs):
    """One request as the samples send it (verify=False).

    A connection failure ends the script.
    """
    client = session if session is not None else requests
    try:
        return client.request(method, url, verify=False, timeout=TIMEOUT_S,
                              **kwargs)
    except requests.RequestException as error:
        fail(f'{method} {url}: no reply ({error})')


def describe(response):
    content_type = response.headers.get('Content-Type')
    return (f'{response.request.method} {response.url} -> '
            f'{response.status_code} (Content-Type: {content_type})\n'
            f'{response.text[:2000]}')


def reply_of(response, status=200):
    """The samples' reading of a reply.

    The status must be the expected one; the body is JSON only for
    `application/json`, the raw bytes otherwise.
    """
    if response.status_code != status:
        fail(f'expected status {status}: {describe(response)}')
    if response.headers.get('Content-Type') == 'application/json':
        return response.json()
    return response.content


def json_of(response, kind=dict):
    """A reply that must be JSON of this kind (the samples index it)."""
    reply = reply_of(response)
    expect(isinstance(reply, kind),
           f'expected a JSON {kind.__name__} with Content-Type '
           f'application/json: {describe(response)}')
    return reply


def refused(response, status=401):
    """A call that must fail with this status."""
    expect(response.status_code == status,
           f'expected status {status}: {describe(response)}')


def bearer(token):
    return {'Authorization': f'Bearer {token}'}


def login(url, username, password):
    """A session token from POST /rest/v1/login/sessions (no cookie)."""
    session = json_of(send('POST', f'{url}/rest/v1/login/sessions', json={
        'username': username,
        'password': password,
        'setCookie': False,
    }))
    token = session.get('token')
    expect(isinstance(token, str) and token.startswith('vms-'),
           f'the login reply has no vms- token: {session}')
    return token


def logout(url, token):
    reply_of(send('DELETE', f'{url}/rest/v1/login/sessions/{token}',
                  headers=bearer(token)))


def enable_digest(url, username, password):
    """Turns on HTTP Basic/Digest for the user (Nx 5.1 keeps it off).

    The switch needs the password in the same request and a fresh
    session.
    """
    token = login(url, username, password)
    user = json_of(send('PATCH', f'{url}/rest/v1/users/{username}',
                        headers=bearer(token),
                        json={'isHttpDigestEnabled': True,
                              'password': password}))
    expect(user.get('isHttpDigestEnabled') is True,
           f'digest is still off for {username}: {user}')
    logout(url, token)


def print_system_info(reply):
    """Prints the system name and server count of a server-info list.

    Takes the list itself or a legacy envelope around it, as the
    samples do, and returns the system name.
    """
    servers = reply
    if isinstance(reply, dict) and 'reply' in reply:
        servers = reply['reply']
    expect(isinstance(servers, list) and servers,
           f'expected a non-empty list of servers, got {reply!r}')
    name = servers[0].get('systemName')
    expect(isinstance(name, str),
           f'the first server has no systemName: {servers[0]}')
    print(f'System {name} contains {len(servers)} server(s)')
    return name


def system_name(url, token):
    settings = json_of(send('GET', f'{url}/rest/v1/system/settings',
                            headers=bearer(token)))
    return settings.get('systemName')


def wait_for_name(url, name, limit_s):
    """Polls /rest/v1/system/info until the system has this name."""
    deadline = time.monotonic() + limit_s
    delay_s, last = 0.1, 'no answer yet'
    while time.monotonic() < deadline:
        try:
            response = requests.get(f'{url}/rest/v1/system/info',
                                    verify=False, timeout=2)
            content_type = response.headers.get('Content-Type')
            if (response.status_code == 200
                    and content_type == 'application/json'):
                current = response.json().get('name')
                if current == name:
                    return
                last = f'the system is still called {current!r}'
            else:
                last = f'status {response.status_code}'
        except requests.RequestException as error:
            last = f'no answer ({type(error).__name__})'
        time.sleep(delay_s)
        delay_s = min(delay_s * 2, 1.0)
    fail(f'the server did not come back as {name!r} within {limit_s} s: '
         f'{last}')
