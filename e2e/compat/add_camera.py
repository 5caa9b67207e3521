#!/usr/bin/env python3
"""Adds a camera by its address, as Nx's add_camera_digest.py sample does.

The calls follow the sample: GET /api/manualCamera/search (an RTSP
stream by its URL, sent raw in the query; or a camera by start_ip and
port with its credentials), poll /api/manualCamera/status?uuid= until
cameras appear, add the first one (an RTSP stream with GET add and the
numbered uniqueId0/url0/manufacturer0 parameters; a camera with POST
add and a JSON body sent without a Content-Type, as requests sends a
json.dumps string), then GET /api/manualCamera/stop. The sample
authenticates with HTTPDigestAuth (turned on for the user first, as Nx
5.1 keeps it off); --auth bearer uses a session token instead.

    add_camera.py --url https://127.0.0.1:7001 --password Password \\
        --camera rtsp://127.0.0.1:8554/primary
    add_camera.py --url https://127.0.0.1:7001 --password Password \\
        --camera 127.0.0.1:28555 --camera-user admin --camera-password P
"""

import json
import time

from requests.auth import HTTPDigestAuth

from nx_compat import (
    TIMEOUT_S, arguments, bearer, enable_digest, expect, fail, json_of,
    login, logout, send)

POLL_INTERVAL_S = 0.2


class Server:
    """The server's URL and how every call authenticates."""

    def __init__(self, url, auth=None, headers=None):
        self.url = url
        self.auth = auth
        self.headers = headers or {}

    def call(self, method, path, **kwargs):
        """A legacy call: 200, JSON, and an envelope without error."""
        envelope = json_of(send(method, f'{self.url}{path}', auth=self.auth,
                                headers=self.headers, **kwargs))
        expect(str(envelope.get('error')) == '0',
               f'{method} {path} reports an error: {envelope}')
        return envelope


def search_path(camera, user, password):
    """The sample's search: a stream by its URL, or start_ip and port."""
    if camera.startswith('rtsp://'):
        return f'/api/manualCamera/search?url={camera}'
    ip, port = camera.rsplit(':', 1)
    return (f'/api/manualCamera/search?start_ip={ip}&port={port}'
            f'&user={user}&password={password}')


def search(server, path):
    """Starts the search and polls its status until cameras appear."""
    started = server.call('GET', path)
    uuid = started.get('reply', {}).get('processUuid')
    expect(isinstance(uuid, str) and uuid,
           f'the search reply has no processUuid: {started}')
    deadline = time.monotonic() + TIMEOUT_S
    while True:
        status = server.call('GET', f'/api/manualCamera/status?uuid={uuid}')
        cameras = status['reply'].get('cameras')
        expect(isinstance(cameras, list),
               f'the status reply has no list of cameras: {status}')
        if cameras:
            return uuid, cameras
        if time.monotonic() > deadline:
            fail(f'no camera found within {TIMEOUT_S} s: {status}')
        time.sleep(POLL_INTERVAL_S)


def add(server, found, is_stream, user, password):
    """Adds the first camera found, in the sample's two ways."""
    if is_stream:
        server.call('GET', '/api/manualCamera/add', params={
            'user': user,
            'password': password,
            'uniqueId0': found['uniqueId'],
            'url0': found['url'],
            'manufacturer0': found['manufacturer'],
        })
    else:
        server.call('POST', '/api/manualCamera/add', data=json.dumps({
            'user': user,
            'password': password,
            'cameras': [{
                'uniqueId': found['uniqueId'],
                'url': found['url'],
                'manufacturer': found['manufacturer'],
            }],
        }))


def main():
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument('--auth', choices=('digest', 'bearer'),
                        default='digest',
                        help='how to authenticate (default: digest, as '
                             'the sample)')
    parser.add_argument('--camera', required=True,
                        help='an RTSP stream URL, or the camera\'s ip:port')
    parser.add_argument('--camera-user', default='')
    parser.add_argument('--camera-password', default='')
    args = parser.parse_args()
    url = args.url.rstrip('/')

    token = None
    if args.auth == 'digest':
        enable_digest(url, args.username, args.password)
        server = Server(url, auth=HTTPDigestAuth(args.username, args.password))
    else:
        token = login(url, args.username, args.password)
        server = Server(url, headers=bearer(token))

    is_stream = args.camera.startswith('rtsp://')
    uuid, cameras = search(server, search_path(
        args.camera, args.camera_user, args.camera_password))
    found = cameras[0]
    for field in ('uniqueId', 'url', 'manufacturer'):
        expect(isinstance(found.get(field), str) and found[field],
               f'the found camera has no {field}: {found}')
    expect(found.get('existsInPool') is False,
           f'the camera is already a device: {found}')
    print(f'Found {found["name"]!r} ({found["manufacturer"]}) at '
          f'{found["url"]}')

    add(server, found, is_stream, args.camera_user, args.camera_password)
    server.call('GET', f'/api/manualCamera/stop?uuid={uuid}')
    print(f'Added {found["uniqueId"]}')
    if token is not None:
        logout(url, token)
    print(f'OK: camera added by {args.auth}')


if __name__ == '__main__':
    main()
