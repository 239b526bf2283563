#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every subcommand of taicount, as a reader in Taipei or Beijing reads it.

Runs score, waits, shanten, rules, compare, advise (and its --offered form)
and match under zh_TW and zh_CN on the hand, match and ruleset files of
tests/cli (CSV is data, with its commas: check-match-language.py reads
it), and fails on what reads oddly in Chinese text (issue 33):

- ASCII punctuation next to Chinese text ("正花: 台灣十六張 1, …",
  "新加坡 (singapore)"), and a space after full-width punctuation
  ("面子： 123m");
- a name printed twice ("門清自摸  門清自摸", "正花 正花");
- an ASCII hyphen-minus before a number (-440, where U+2212 belongs);
- a Latin word other than those allowed: tile notation (123m, E, WWW),
  brand and tournament names kept in Latin letters (MJOnline, Mahjong
  Masters), what the input files themselves hold (a match's title),
  the program's name before a message and the field or the file path
  it is about (as compilers name a line), and the ids of explicitly
  technical fields: the ruleset id after 代號 / 代号, and in `rules` the
  line and variant ids and values a hand file is written with.

Standard error is read as well as standard output. Prints TAP.

Usage: check-chinese-output.py TAICOUNT BUILD_ROOT SOURCE_ROOT"""
import glob
import json
import os
import re
import subprocess
import sys

TAICOUNT, BUILD, SOURCE = sys.argv[1:4]
CLI = os.path.join(SOURCE, 'tests', 'cli')
RULES = os.path.join(SOURCE, 'data', 'rules')

HAN = '\u3400-\u9fff\uf900-\ufaff'
# Chinese text: a Chinese character, full-width punctuation, or the end of
# an isolated name (U+2069).
CJK = '[' + HAN + '\u3000-\u303f\uff00-\uffef\u2069]'
CHECKS = [
    ('ASCII punctuation after Chinese text',
     re.compile(CJK + r' ?[:;,.!?()]')),
    ('ASCII punctuation before Chinese text',
     re.compile(r'[:;,!?()] ?' + CJK)),
    ('a space after full-width punctuation',
     re.compile(r'[：，、；。（] +(?=\S)')),
    ('a name printed twice',
     re.compile(r'(?<![^\s（(])([' + HAN + r']\S*?)[\s：:]+\1(?=[\s：:，,（(]|$)', re.M)),
    ('an ASCII minus before a number',
     re.compile(r'(?<![\w\-])-(?=\d)')),
]
# A word: letters and digits (123m is one word, tile notation).
LATIN = re.compile(r'[0-9A-Za-z][0-9A-Za-z_\-]*')
# Tile notation: suited runs (123m, 5p), honours (E, WWW, CCC, ESWN).
TILE = re.compile(r'^(?:[1-9]+[mpsz])+$|^[ESWNCFP]+$')
BRANDS = ['MJOnline', 'Mahjong Masters']
# The tokens of hand-format.md a message about a hand file names: meld
# kinds, how won, seats, bonus tiles.
HAND_TOKENS = set('''chow pung kong added-kong concealed-kong self-draw discard robbing-kong
east south west north plum orchid chrysanthemum bamboo spring summer autumn winter
cat mouse rooster centipede'''.split())

results = []


def run(args, language):
    env = dict(os.environ, TAI_COUNTER_LOCALEDIR=os.path.join(BUILD, 'po'))
    # glibc reads LANGUAGE only under a real locale (tai-test-language.h).
    env['LC_ALL'] = language + '.UTF-8'
    env['LANGUAGE'] = language
    proc = subprocess.run([TAICOUNT] + args, capture_output=True, env=env, timeout=60)
    return (proc.returncode, proc.stdout.decode('utf-8', 'replace'),
            proc.stderr.decode('utf-8', 'replace'))


def json_of(args):
    env = dict(os.environ, LC_ALL='C.UTF-8')
    env.pop('LANGUAGE', None)
    proc = subprocess.run([TAICOUNT] + args + ['--json'], capture_output=True, env=env,
                          timeout=60)
    return json.loads(proc.stdout.decode('utf-8'))


# The tokens of the explicitly technical fields of `rules`: line, rule
# and variant ids and variant values, as hand files write them.
TECHNICAL = set()
for name in ['taiwan', 'taiwan-every-flower', 'singapore']:
    TECHNICAL.add(name)
    data = json_of(['rules', name])

    def walk(node, key=None):
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, k)
        elif isinstance(node, list):
            for v in node:
                walk(v, key)
        elif isinstance(node, str) and key in ('id', 'default', 'values', 'value', 'variant'):
            TECHNICAL.add(node)

    walk(data)


def data_words(path):
    """The Latin words a match file holds itself: its title, its id and
    the players' names."""
    words = set()
    try:
        with open(path, encoding='utf-8') as f:
            data = json.load(f)
    except (OSError, ValueError):
        return words
    for key in ('title', 'id'):
        if isinstance(data.get(key), str):
            words.update(LATIN.findall(data[key]))
    players = data.get('players') or []
    if isinstance(players, dict):
        players = list(players.values())
    for player in players:
        if isinstance(player, dict):
            player = player.get('name')
        if isinstance(player, str):
            words.update(LATIN.findall(player))
    return words


def problems_of(text, allowed):
    problems = []
    for line in text.split('\n'):
        # A message about a hand file: the program, then the field of the
        # file it is about (melds[0].kind: …), as compilers name a line,
        # after the file's path when a message names it. A file named by
        # its path is named as given.
        scrubbed = re.sub(r'^taicount: (?:[\w./\-]+\.(?:json|xml): )?'
                          r'(?:[a-z_]+(?:\[\d+\])?(?:\.[a-z_]+)*[:：] ?)?', ' ', line)
        scrubbed = re.sub(r'[\w./\-]+\.(?:json|xml)', ' ', scrubbed)
        for what, pattern in CHECKS:
            for m in pattern.finditer(scrubbed):
                problems.append('%s: %r in %r' % (what, m.group(0), line))
        for brand in BRANDS:
            scrubbed = scrubbed.replace(brand, ' ')
        # The ruleset's id, said to be one.
        scrubbed = re.sub(r'(代號|代号) [a-z0-9\-]+', ' ', scrubbed)
        # What the input holds, quoted back to the reader.
        scrubbed = re.sub(r'“[^”]*”|「[^」]*」|"[^"]*"', ' ', scrubbed)
        for word in LATIN.findall(scrubbed):
            if (not re.search('[A-Za-z]', word) or TILE.match(word) or word in HAND_TOKENS
                    or word in allowed or word in TECHNICAL):
                continue
            problems.append('a Latin word: %r in %r' % (word, line))
            break
    return problems


def check(name, args, languages=('zh_TW', 'zh_CN'), allowed=frozenset(), statuses=(0,)):
    for language in languages:
        status, out, err = run(args, language)
        problems = []
        if status not in statuses:
            problems.append('exit status %d: %s' % (status, err))
        problems += problems_of(out, allowed) + problems_of(err, allowed)
        if not out.strip() and not err.strip():
            problems.append('no output')
        results.append((not problems, '%s under %s' % (name, language), problems))


def rel(path):
    return os.path.relpath(path, CLI)


for path in sorted(glob.glob(os.path.join(CLI, 'cases', '*.json'))):
    if path.endswith('.out.json'):
        continue
    check('score ' + rel(path), ['score', path], statuses=(0, 1))
check('score --notation', ['score', '--notation', '[123m] 456p 789s 11s CC + C'])
check('score --notation, discard',
      ['score', '--rules', 'taiwan', '--notation', '234m 456m 789m 234s 567s 4p + 4p', '--by',
       'discard', '--from', 'south'])
for path in sorted(glob.glob(os.path.join(CLI, 'waits', '*.json'))):
    check('waits ' + rel(path), ['waits', path], statuses=(0, 1))
check('waits --notation', ['waits', '--notation', '123m 456m 789m 234s 567s 4p'])
for tiles in ['123m 456m 789m 234s 567s 5p', '147m 147p 147s ESWN', '123m 456m 789m 234s 567s 55p']:
    check('shanten ' + tiles, ['shanten', '--rules', 'taiwan', tiles])
check('rules', ['rules'])
for name in ['taiwan', 'taiwan-every-flower', 'singapore']:
    check('rules ' + name, ['rules', name])
for path in sorted(glob.glob(os.path.join(CLI, 'compare', '*.json'))):
    check('compare ' + rel(path), ['compare', path])
for case in ['tw-all-honours.json', 'tw-worked-1.json', 'ef-streak-bonus-n.json',
             'ef-little-four-winds.json', 'ef-heavenly-win.json', 'ef-seven-robs-one.json']:
    path = os.path.join(CLI, 'cases', case)
    if os.path.exists(path):
        check('compare ' + rel(path), ['compare', path], statuses=(0, 1))
check('compare --rules', ['compare', '--rules', 'taiwan,singapore,taiwan-every-flower',
                          os.path.join(CLI, 'cases', 'tw-all-honours.json')])
for path in sorted(glob.glob(os.path.join(CLI, 'advise', '*.json'))):
    check('advise ' + rel(path), ['advise', path], statuses=(0, 1))
check('advise --offered, pung', ['advise', '--offered', 'C', '--from', 'north',
                                 os.path.join(CLI, 'advise', 'claim-pung.json')])
check('advise --offered, chow', ['advise', '--offered', '9p',
                                 os.path.join(CLI, 'advise', 'claim-concealed.json')])
match_files = sorted(glob.glob(os.path.join(CLI, 'match', '*.json')))
allowed = set()
for path in match_files:
    allowed |= data_words(path)
for path in match_files:
    check('match ' + rel(path), ['match', path], allowed=allowed)
check('match over two nights', ['match'] + [p for p in match_files
                                            if os.path.basename(p) in ('friday.json',
                                                                       'saturday.json')],
      allowed=allowed)

# Usage errors, on standard error: the command line's own words (the
# subcommands, FILE as the usage line writes it) are technical.
USAGE = {'compare', 'score', 'match', 'advise', 'waits', 'shanten', 'rules', 'taicount', 'help',
         'FILE', 'mars', 'frobnicate'}
for args in [['compare'], ['score'], ['match'], ['advise'], ['waits'], ['frobnicate'],
             ['rules', 'mars'], ['shanten', '--rules', 'mars', '123m'],
             ['compare', '--rules', 'taiwan,mars', os.path.join(CLI, 'cases', 'tw-all-honours.json')]]:
    check('usage error: ' + ' '.join(os.path.basename(a) for a in args), args, allowed=USAGE,
          statuses=(2,))

print('1..%d' % len(results))
for i, (ok, name, problems) in enumerate(results, 1):
    print('%s %d - %s' % ('ok' if ok else 'not ok', i, name))
    for p in problems[:20]:
        for line in p.split('\n'):
            print('# ' + line)
sys.exit(0)
