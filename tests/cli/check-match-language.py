#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""taicount match as a Taiwanese table reads it: under zh_TW no line name is
printed twice (門清 門清：…), no ASCII colon or comma sits inside Chinese
text, and the CSV comes in two forms: --csv keeps its English tokens and
columns (data/match-csv.md) in every language, --csv-translated speaks the
reader's language. Prints TAP.

Usage: check-match-language.py TAICOUNT BUILD_ROOT SOURCE_ROOT"""
import os
import re
import subprocess
import sys

TAICOUNT, BUILD, SOURCE = sys.argv[1:4]
MATCH = os.path.join(SOURCE, 'tests', 'cli', 'match')
results = []

# A Chinese character (or the end of an isolated name, U+2069) right
# before an ASCII colon, comma, semicolon or full stop.
HAN = r'[\u3400-\u9fff\uf900-\ufaff\u2069]'
ASCII_IN_CHINESE = re.compile(HAN + r'[:,;.](?=\s|$)', re.M)
DOUBLED = re.compile(r'(?<!\S)(\S+) \1[：:]')


def run(args, language):
    env = dict(os.environ, TAI_COUNTER_LOCALEDIR=os.path.join(BUILD, 'po'))
    if language == 'C':
        env['LC_ALL'] = 'C.UTF-8'
        env.pop('LANGUAGE', None)
    else:
        # glibc reads LANGUAGE only under a real locale (tai-test-language.h).
        env['LC_ALL'] = language + '.UTF-8'
        env['LANGUAGE'] = language
    proc = subprocess.run([TAICOUNT] + args, capture_output=True, env=env, timeout=60)
    return proc.returncode, proc.stdout.decode('utf-8', 'replace'), proc.stderr.decode('utf-8', 'replace')


def check(name, problems):
    results.append((not problems, name, problems))


friday = os.path.join(MATCH, 'friday.json')
saturday = os.path.join(MATCH, 'saturday.json')

for language in ['zh_TW', 'zh_CN']:
    status, out, err = run(['match', friday, saturday], language)
    problems = [] if status == 0 else ['exit status %d: %s' % (status, err)]
    for m in DOUBLED.finditer(out):
        problems.append('the name %s printed twice: %r' % (m.group(1), m.group(0)))
    for m in ASCII_IN_CHINESE.finditer(out):
        line = out[out.rfind('\n', 0, m.start()) + 1:out.find('\n', m.end())]
        problems.append('ASCII punctuation inside Chinese: %r' % line)
    if '門清' not in out and '门清' not in out:
        problems.append('the lines won are missing:\n' + out)
    check('match under %s names each line once, with Chinese punctuation' % language, problems)

for language in ['C', 'zh_TW']:
    status, out, err = run(['match', '--csv', friday], language)
    lines = out.split('\n')
    problems = [] if status == 0 else ['exit status %d: %s' % (status, err)]
    if not lines[0].startswith('hand,round,dealer,streak,result,winner,how,from,tai,淑芬,'):
        problems.append('heading %r' % lines[0])
    if len(lines) < 2 or lines[1] != '1,east,east,0,win,south,discard,west,3,0,160,-160,0,0,160,-160,0,':
        problems.append('first row %r' % (lines[1:2],))
    if '\r' in out or out.startswith('\ufeff'):
        problems.append('standard output carries a CR or a byte-order mark')
    check('match --csv keeps its tokens under %s' % language, problems)

for language, heading, row in [
        ('C', 'Hand,Round,Dealer,Streak,Result,Winner,How,From,Tai,Lines,淑芬,',
         '1,East,淑芬,0,Win,阿明,Discard,美玲,3,,'),
        ('zh_TW', '局,圈,莊家,連莊,結果,贏家,胡法,放槍者,台數,台型,淑芬,',
         '1,東,淑芬,0,胡牌,阿明,放槍,美玲,3,,'),
        ('zh_CN', '局,圈,庄家,连庄,结果,赢家,胡法,放铳者,台数,台型,淑芬,', None)]:
    status, out, err = run(['match', '--csv-translated', friday], language)
    lines = out.split('\n')
    problems = [] if status == 0 else ['exit status %d: %s' % (status, err)]
    if not lines[0].startswith(heading):
        problems.append('heading %r, expected %r…' % (lines[0], heading))
    if row is not None and not (len(lines) > 1 and lines[1].startswith(row)):
        problems.append('first row %r, expected %r…' % (lines[1:2], row))
    check('match --csv-translated under %s' % language, problems)

status, out, err = run(['match', '--csv', friday, saturday], 'C')
check('match --csv takes one file', [] if status == 2 and err.strip() else
      ['exit status %d, stderr %r' % (status, err)])

print('1..%d' % len(results))
for i, (ok, name, problems) in enumerate(results, 1):
    print('%s %d - %s' % ('ok' if ok else 'not ok', i, name))
    for p in problems:
        for line in p.split('\n'):
            print('# ' + line)
sys.exit(0)
