#!/usr/bin/env python3
"""A generic event through /api/createEvent over a /rest/v2 session.

Does what Nx's sample generic_event.py does: logs in with a v2 session
and posts {source, caption, description, eventResourceId?, metadata:
{cameraRefs: [...]}} as JSON. First it creates a rule for generic
events with that caption, and last it reads the event log back to see
that the rule fired for the event.

    generic_event.py --url https://127.0.0.1:7001 \\
        --username admin --password Password [--camera-id ID]
"""

import time

from nx_compat import arguments, bearer, expect, json_of, send

CAPTION = 'Compat door opened'


def v2_session(url, username, password):
    reply = json_of(send('POST', f'{url}/rest/v2/login/sessions',
                         json={'username': username,
                               'password': password}))
    token = reply.get('token')
    expect(isinstance(token, str), f'no token in {reply}')
    return bearer(token)


def main():
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument('--camera-id', default=None,
                        help='a camera the event concerns (optional)')
    args = parser.parse_args()
    url = args.url.rstrip('/')
    headers = v2_session(url, args.username, args.password)

    rule = json_of(send('POST', f'{url}/ec2/saveEventRule', headers=headers,
                        json={'eventType': 'userDefinedEvent',
                              'eventCondition': '{"caption": "door"}',
                              'actionType': 'diagnosticsAction',
                              'comment': 'Compat generic event'}))
    rule_id = rule.get('id')
    expect(rule_id, f'unexpected saved rule: {rule}')
    print(f'Created the rule {rule_id}')

    since_ms = int(time.time() * 1000) - 1000
    event = {
        'source': 'compat_script',
        'caption': CAPTION,
        'description': 'Sent like Nx\'s generic_event.py',
        'metadata': {'cameraRefs': [args.camera_id] if args.camera_id
                     else []},
    }
    if args.camera_id:
        event['eventResourceId'] = args.camera_id
    reply = json_of(send('POST', f'{url}/api/createEvent', headers=headers,
                         json=event))
    expect(reply.get('error') in (0, '0'), f'createEvent failed: {reply}')
    print('Generic event created')

    log = json_of(send('GET', f'{url}/api/getEvents', headers=headers,
                       params={'from': since_ms, 'brule_id': rule_id}))
    records = log.get('reply')
    expect(isinstance(records, list) and len(records) == 1,
           f'expected one event log record: {log}')
    params = records[0]['eventParams']
    expect(params['caption'] == CAPTION
           and params['resourceName'] == 'compat_script'
           and params['eventType'] == 'userDefinedEvent',
           f'unexpected record: {records[0]}')
    print('The rule fired: the event log has the event')


if __name__ == '__main__':
    main()
