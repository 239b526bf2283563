#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Golden tests of taicount, printed as TAP.

Every cases/NAME.json hand file is scored with `taicount score --json`
and compared with cases/NAME.out.json: the same keys in the same order
(hand-format.md fixes the order), `lines` compared as a set by id (their
order is checked separately against the ruleset's order), `payments` as a
set, everything else exactly. An expected "error" written as a list of
strings means "a message containing each of these" (ignoring case). A valid hand must exit
0, an invalid one 1. cases/NAME.out.txt, where present, is the exact human
output of `taicount score`.

commands.json lists other invocations (waits, shanten, rules, usage
errors) with their expected exit status and output. For `advise`, a
"discards" list gives the expected ranking: the entries in order, each
checked on the fields it names (null: the field must be absent); "kongs"
likewise (an empty list: the hand has no kong to declare), and "claims"
for `advise --offered`, its entries identified by "claim". The `kongs`
and `claims` sections are specified in data/advise-format.md (the
project's addendum to hand-format.md), which these expectations follow.

The expected outputs were worked out by hand from rules.md; never
regenerate them from what the program prints.
"""

import json
import os
import subprocess
import sys

TAICOUNT = sys.argv[1]
HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, 'cases')

# Native names of every line id, as rules.md gives them, the Singapore
# ones in Simplified characters as Singapore writes them. `taicount rules
# NAME --json` must list exactly these ids with these names.
TAIWAN = {
    'concealed': '門清', 'self-draw': '自摸', 'concealed-self-draw': '門清自摸', 'unaided': '不求',
    'round-wind': '圈風', 'seat-wind': '門風', 'dragon-pung': '三元台', 'own-flower': '正花',
    'flower-set': '花槓', 'no-flowers': '無花', 'one-tile-wait': '獨聽', 'robbing-kong': '搶槓',
    'replacement-win': '槓上開花', 'last-tile-self-draw': '海底撈月', 'last-discard': '河底撈魚',
    'all-melded': '全求人', 'all-melded-self-drawn': '半求人', 'all-chows': '平胡',
    'three-concealed-pungs': '三暗刻', 'four-concealed-pungs': '四暗刻', 'five-concealed-pungs': '五暗刻',
    'all-pungs': '碰碰胡', 'half-flush': '混一色', 'full-flush': '清一色', 'all-honours': '字一色',
    'little-three-dragons': '小三元', 'big-three-dragons': '大三元', 'little-four-winds': '小四喜',
    'big-four-winds': '大四喜', 'declared-ready': '宣告聽牌', 'earthly-ready': '地聽',
    'heavenly-ready': '天聽', 'human-win': '人胡', 'earthly-win': '地胡', 'heavenly-win': '天胡',
    'eight-immortals': '八仙過海', 'seven-robs-one': '七搶一', 'flowers-from-deal': '配牌花胡',
}
EVERY_FLOWER = {k: v for k, v in TAIWAN.items() if k not in ('round-wind', 'seat-wind', 'own-flower')}
EVERY_FLOWER.update({
    'any-flower': '花牌', 'any-wind-pung': '風牌刻', 'no-honours-no-flowers': '無字無花',
    'exposed-kong': '明槓', 'concealed-kong': '暗槓',
})
SINGAPORE = {
    'dragon-pung': '三元', 'seat-wind': '门风', 'round-wind': '圈风', 'own-flower': '正花', 'animal': '动物',
    'flower-set': '一台花', 'all-animals': '四动物', 'concealed-self-draw': '门清自摸',
    'flower-replacement': '花上', 'kong-replacement': '杠上', 'robbing-kong': '抢杠',
    'last-tile-self-draw': '海底捞月', 'all-pungs': '碰碰胡', 'half-flush': '混一色', 'full-flush': '清一色',
    'ping-hu': '平胡', 'chow-ping-hu': '臭平胡', 'little-three-dragons': '小三元', 'little-four-winds': '小四喜',
    'pure-green': '绿一色', 'mixed-terminals': '混么九',
    'thirteen-wonders': '十三幺', 'four-kongs': '十八罗汉', 'nine-gates': '九莲宝灯', 'all-honours': '字一色',
    'all-terminals': '清么九', 'four-concealed-pungs': '坎坎胡', 'double-kong-replacement': '杠上杠',
    'big-three-dragons': '大三元', 'big-four-winds': '大四喜', 'heavenly-win': '天胡', 'earthly-win': '地胡',
    'eight-flowers': '花胡', 'seven-robs-one': '七抢一',
}
SINGAPORE_LIMITS = ['thirteen-wonders', 'four-kongs', 'nine-gates', 'all-honours', 'all-terminals',
                    'four-concealed-pungs', 'double-kong-replacement', 'big-three-dragons',
                    'big-four-winds', 'heavenly-win', 'earthly-win', 'eight-flowers', 'seven-robs-one']
RULESETS = {'taiwan': TAIWAN, 'taiwan-every-flower': EVERY_FLOWER, 'singapore': SINGAPORE}

results = []


def report(ok, name, problems=()):
    results.append((ok, name, list(problems)))


def run(args, stdin=None, language=None):
    env = dict(os.environ)
    env['LC_ALL'] = 'C.UTF-8'
    env.pop('LANGUAGE', None)
    if language is not None:
        # A command's "language": its messages in that translation, from
        # the catalogues this build compiled (glibc reads LANGUAGE only
        # under a real locale, tai-test-language.h).
        env['LC_ALL'] = language + '.UTF-8'
        env['LANGUAGE'] = language
        env['TAI_COUNTER_LOCALEDIR'] = os.path.join(os.path.dirname(os.path.abspath(TAICOUNT)),
                                                    '..', '..', 'po')
    proc = subprocess.run([TAICOUNT] + args, input=stdin, capture_output=True, env=env, timeout=60)
    return proc.returncode, proc.stdout.decode('utf-8', 'replace'), proc.stderr.decode('utf-8', 'replace')


def compare(expected, actual, path, problems):
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            problems.append('%s: expected an object, got %r' % (path, actual))
            return
        if list(expected) != list(actual):
            problems.append('%s: keys %s, expected %s' % (path, list(actual), list(expected)))
        for key in expected:
            if key in actual:
                compare(expected[key], actual[key], '%s.%s' % (path, key), problems)
        return
    if path.endswith('.error') and isinstance(expected, list):
        if not isinstance(actual, str) or not actual:
            problems.append('%s: expected a message, got %r' % (path, actual))
            return
        # Messages are prose, not contract: match without regard to case.
        for fragment in expected:
            if fragment.lower() not in actual.lower():
                problems.append('%s: %r does not mention %r' % (path, actual, fragment))
        return
    if isinstance(expected, list):
        if not isinstance(actual, list):
            problems.append('%s: expected a list, got %r' % (path, actual))
            return
        if path.endswith('.lines'):
            key = lambda item: item.get('id', '') if isinstance(item, dict) else ''
            expected, actual = sorted(expected, key=key), sorted(actual, key=key)
        elif path.endswith('.payments'):
            key = lambda item: (item.get('from', ''), item.get('to', '')) if isinstance(item, dict) else ('', '')
            expected, actual = sorted(expected, key=key), sorted(actual, key=key)
        if len(expected) != len(actual):
            problems.append('%s: %s, expected %s' % (path, json.dumps(actual, ensure_ascii=False),
                                                     json.dumps(expected, ensure_ascii=False)))
            return
        for i, (e, a) in enumerate(zip(expected, actual)):
            compare(e, a, '%s[%d]' % (path, i), problems)
        return
    # JSON true and 1 are different things: compare types too.
    if type(expected) is not type(actual) or expected != actual:
        problems.append('%s: %s, expected %s' % (path, json.dumps(actual, ensure_ascii=False),
                                                 json.dumps(expected, ensure_ascii=False)))


ruleset_cache = {}


def ruleset_line_order(rules):
    if rules not in ruleset_cache:
        status, out, _ = run(['rules', '--json', rules])
        try:
            ruleset_cache[rules] = [line['id'] for line in json.loads(out)['lines']] if status == 0 else None
        except (ValueError, KeyError):
            ruleset_cache[rules] = None
    return ruleset_cache[rules]


def check_score_invariants(output, problems):
    """What hand-format.md says of every score, whatever the hand."""
    if not isinstance(output, dict) or output.get('valid') is not True or 'lines' not in output:
        return
    lines = output.get('lines', [])
    if sum(line.get('tai', 0) for line in lines) != output.get('tai'):
        problems.append('tai is not the sum of lines[].tai')
    order = ruleset_line_order(output.get('rules'))
    if order is not None:
        ids = [line.get('id') for line in lines]
        if any(i not in order for i in ids) or ids != sorted(ids, key=order.index):
            problems.append('lines are not in ruleset order: %s' % ids)
    if not output.get('can_win') and output.get('payments'):
        problems.append('a hand that cannot win has payments')
    if output.get('limit') and (len(lines) != 1 or output.get('tai') != output.get('paid_tai')):
        problems.append('a limit hand must show one line and tai == paid_tai')


def parse_json(out, problems):
    try:
        return json.loads(out)
    except ValueError as e:
        problems.append('output is not JSON (%s): %r' % (e, out[:300]))
        return None


def score_cases():
    names = sorted(f[:-5] for f in os.listdir(CASES) if f.endswith('.json') and not f.endswith('.out.json'))
    for name in names:
        hand = os.path.join(CASES, name + '.json')
        expected_path = os.path.join(CASES, name + '.out.json')
        problems = []
        if not os.path.exists(expected_path):
            report(False, 'score %s' % name, ['no %s.out.json' % name])
            continue
        with open(expected_path, encoding='utf-8') as f:
            expected = json.load(f)
        # The licence line of the data file is not part of the output.
        expected.pop('SPDX-License-Identifier', None)
        status, out, err = run(['score', '--json', hand])
        want_status = 0 if expected.get('valid') else 1
        if status != want_status:
            problems.append('exit status %d, expected %d; stderr: %s' % (status, want_status, err.strip()))
        output = parse_json(out, problems)
        if output is not None:
            compare(expected, output, '$', problems)
            check_score_invariants(output, problems)
        report(not problems, 'score %s' % name, problems)

        text_path = os.path.join(CASES, name + '.out.txt')
        if os.path.exists(text_path):
            with open(text_path, encoding='utf-8') as f:
                want = f.read()
            status, out, err = run(['score', hand])
            problems = []
            if status != want_status:
                problems.append('exit status %d, expected %d' % (status, want_status))
            if out != want:
                problems.append('human output differs:\n--- got\n%s--- expected\n%s' % (out, want))
            report(not problems, 'score (human) %s' % name, problems)


def expand(arg):
    return arg.replace('@CASES@', CASES).replace('@HERE@', HERE)


def expand_expected(value):
    """@HERE@ and @CASES@ inside expected strings too (a match's "file")."""
    if isinstance(value, str):
        return expand(value)
    if isinstance(value, list):
        return [expand_expected(v) for v in value]
    if isinstance(value, dict):
        return {k: expand_expected(v) for k, v in value.items()}
    return value


def command_cases():
    with open(os.path.join(HERE, 'commands.json'), encoding='utf-8') as f:
        commands = json.load(f)['commands']
    for command in commands:
        problems = []
        stdin = None
        if 'stdin' in command:
            with open(expand(command['stdin']), 'rb') as f:
                stdin = f.read()
        status, out, err = run([expand(a) for a in command['args']], stdin,
                               command.get('language'))
        if status != command['exit']:
            problems.append('exit status %d, expected %d; stderr: %s' % (status, command['exit'], err.strip()))
        if 'json' in command:
            output = parse_json(out, problems)
            if output is not None:
                compare(expand_expected(command['json']), output, '$', problems)
                check_score_invariants(output, problems)
                for wait in output.get('waits', []) if isinstance(output, dict) else []:
                    if isinstance(wait, dict):
                        check_score_invariants(dict(wait, rules=output.get('rules')), problems)
        for section in ('discards', 'kongs', 'claims'):
            # The advisor's ranking, worked out by hand: each entry in order,
            # checked on the fields it names (absent = must be absent).
            if section not in command:
                continue
            output = parse_json(out, problems)
            got = output.get(section, []) if isinstance(output, dict) else []
            want = command[section]
            ident = 'claim' if section == 'claims' else 'tile'
            if [e.get(ident) for e in got] != [e[ident] for e in want]:
                problems.append('%s order %s, expected %s' % (section, [e.get(ident) for e in got],
                                                             [e[ident] for e in want]))
            if section != 'discards':
                for a in got:
                    problems.extend(section_field_problems(section, a))
            for e, a in zip(want, got):
                for key, value in e.items():
                    if value is None:
                        if key in a:
                            problems.append('%s: %s should be absent' % (e[ident], key))
                    elif key not in a or type(a[key]) is not type(value) or a[key] != value:
                        problems.append('%s: %s is %r, expected %r' % (e[ident], key, a.get(key), value))
        if 'stdout_file' in command:
            with open(expand(command['stdout_file']), encoding='utf-8') as f:
                want = f.read()
            if out != want:
                problems.append('stdout differs:\n--- got\n%s--- expected\n%s' % (out, want))
        for fragment in command.get('stdout_contains', []):
            if fragment not in out:
                problems.append('stdout lacks %r: %r' % (fragment, out[:500]))
        for fragment in command.get('stderr_contains', []):
            if fragment not in err:
                problems.append('stderr lacks %r: %r' % (fragment, err[:500]))
        if command.get('stdout_empty') and out:
            problems.append('stdout should be empty: %r' % out[:300])
        if command['exit'] == 2 and not err.strip():
            problems.append('a usage error must say why on stderr')
        report(not problems, command['name'], problems)


# The fields of the kongs and claims entries and their order, as
# data/advise-format.md gives them: an entry's fields are a discards
# entry's after its "tile"; "waits" only when the entry's shanten is 0,
# "best_tai" only where hand-format.md keeps it.
ENTRY_FIELDS = ['shanten', 'useful', 'useful_left', 'waits', 'best_tai', 'can_win', 'value_kept']
SECTION_FIELDS = {
    ('kongs', None): ['tile', 'kind', 'better'] + ENTRY_FIELDS,
    ('claims', 'pass'): ['claim'] + ENTRY_FIELDS,
    ('claims', 'chow'): ['claim', 'tiles', 'concealed_lost', 'better', 'discard'] + ENTRY_FIELDS,
    ('claims', 'pung'): ['claim', 'tiles', 'concealed_lost', 'better', 'discard'] + ENTRY_FIELDS,
    ('claims', 'kong'): ['claim', 'tiles', 'concealed_lost', 'better'] + ENTRY_FIELDS,
    ('claims', 'win'): ['claim', 'tile', 'tai', 'better'],
}
OPTIONAL_FIELDS = {'waits', 'best_tai'}


def section_field_problems(section, entry):
    """What is wrong with the fields of one kongs or claims entry."""
    if not isinstance(entry, dict):
        return ['%s entry is not an object' % section]
    key = (section, entry.get('claim') if section == 'claims' else None)
    if key not in SECTION_FIELDS:
        return ['%s entry of unknown kind: %r' % (section, entry)]
    documented = SECTION_FIELDS[key]
    got = list(entry)
    problems = []
    if got != [f for f in documented if f in entry]:
        problems.append('%s %s: fields %s, documented order %s' % (section, key[1] or entry.get('tile'),
                                                                   got, documented))
    for field in documented:
        if field not in entry and field not in OPTIONAL_FIELDS:
            problems.append('%s %s: %s missing' % (section, key[1] or entry.get('tile'), field))
    if 'shanten' in entry and ('waits' in entry) != (entry['shanten'] == 0):
        problems.append('%s %s: waits present only when shanten is 0' % (section, key[1] or entry.get('tile')))
    return problems


def ruleset_cases():
    status, out, _ = run(['rules', '--json'])
    problems = []
    listed = parse_json(out, problems) if status == 0 else None
    if listed is not None:
        ids = [r.get('id') for r in listed.get('rulesets', [])]
        if ids != list(RULESETS):
            problems.append('rulesets %s, expected %s' % (ids, list(RULESETS)))
    report(status == 0 and not problems, 'rules lists the built-in rulesets', problems)

    for rules, natives in RULESETS.items():
        problems = []
        status, out, _ = run(['rules', '--json', rules])
        data = parse_json(out, problems) if status == 0 else None
        if data is None:
            report(False, 'rules %s' % rules, problems or ['exit status %d' % status])
            continue
        got = {line['id']: line['native'] for line in data['lines']}
        for lid, native in natives.items():
            if lid not in got:
                problems.append('line %s missing' % lid)
            elif got[lid] != native:
                problems.append('line %s: native %s, rules.md says %s' % (lid, got[lid], native))
        for lid in got:
            if lid not in natives:
                problems.append('line %s is not in rules.md' % lid)
        for line in data['lines']:
            for key in ('id', 'tai', 'category', 'name', 'native', 'romanised', 'description', 'replaces'):
                if key not in line:
                    problems.append('line %s has no %s' % (line.get('id'), key))
        for variant in data.get('variants', []):
            for key in ('id', 'default', 'values'):
                if key not in variant:
                    problems.append('variant %s has no %s' % (variant.get('id'), key))
            if variant.get('default') not in variant.get('values', []):
                problems.append('variant %s: default not among values' % variant.get('id'))
        if rules == 'singapore':
            limits = [line['id'] for line in data['lines'] if line.get('limit')]
            if limits != SINGAPORE_LIMITS:
                problems.append('limit lines %s, rules.md orders them %s' % (limits, SINGAPORE_LIMITS))
        report(not problems, 'rules %s matches rules.md' % rules, problems)


def main():
    score_cases()
    command_cases()
    ruleset_cases()
    print('1..%d' % len(results))
    failed = 0
    for i, (ok, name, problems) in enumerate(results, 1):
        print('%s %d - %s' % ('ok' if ok else 'not ok', i, name))
        for problem in problems:
            for line in problem.splitlines():
                print('# ' + line)
        failed += not ok
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
