#!/usr/bin/env python3
"""Event rule schedules through /ec2/getEventRules and /ec2/saveEventRule.

Does what Nx's sample setup_rule_schedule.py does: reads every rule,
and for the rules whose comment is 'Weekdays' or 'Weekend' turns the
hexadecimal schedule into 168 bits with bin(int(schedule, 16)) (the
sample asserts 168 bits, so Monday 00:00 must be on), sets the hours,
and posts the whole rule back. First it creates the two rules (always
on), and last it reads them back and checks the hours.

    setup_rule_schedule.py --url https://127.0.0.1:7001 \\
        --username admin --password Password
"""

from nx_compat import arguments, bearer, expect, json_of, login, send

HOURS = 7 * 24
ALWAYS = 'f' * (HOURS // 4)


def weekdays(hour):
    """Monday to Friday, 9:00 to 18:00."""
    return hour < 5 * 24 and 9 <= hour % 24 < 18


def weekend(hour):
    return hour >= 5 * 24


def deserialize(schedule):
    bits = bin(int(schedule, 16))[2:]
    expect(len(bits) == HOURS, f'expected {HOURS} hours, got {len(bits)}')
    return [bit == '1' for bit in bits]


def serialize(hours):
    return hex(int(''.join('1' if on else '0' for on in hours), 2))[2:]


def main():
    args = arguments(__doc__.splitlines()[0]).parse_args()
    url = args.url.rstrip('/')
    admin = bearer(login(url, args.username, args.password))

    for comment in ('Weekdays', 'Weekend'):
        rule = json_of(send('POST', f'{url}/ec2/saveEventRule', headers=admin,
                            json={'eventType': 'userDefinedEvent',
                                  'eventCondition': '{}',
                                  'eventState': 'Undefined',
                                  'actionType': 'diagnosticsAction',
                                  'actionParams': '{}',
                                  'comment': comment,
                                  'schedule': ALWAYS}))
        expect(rule.get('comment') == comment and rule.get('id'),
               f'unexpected saved rule: {rule}')
        print(f'Created the rule {comment} ({rule["id"]})')

    wanted = {'Weekdays': weekdays, 'Weekend': weekend}
    sent = {}
    rules = json_of(send('GET', f'{url}/ec2/getEventRules', headers=admin),
                    list)
    for rule in rules:
        on = wanted.get(rule.get('comment'))
        if on is None:
            continue
        hours = deserialize(rule['schedule'])
        hours = [on(hour) for hour in range(len(hours))]
        rule['schedule'] = serialize(hours)
        json_of(send('POST', f'{url}/ec2/saveEventRule', headers=admin,
                     json=rule))
        sent[rule['id']] = (rule['comment'], rule['schedule'], on)
        print(f'Set the schedule of {rule["comment"]}: {rule["schedule"]}')
    expect(len(sent) == 2, f'expected two rules to change, changed {sent}')

    for rule_id, (comment, schedule, on) in sent.items():
        read = json_of(send('GET', f'{url}/ec2/getEventRules',
                            headers=admin, params={'id': rule_id}), list)
        expect(len(read) == 1, f'{comment}: expected one rule, got {read}')
        expect(read[0]['schedule'] == schedule,
               f'{comment}: sent {schedule}, read {read[0]["schedule"]}')
        bits = bin(int(schedule, 16))[2:].zfill(HOURS)
        expect(all((bit == '1') == on(hour) for hour, bit in enumerate(bits)),
               f'{comment}: the hours read back differ')
    print('Both schedules read back as set')


if __name__ == '__main__':
    main()
