#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks of the translations (suite "i18n"). Usage:
check-i18n.py CHECK SOURCE_ROOT BUILD_ROOT [LANG]. Each check prints what
it looked at and exits non-zero, naming every problem, when something is
wrong. Nothing in the source tree is written: templates and merged
catalogues go to a temporary folder."""

import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

APP_ID = "io.github.taicounter.TaiCounter"
problems = []

# The keywords of meson's "glib" gettext preset, as tests/data/check.py
# uses them for the template.
XGETTEXT_ARGS = ["--from-code=UTF-8", "--add-comments", "--keyword=_", "--keyword=N_",
                 "--keyword=C_:1c,2", "--keyword=NC_:1c,2", "--keyword=g_dcgettext:2",
                 "--keyword=g_dngettext:2,3", "--keyword=g_dpgettext2:2c,3"]

# Figures the lesson texts leave for the program to fill in, and the
# markup of the release notes: a translation must keep each of them.
PLACEHOLDER = re.compile(r"\{[a-z]+(?::[^{}]*)?\}|</?[a-z]+>")


def problem(message):
    problems.append(message)
    print("FAIL: " + message)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def linguas(root):
    langs = []
    for line in read(os.path.join(root, "po", "LINGUAS")).splitlines():
        langs += line.split("#", 1)[0].split()
    return langs


def unquote(text):
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)),
                  text[1:-1])


def parse_po(path):
    """Returns (msgctxt, msgid, [msgstr...], flags) for every live entry."""
    entries = []
    entry = None
    field = None
    for line in read(path).splitlines() + [""]:
        if not line.strip():
            if entry is not None and entry["id"] is not None:
                entries.append(entry)
            entry = None
            continue
        if entry is None:
            entry = {"ctxt": None, "id": None, "plural": None, "str": [], "flags": ""}
        if line.startswith("#,"):
            entry["flags"] += line[2:]
            continue
        if line.startswith("#"):
            continue
        m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$', line)
        if m:
            field = m.group(1)
            value = unquote(m.group(2))
            if field.startswith("msgstr"):
                entry["str"].append(value)
            else:
                entry[{"msgctxt": "ctxt", "msgid": "id", "msgid_plural": "plural"}[field]] = value
        elif line.startswith('"') and field is not None:
            value = unquote(line)
            if field.startswith("msgstr"):
                entry["str"][-1] += value
            else:
                key = {"msgctxt": "ctxt", "msgid": "id", "msgid_plural": "plural"}[field]
                entry[key] += value
    return [e for e in entries if e["id"] != ""]


def check_complete(root, build, lang):
    """The catalogue compiles with --check, and has no untranslated or
    fuzzy entry, and every figure and tag of a source string survives."""
    po = os.path.join(root, "po", lang + ".po")
    result = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, po],
                            capture_output=True, text=True)
    stats = result.stderr.strip()
    print("%s: %s" % (lang, stats))
    if result.returncode != 0:
        problem("msgfmt --check failed for po/%s.po:\n%s" % (lang, stats))
    if "untranslated" in stats:
        problem("po/%s.po has untranslated strings (%s)" % (lang, stats))
    if "fuzzy" in stats:
        problem("po/%s.po has fuzzy strings (%s)" % (lang, stats))
    entries = parse_po(po)
    for e in entries:
        wanted = sorted(PLACEHOLDER.findall(e["plural"] or e["id"]))
        for s in e["str"]:
            if s and sorted(PLACEHOLDER.findall(s)) != wanted:
                problem("po/%s.po changes the figures or tags of %r: %r" %
                        (lang, e["id"][:60], s[:60]))
        if "fuzzy" in e["flags"]:
            problem("po/%s.po: %r is fuzzy" % (lang, e["id"][:60]))
    print("checked %d entries" % len(entries))


def fresh_template(root, tmp):
    pot = os.path.join(tmp, "tai-counter.pot")
    env = dict(os.environ, GETTEXTDATADIRS=os.path.join(root, "data", "gettext"))
    result = subprocess.run(["xgettext"] + XGETTEXT_ARGS +
                            ["--directory=" + root, "--files-from=" +
                             os.path.join(root, "po", "POTFILES.in"), "-o", pot],
                            capture_output=True, text=True, env=env)
    if result.returncode != 0:
        problem("xgettext on po/POTFILES.in: " + result.stderr.strip())
        return None
    return pot


def check_current(root, build, lang):
    """Every string the sources hold today is translated: the catalogue is
    merged with a freshly extracted template (in a temporary folder), and
    a source string that is new or changed shows as untranslated."""
    po = os.path.join(root, "po", lang + ".po")
    with tempfile.TemporaryDirectory() as tmp:
        pot = fresh_template(root, tmp)
        if pot is None:
            return
        merged = os.path.join(tmp, lang + ".po")
        result = subprocess.run(["msgmerge", "--quiet", "--no-fuzzy-matching", "-o", merged,
                                 po, pot], capture_output=True, text=True)
        if result.returncode != 0:
            problem("msgmerge failed for po/%s.po: %s" % (lang, result.stderr.strip()))
            return
        missing = [e for e in parse_po(merged) if not all(e["str"]) or not e["str"]]
        for e in missing[:40]:
            problem("po/%s.po does not translate %r (run msgmerge --update and translate it)" %
                    (lang, e["id"][:70]))
        if len(missing) > 40:
            problem("... and %d more untranslated strings" % (len(missing) - 40))
        print("%s: %d strings in the sources, %d untranslated" %
              (lang, len(parse_po(merged)), len(missing)))


def check_desktop(root, build, lang):
    """The built desktop file and metainfo carry the language's name and
    summary, and the compiled catalogue sits where bindtextdomain finds it."""
    # The build's own application id: a development profile build's files
    # are named io.github.taicounter.TaiCounter.Devel.
    m = re.search(r'^#define APP_ID "([^"]+)"', read(os.path.join(build, "config.h")), re.M)
    app_id = m.group(1) if m else APP_ID
    desktop = os.path.join(build, "data", app_id + ".desktop")
    text = read(desktop)
    for key in ["Name", "GenericName", "Comment", "Keywords"]:
        if not re.search(r"^%s\[%s\]=\S" % (key, re.escape(lang)), text, re.M):
            problem("%s has no %s[%s]" % (desktop, key, lang))
    metainfo = os.path.join(build, "data", app_id + ".metainfo.xml")
    tree = ET.parse(metainfo)
    lang_attr = "{http://www.w3.org/XML/1998/namespace}lang"
    # gettext writes the POSIX name (zh_TW) or, since 0.22, the BCP 47 tag
    # with its script (zh-Hant-TW); both name the language.
    script = {"zh_TW": "Hant", "zh_CN": "Hans", "zh_SG": "Hans"}.get(lang)
    tags = {lang, lang.replace("_", "-")}
    if script:
        tags.add("-".join([lang[:2], script, lang[3:]]))
    for tag in ["name", "summary", "description/p"]:
        found = [el for el in tree.getroot().findall(tag) if el.get(lang_attr) in tags]
        if not found:
            problem("%s has no <%s xml:lang=\"%s\">" % (metainfo, tag, lang))
    mo = os.path.join(build, "po", lang, "LC_MESSAGES", "tai-counter.mo")
    if not os.path.exists(mo):
        problem("%s was not built" % mo)
    print("checked %s and %s for %s" % (os.path.basename(desktop), os.path.basename(metainfo),
                                        lang))


def check_cli(root, build, lang):
    """taicount speaks the language: with LANGUAGE set and the build tree's
    catalogues, the list of rulesets comes out translated."""
    taicount = os.path.join(build, "src", "cli", "taicount")
    translations = {e["id"]: e["str"][0] for e in parse_po(os.path.join(root, "po", lang + ".po"))
                    if e["ctxt"] is None and e["str"]}
    # glibc 2.41 reads LANGUAGE only under a real locale, not C.UTF-8, so the
    # language's own generated locale is used, as a user's session would.
    env = dict(os.environ, LANGUAGE=lang, LC_ALL=lang + ".UTF-8",
               TAI_COUNTER_LOCALEDIR=os.path.join(build, "po"))
    result = subprocess.run([taicount, "rules"], capture_output=True, text=True, env=env)
    if result.returncode != 0:
        problem("taicount rules failed: " + result.stderr.strip())
        return
    for name in ["Taiwanese 16-tile", "Singapore"]:
        wanted = translations.get(name)
        if not wanted:
            problem("po/%s.po lacks %r" % (lang, name))
        elif wanted not in result.stdout:
            problem("taicount rules under LANGUAGE=%s does not print %r:\n%s" %
                    (lang, wanted, result.stdout))
    print(result.stdout.strip())


# A hand played is counted in 局 in both scripts, as the table counts it
# (第 5 局, 12 局, 這一局, 局數): not 手, which is the tiles in hand (手牌,
# 這手牌), nor 把. A number (or its %u) before the counter, an ordinal, a
# demonstrative for the hand being played, or a count of hands.
HAND_COUNTER = re.compile(r"第\s*(?:%[0-9$]*[a-z]+|[0-9一二三四五六七八九十]+)\s*[手把]"
                          r"|(?:%[0-9$]*[ud]|[0-9])\s*[手把](?![牌里裡上中])"
                          r"|[手把][数數]|(?:此|本)手(?!牌)|(?:這|这)手(?=[已還还結结])"
                          r"|(?:一|每|連|连)把(?![牌])|任何一手(?!牌)")


def check_counters(root, build, lang):
    """Under Chinese, every string that counts hands played says 局."""
    if not lang.startswith("zh"):
        print("%s: not Chinese, nothing to check" % lang)
        return
    entries = parse_po(os.path.join(root, "po", lang + ".po"))
    for e in entries:
        for s in e["str"]:
            m = HAND_COUNTER.search(s)
            if m:
                problem("po/%s.po counts a hand as %r, not in 局: %r" % (lang, m.group(0), s[:70]))
    print("%s: checked %d entries for the way hands are counted" % (lang, len(entries)))


# Other names the calculator page has had in Chinese (issue 33: 計台,
# 算台頁 and 計算機 for one page). The page is called by its tab's name.
OTHER_PAGE_NAMES = {"zh_TW": ["算台頁", "計算機", "計分頁"], "zh_CN": ["算台页", "计算器", "计分页", "算分页"]}


def check_page_names(root, build, lang):
    """Under Chinese, the calculator page has one name: its tab's."""
    if not lang.startswith("zh"):
        print("%s: not Chinese, nothing to check" % lang)
        return
    entries = parse_po(os.path.join(root, "po", lang + ".po"))
    tab = [e["str"][0] for e in entries if e["ctxt"] == "page" and e["id"] == "Score"]
    if not tab or not tab[0]:
        problem("po/%s.po has no name for the Score page's tab" % lang)
        return
    for e in entries:
        if e["id"] == "Calculator" and e["str"][0] != tab[0]:
            problem("po/%s.po names the Calculator %r, its tab %r" % (lang, e["str"][0], tab[0]))
        for s in e["str"]:
            for other in OTHER_PAGE_NAMES.get(lang, []):
                if other in s:
                    problem("po/%s.po calls the calculator page %r, not %r: %r"
                            % (lang, other, tab[0], s[:70]))
    print("%s: the calculator page is %s in %d entries" % (lang, tab[0], len(entries)))


def check_line_names(root, build, lang):
    """Under Traditional Chinese, a Taiwanese line is called what the table
    calls it: its name shows the ruleset's <native> name (issue 33: 三元台,
    not 三元牌刻子)."""
    if lang != "zh_TW":
        print("%s: the Taiwanese tables' words are checked under zh_TW" % lang)
        return
    names = {}
    for e in parse_po(os.path.join(root, "po", lang + ".po")):
        if e["ctxt"] is None and e["str"] and e["str"][0]:
            names[e["id"]] = e["str"][0]
    checked = 0
    for ruleset in ("taiwan.xml", "taiwan-every-flower.xml"):
        text = read(os.path.join(root, "data", "rules", ruleset))
        for m in re.finditer(r'<line id="([^"]+)"[^>]*>\s*<name>([^<]+)</name>\s*<native>([^<]+)</native>',
                             text):
            line, name, native = m.groups()
            checked += 1
            if names.get(name, native) != native:
                problem("%s: line %s is %r under zh_TW, but the table says %r"
                        % (ruleset, line, names[name], native))
    print("%s: %d Taiwanese line names are the table's" % (lang, checked))


# Characters written only in Traditional Chinese: those of the project's
# texts (po/zh_TW.po, the data files, the sources) that the Unicode Han
# database (Unihan_Variants, kSimplifiedVariant) maps to another character
# in Simplified Chinese. 幺 is left out: the database maps it to 么, but
# Simplified writes 幺 in 幺九 and 十三幺 as well.
TRADITIONAL_ONLY = set(
    "丟並併來係個們側備價優儲內兩冊別刪則剛動勵匯區卻參員問啟單嗎國圍圖團執場壞夠夾學"
    "實寫寬寶將尋對導層屬帳帶幫幾庫張後徑從態憶應採換搶撈擇據攤數斷於時暫書會東條構槍"
    "標樣機檔檢檻欄氣決沒況減湊準滿漢灣為無燈爭牆狀獎獨獻現環畫當發盤確碼礎種稱筆節範"
    "紀約紅純細紹組結絕給統經綠綱緊線編練總繞繪續羅習聯聽脫腦膽與舊莊華萬蓋蓮蘭號補裝"
    "製複見規視訂計訊討記設許註試該認誤說誰課調請論識譯議讀變讓貓貢貫買貼資賽贏較載輪"
    "輯輸這連進運過達遠選還邊鈕錄錢錯鍵長門閉開閒間關陣隊際隨險隻雙雞離難電頁頂項順須"
    "預頭題額類顧顯風餘餵馬體魚麼點齊龍")

# Where a Simplified reader may still see a Traditional character: a tile's
# face as the tiles print it (发 is printed 發 on Singapore's tiles too),
# only where the source sentence itself prints that face (bamboo (索),
# dots (筒) and characters (萬)).
TILE_FACES = set("萬發東南西北中白")
# The Chinese locales that have no catalogue of their own, and the one
# each reads (src/core/tai-language.c), where the test environment has the
# locale generated.
FALLBACK_LOCALES = {"zh_CN": ["zh_SG"], "zh_TW": ["zh_HK"]}


def traditional_in(text):
    return "".join(sorted(set(c for c in text if c in TRADITIONAL_ONLY)))


def run_taicount(build, args, lang):
    """taicount as a session under the locale @lang runs it: LANG set, no
    LANGUAGE or LC_ALL of its own."""
    env = dict(os.environ, LANG=lang + ".UTF-8",
               TAI_COUNTER_LOCALEDIR=os.path.join(build, "po"))
    for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"]:
        env.pop(name, None)
    return subprocess.run([os.path.join(build, "src", "cli", "taicount")] + args,
                          capture_output=True, text=True, env=env)


def check_script(root, build, lang):
    """What a Simplified Chinese reader sees is in Simplified characters:
    every zh_CN translation (but a tile face its source prints), the native
    names of the Singapore ruleset (Singapore writes Simplified), and what
    taicount prints for a Singapore hand under zh_CN and zh_SG."""
    if lang != "zh_CN":
        print("%s: not Simplified Chinese, nothing to check" % lang)
        return
    entries = parse_po(os.path.join(root, "po", lang + ".po"))
    for e in entries:
        for s in e["str"]:
            found = traditional_in(s)
            allowed = set(c for c in found if c in TILE_FACES and c in (e["plural"] or e["id"]))
            wrong = "".join(c for c in found if c not in allowed)
            if wrong:
                problem("po/%s.po writes %s in Traditional characters: %r -> %r" %
                        (lang, wrong, e["id"][:50], s[:70]))
    print("%s: checked %d entries for Traditional characters" % (lang, len(entries)))
    ns = "{https://taicounter.github.io/ns/ruleset}"
    tree = ET.parse(os.path.join(root, "data", "rules", "singapore.xml"))
    natives = [el.text or "" for el in tree.getroot().iter(ns + "native")]
    for native in natives:
        if traditional_in(native):
            problem("data/rules/singapore.xml: the native name %s is not written as Singapore "
                    "writes it (Simplified)" % native)
    print("singapore.xml: checked %d native names" % len(natives))
    for locale in ["zh_CN", "zh_SG"]:
        for args in [["rules", "singapore"],
                     ["score", os.path.join(root, "tests", "cli", "cases", "sg-worked-3.json")],
                     ["score", os.path.join(root, "tests", "cli", "cases",
                                            "sg-seat-and-round-wind.json")]]:
            result = run_taicount(build, args, locale)
            if result.returncode != 0:
                problem("taicount %s under %s failed: %s" % (" ".join(args[:2]), locale,
                                                             result.stderr.strip()))
                continue
            for line in result.stdout.splitlines():
                if traditional_in(line):
                    problem("taicount %s under LANG=%s.UTF-8 prints Traditional %s: %r" %
                            (args[0], locale, traditional_in(line), line.strip()))
            print("taicount %s %s under %s: %d lines" % (args[0], os.path.basename(args[1]),
                                                      locale, len(result.stdout.splitlines())))


def check_fallback(root, build, lang):
    """A locale with no catalogue of its own reads @lang's: under
    LANG=zh_SG.UTF-8 (no LANGUAGE) taicount speaks Simplified Chinese,
    under zh_HK Traditional."""
    translations = {e["id"]: e["str"][0] for e in parse_po(os.path.join(root, "po", lang + ".po"))
                    if e["ctxt"] is None and e["str"]}
    wanted = translations.get("Taiwanese 16-tile")
    if not wanted:
        problem("po/%s.po lacks 'Taiwanese 16-tile'" % lang)
        return
    for locale in FALLBACK_LOCALES.get(lang, []):
        result = run_taicount(build, ["rules"], locale)
        if result.returncode != 0:
            problem("taicount rules under %s failed: %s" % (locale, result.stderr.strip()))
        elif wanted not in result.stdout:
            problem("taicount rules under LANG=%s.UTF-8 does not print %r (from po/%s.po):\n%s"
                    % (locale, wanted, lang, result.stdout))
        else:
            print("%s reads po/%s.po: %s" % (locale, lang, wanted))


CHECKS = {
    "complete": check_complete,
    "current": check_current,
    "desktop": check_desktop,
    "cli": check_cli,
    "counters": check_counters,
    "script": check_script,
    "fallback": check_fallback,
    "page-names": check_page_names,
    "line-names": check_line_names,
}


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in CHECKS:
        print("usage: check-i18n.py {%s} SOURCE_ROOT BUILD_ROOT [LANG]" % ",".join(CHECKS),
              file=sys.stderr)
        return 2
    root, build = sys.argv[2], sys.argv[3]
    langs = sys.argv[4:] or linguas(root)
    if not langs:
        print("no languages in po/LINGUAS")
        return 77
    for lang in langs:
        CHECKS[sys.argv[1]](root, build, lang)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
