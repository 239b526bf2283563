/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-zh-walk.c: the whole window read as a Chinese player reads it.
 * Under zh_TW and under zh_CN it walks every page (Score with hands
 * scored, Tables row by row, Match with matches open, Practice, every
 * lesson page of both courses, House Rules page by page) and the dialogs
 * the menus open without a file chooser, and collects every text on
 * show: labels, buttons, rows, tooltips, window titles and accessible
 * labels. A text fails when it holds an English ruleset name or other
 * untranslated English, an internal id (a line, variant or rule id of the
 * ruleset files, a tile token such as 5m), an ASCII period inside
 * Chinese, a space before a particle (的, 之, 家) or between two Chinese
 * characters, or a character of the other script (Traditional-only
 * under zh_CN, Simplified-only under zh_TW).
 *
 * With TAI_ZH_WALK_DUMP=FILE set, every text collected is written there
 * (one per line, with the place it was read), for a reviewer to read. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "tai-gui-test.h"
#include "tai-hand-model.h"
#include "tai-ledger-page.h"
#include "tai-ledger.h"
#include "tai-lesson-page.h"
#include "tai-match.h"
#include "tai-payout-diagram.h"
#include "tai-practice-page.h"
#include "tai-ruleset.h"
#include "tai-score-page.h"
#include "tai-table-page.h"
#include "tai-win-group.h"

static TaiApplication *app;
static char *localedir;
static char *tmp_dir;

/* Hands scored on the Score page: a Taiwanese win on East's discard with
 * a claimed pung, a concealed kong and two flowers; a self-drawn one; a
 * Singapore win with an animal. */
static const char *const taiwan_hands[] = {
  "{\"rules\":\"taiwan\",\"seat\":\"south\",\"round\":\"east\",\"dealer\":\"east\","
  "\"streak\":1,\"hand\":\"234m 11s 999s 45m\","
  "\"melds\":[{\"kind\":\"pung\",\"tiles\":\"CCC\",\"from\":\"west\"},"
  "{\"kind\":\"concealed-kong\",\"tiles\":\"EEEE\"}],"
  "\"win\":{\"tile\":\"3m\",\"by\":\"discard\",\"from\":\"east\"},"
  "\"bonus\":[\"orchid\",\"summer\"]}",
  "{\"rules\":\"taiwan\",\"seat\":\"east\",\"round\":\"east\",\"dealer\":\"east\","
  "\"hand\":\"123m 456m 789m 123p 77p 89s\","
  "\"win\":{\"tile\":\"7s\",\"by\":\"self-draw\"},\"bonus\":[\"plum\"]}",
};
static const char *const singapore_hands[] = {
  "{\"rules\":\"singapore\",\"seat\":\"south\",\"round\":\"east\",\"dealer\":\"east\","
  "\"hand\":\"234m 11s 999s 45m\","
  "\"melds\":[{\"kind\":\"pung\",\"tiles\":\"CCC\",\"from\":\"west\"}],"
  "\"win\":{\"tile\":\"3m\",\"by\":\"discard\",\"from\":\"east\"},"
  "\"bonus\":[\"orchid\",\"cat\"]}",
  "{\"rules\":\"singapore\",\"seat\":\"west\",\"round\":\"south\",\"dealer\":\"east\","
  "\"hand\":\"123p 456p 789p 11p 55p\","
  "\"melds\":[],"
  "\"win\":{\"tile\":\"5p\",\"by\":\"self-draw\"},\"bonus\":[\"plum\",\"spring\"]}",
};

/* What the walk knows of the rulesets: the words that must never show
 * under Chinese (ids, English names) and the Latin words that may (the
 * romanised names and aliases players use). */
typedef struct
{
  GHashTable *ids;        /* line, rule, variant and preset ids */
  GHashTable *english;    /* English names of rulesets, lines, variants */
  GHashTable *romanised;  /* lower-case Latin words of romanised names and aliases */
} Known;

static Known known;

/* Latin words a Chinese text may hold: key names as the keyboard prints
 * them, and the Malay word Singapore players use for a marriage. */
static const char *const allowed_words[] = {
  "Ctrl", "Shift", "Alt", "Super", "Enter", "Delete", "Backspace", "Esc", "Tab", "Home", "End",
  "Page", "Up", "Down", "Left", "Right", "Space", "Insert", "BackSpace", "kahwin",
};

/* The toolkit's own labels in the About window: their catalogues come with
 * libadwaita, not with this app (Debian ships none for zh_TW). "Dismiss"
 * is the accessible name of libadwaita's toast close button, which its
 * zh_TW catalogue (1.7) leaves untranslated. */
static const char *const toolkit_texts[] = {
  "About", "What’s New", "Details", "Credits", "Legal", "Report an Issue", "Dismiss",
};

/* The texts that teach the tile notation, which must show its tokens. */
static const char *const notation_help[] = {
  N_ ("Type tiles, e.g. 123m E C"),
  N_ ("Tiles in hand notation: 123m for 1, 2 and 3 of Characters, p for Dots, s for Bamboo, E S "
      "W N for the winds, C F P for the dragons, and bonus tile names such as plum or spring. "
      "Enter adds them; typing while a tile has focus types here too."),
  N_ ("Discards and shown sets, such as 1m 1m C"),
};

static gboolean
is_notation_help (const char *text)
{
  for (guint i = 0; i < G_N_ELEMENTS (notation_help); i++)
    if (g_str_equal (text, _(notation_help[i])))
      return TRUE;
  return FALSE;
}

/* A Latin word inside 「」 or “” is a name quoted as it is written (a
 * folder called “deleted”). */
static gboolean
quoted_by (const char *text, const char *word_start, const char *open_mark,
           const char *close_mark)
{
  const char *open = g_strrstr_len (text, word_start - text, open_mark);
  const char *close = g_strrstr_len (text, word_start - text, close_mark);

  return open != NULL && (close == NULL || close < open);
}

static gboolean
quoted (const char *text, const char *word_start)
{
  return quoted_by (text, word_start, "「", "」") || quoted_by (text, word_start, "“", "”");
}

/* Every problem fails the walk: the known problems of other lanes it
 * once told without failing (core reasons and lesson {waits:} naming
 * tiles by token, the lesson hand description glued with ". ") are
 * fixed. */

/* Where the walk is, and what it found. */
typedef struct
{
  const char *language;
  char *place;
  GHashTable *seen;      /* texts already judged, and "place\ttext" dumped */
  GString *problems;
  guint n_problems;
  guint n_texts;
  FILE *dump;
} Walk;

static gboolean
idle (gpointer data)
{
  return !g_main_context_pending (NULL);
}

static void
settle (void)
{
  tai_gui_test_wait_for (idle, NULL, 3000);
}

static void
add_words (GHashTable *table, const char *text, gboolean lower)
{
  g_auto (GStrv) words = NULL;

  if (text == NULL)
    return;
  words = g_regex_split_simple ("[^A-Za-z]+", text, 0, 0);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_hash_table_add (table, lower ? g_ascii_strdown (words[i], -1) : g_strdup (words[i]));
}

static void
learn_ruleset (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (name, &error);

  g_assert_no_error (error);
  g_hash_table_add (known.ids, g_strdup (tai_ruleset_get_id (ruleset)));
  g_hash_table_add (known.english, g_strdup (tai_ruleset_get_name (ruleset)));
  for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);

      g_hash_table_add (known.ids, g_strdup (line->id));
      g_hash_table_add (known.english, g_strdup (line->name));
      add_words (known.romanised, line->romanised, TRUE);
      for (guint a = 0; line->aliases != NULL && line->aliases[a] != NULL; a++)
        add_words (known.romanised, line->aliases[a], TRUE);
    }
  for (guint i = 0; i < tai_ruleset_get_n_payment_rules (ruleset); i++)
    {
      const TaiLine *rule = tai_ruleset_get_payment_rule (ruleset, i);

      g_hash_table_add (known.ids, g_strdup (rule->id));
      g_hash_table_add (known.english, g_strdup (rule->name));
      for (guint a = 0; rule->aliases != NULL && rule->aliases[a] != NULL; a++)
        add_words (known.romanised, rule->aliases[a], TRUE);
    }
  for (guint i = 0; i < tai_ruleset_get_n_variants (ruleset); i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);

      g_hash_table_add (known.ids, g_strdup (variant->id));
      g_hash_table_add (known.english, g_strdup (variant->name));
    }
  for (guint i = 0; i < tai_ruleset_get_n_presets (ruleset); i++)
    g_hash_table_add (known.ids, g_strdup (tai_ruleset_get_preset (ruleset, i)->id));
}

static gboolean
is_han (gunichar c)
{
  return g_unichar_get_script (c) == G_UNICODE_SCRIPT_HAN;
}

/* Han or the full-width punctuation that goes with it. */
static gboolean
is_cjk (gunichar c)
{
  return is_han (c) || (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF00 && c <= 0xFF65);
}

static gboolean
encodable (gunichar c, const char *charset)
{
  char utf8[8];
  int n = g_unichar_to_utf8 (c, utf8);
  g_autofree char *out = g_convert (utf8, n, charset, "UTF-8", NULL, NULL, NULL);

  return out != NULL;
}

static gboolean
is_word_char (char c)
{
  return g_ascii_isalnum (c) || c == '_' || c == '-';
}

/* TRUE when @word occurs in @text as a whole word. */
static gboolean
has_word (const char *text, const char *word)
{
  gsize len = strlen (word);

  for (const char *p = strstr (text, word); p != NULL; p = strstr (p + 1, word))
    if ((p == text || !is_word_char (p[-1])) && !is_word_char (p[len]))
      return TRUE;
  return FALSE;
}

static void
problem (Walk *walk, const char *text, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
problem (Walk *walk, const char *text, const char *format, ...)
{
  va_list args;
  g_autofree char *what = NULL;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_string_append_printf (walk->problems, "  %s: %s in “%s”\n", walk->place, what, text);
  walk->n_problems++;
}

/* Checks one text on show. */
static void
check_text (Walk *walk, const char *text)
{
  gboolean simplified = g_str_equal (walk->language, "zh_CN");
  gboolean chinese = FALSE;
  g_autofree char *key = NULL;
  GHashTableIter iter;
  gpointer word;

  if (text == NULL || text[0] == '\0')
    return;
  /* Each text is judged once, where it is first seen; the dump lists it
   * at every place. */
  key = g_strdup_printf ("%s\t%s", walk->place, text);
  if (walk->dump != NULL && !g_hash_table_contains (walk->seen, key))
    fprintf (walk->dump, "%s\t%s\n", walk->place, text);
  g_hash_table_add (walk->seen, g_strdup (key));
  if (!g_hash_table_add (walk->seen, g_strdup (text)))
    return;
  walk->n_texts++;
  /* English is walked only for the gallery. */
  if (g_str_equal (walk->language, "C"))
    return;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (is_han (g_utf8_get_char (p)))
      chinese = TRUE;

  /* Names and ids that belong to the files, not to a reader. */
  if (strstr (text, "Taiwanese 16-tile") != NULL || has_word (text, "Singapore"))
    problem (walk, text, "an English ruleset name");
  g_hash_table_iter_init (&iter, known.ids);
  while (g_hash_table_iter_next (&iter, &word, NULL))
    if (has_word (text, word) && (strchr (word, '-') != NULL || strchr (word, '_') != NULL
                                  || !g_hash_table_contains (known.romanised, word)))
      problem (walk, text, "the internal id “%s”", (const char *) word);
  g_hash_table_iter_init (&iter, known.english);
  while (g_hash_table_iter_next (&iter, &word, NULL))
    if (strchr (word, ' ') != NULL && strstr (text, word) != NULL)
      problem (walk, text, "the English name “%s”", (const char *) word);
  for (guint i = 0; i < G_N_ELEMENTS (toolkit_texts); i++)
    if (g_str_equal (text, toolkit_texts[i]))
      return;
  /* An address is written as it is. */
  if (is_notation_help (text) || g_str_has_prefix (text, "https://"))
    goto chinese_checks;
  {
    g_autoptr (GMatchInfo) match = NULL;
    static GRegex *token;

    if (token == NULL)
      token = g_regex_new ("(?<![A-Za-z0-9])[1-9]+[mps](?![A-Za-z])", 0, 0, NULL);
    if (g_regex_match (token, text, 0, &match))
      {
        g_autofree char *found = g_match_info_fetch (match, 0);

        problem (walk, text, "the tile token “%s”", found);
      }
  }
  /* Any other Latin word of two letters or more is English left over,
   * unless it is a romanised name players use. */
  {
    static GRegex *latin;
    g_autoptr (GMatchInfo) match = NULL;

    if (latin == NULL)
      latin = g_regex_new ("[A-Za-z]{2,}", 0, 0, NULL);
    for (g_regex_match (latin, text, 0, &match); g_match_info_matches (match);
         g_match_info_next (match, NULL))
      {
        g_autofree char *found = g_match_info_fetch (match, 0);
        g_autofree char *lower = g_ascii_strdown (found, -1);
        int start;
        gboolean allowed = g_hash_table_contains (known.romanised, lower);

        g_match_info_fetch_pos (match, 0, &start, NULL);
        for (guint i = 0; i < G_N_ELEMENTS (allowed_words); i++)
          allowed = allowed || g_str_equal (found, allowed_words[i]);
        if (!allowed && !quoted (text, text + start))
          {
            problem (walk, text, "the English word “%s”", found);
            break;
          }
      }
  }
chinese_checks:
  if (!chinese)
    return;

  {
    gunichar before = 0;

    for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
      {
        gunichar c = g_utf8_get_char (p);
        gunichar after = g_utf8_get_char (g_utf8_next_char (p));

        /* A period between two letters or digits is a number (3.5) or a
         * file name; anywhere else in Chinese it should be 。 */
        if (c == '.' && !(before < 0x80 && g_ascii_isalnum (before) && after < 0x80
                           && g_ascii_isalnum (after)))
          problem (walk, text, "an ASCII period");
        if (c == ' ' && (after == 0x7684 /* 的 */ || after == 0x4E4B /* 之 */
                         || after == 0x5BB6 /* 家 */)
            && !(before < 0x80 && g_ascii_isdigit (before)))
          problem (walk, text, "a space before a particle");
        else if (c == ' ' && is_cjk (before) && is_cjk (after))
          problem (walk, text, "a space between Chinese characters");
        /* GB2312 holds the Simplified set, Big5 the Traditional one: a
         * Han character outside it belongs to the other script. Only a
         * tile's face as a sentence prints it, in brackets (万子（萬）,
         * 「發」), is Traditional on every set; standing alone (a seat
         * drop-down's 東) or beside other Chinese (東 → 南：16) it is a
         * word in the wrong script. */
        if (is_han (c) && simplified && !encodable (c, "GB2312")
            && (is_han (before) || is_han (after)
                || (before != 0xFF08 /* （ */ && before != 0x300C /* 「 */)))
          problem (walk, text, "the Traditional character “%.*s”",
                   (int) (g_utf8_next_char (p) - p), p);
        /* Big5 lacks the radical 幺, which Taiwan writes (十三幺). */
        if (is_han (c) && !simplified && c != 0x5E7A && !encodable (c, "BIG5"))
          problem (walk, text, "the Simplified character “%.*s”",
                   (int) (g_utf8_next_char (p) - p), p);
        /* ASCII punctuation beside Chinese should be full-width (：，；),
         * but not in a time (17:45) or a list of numbers (3, 4). */
        if ((c == ':' || c == ',' || c == ';')
            && (is_cjk (before) || is_cjk (after)
                || (after == ' ' && is_cjk (g_utf8_get_char (g_utf8_next_char (g_utf8_next_char (p)))))))
          problem (walk, text, "an ASCII “%c” beside Chinese", (char) c);
        before = c;
      }
  }
  /* A date in the C locale's form (%x: 12/01/26) beside Chinese: the
   * table reads 2026年12月1日. */
  {
    static GRegex *date;

    if (date == NULL)
      date = g_regex_new ("[0-9]+/[0-9]+/[0-9]+", 0, 0, NULL);
    if (g_regex_match (date, text, 0, NULL))
      problem (walk, text, "a date written the C locale’s way");
  }
  /* A sentence ends at its full stop: no space is left after 。 when
   * another sentence follows (two sentences joined as English joins
   * them). */
  {
    static GRegex *stop;

    if (stop == NULL)
      stop = g_regex_new ("[。！？；：，] +(?=\\p{Han})", 0, 0, NULL);
    if (g_regex_match (stop, text, 0, NULL))
      problem (walk, text, "a space after Chinese punctuation");
  }
  if (simplified)
    {
      /* The dealer's badge is a word, not a tile's face: 庄 and 连 in
       * Simplified, even standing alone. */
      if (strstr (text, "莊") != NULL || strstr (text, "連") != NULL)
        problem (walk, text, "the Traditional dealer’s badge");
    }
  /* A hand played is counted in 局 in both scripts, as the Practice
   * table and the statistics count it (第 5 局, 3 局), not 手 in the
   * ledger beside 局 at the practice table, nor 把; 手牌 is the tiles in
   * hand. */
  {
    static GRegex *hand;
    g_autoptr (GMatchInfo) match = NULL;

    if (hand == NULL)
      hand = g_regex_new ("第\\s*[0-9]+\\s*[手把]|[0-9]\\s*[手把](?![牌里裡上中])", 0, 0, NULL);
    if (g_regex_match (hand, text, 0, &match))
      {
        g_autofree char *found = g_match_info_fetch (match, 0);

        problem (walk, text, "a hand counted as “%s”, not in 局", found);
      }
  }
  /* One term per thing across the app: the words it replaced must not
   * come back (the house-rule minimum is 起胡台數 as the Tables and House
   * Rules name it; a win on a discard is not 吃, which is a chow). */
  {
    static const char *const retired_traditional[] = { "最低台數", "最低胡牌", "吃別人打出的牌" };
    static const char *const retired_simplified[] = { "最低台数", "最低胡牌", "吃别人打出的牌" };
    const char *const *retired = simplified ? retired_simplified : retired_traditional;

    for (guint i = 0; i < G_N_ELEMENTS (retired_traditional); i++)
      if (strstr (text, retired[i]) != NULL)
        problem (walk, text, "the retired term “%s”", retired[i]);
    /* 八張花 is fine in a sentence (集齊全部八張花), not as the name of
     * the Singapore line or the way of winning. */
    if (g_str_equal (text, simplified ? "八张花" : "八張花"))
      problem (walk, text, "the retired name “%s”", text);
  }
  /* A seat standing alone for a person: at the table one says 東家 (or a
   * player's name), not 東, when the seat wins, pays or discards. */
  {
    static GRegex *seat;
    g_autoptr (GMatchInfo) match = NULL;

    if (seat == NULL)
      seat = g_regex_new ("(?<!\\p{Han})[東南西北东](?=胡|付|收|自摸|因|打出)"
                          "|(?<=胡|付給|付给|付|收)[東南西北东](?=打出|放|的|\\s*[0-9]|[，。、]|$)",
                          0, 0, NULL);
    if (g_regex_match (seat, text, 0, &match))
      {
        g_autofree char *found = g_match_info_fetch (match, 0);

        problem (walk, text, "the seat “%s” standing for a person without 家", found);
      }
  }
  /* A name shown twice side by side (七筒 / 七筒), or beside a shorter
   * form of itself (不求人 / 不求). */
  {
    static GRegex *pair;
    g_autoptr (GMatchInfo) match = NULL;

    if (pair == NULL)
      pair = g_regex_new ("(\\p{Han}+)\\s*(?:/|／|·|・)?\\s*(?=(\\p{Han}+))", 0, 0, NULL);
    for (g_regex_match (pair, text, 0, &match); g_match_info_matches (match);
         g_match_info_next (match, NULL))
      {
        g_autofree char *all = g_match_info_fetch (match, 0);
        g_autofree char *first = g_match_info_fetch (match, 1);
        g_autofree char *second = g_match_info_fetch (match, 2);

        /* Two words only when something stood between them (the
         * second is looked ahead at, so that it can be the next first). */
        if (strlen (all) == strlen (first))
          continue;
        if (g_str_equal (first, second)
            || (g_utf8_strlen (second, -1) >= 2 && g_str_has_prefix (first, second))
            || (g_utf8_strlen (first, -1) >= 2 && g_str_has_prefix (second, first)))
          {
            problem (walk, text, "the name “%s” beside “%s”", first, second);
            break;
          }
      }
  }
}

/* The accessible label or description of @widget, or NULL. GTK has no
 * public getter, but its test check says what it found instead of what it
 * was asked. */
static char *
accessible_text (GtkWidget *widget, GtkAccessibleProperty property)
{
  const char *sentinel = "\x01";
  g_autofree char *answer = NULL;
  const char *got;
  gsize len;

  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), property))
    return NULL;
  answer = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, sentinel);
  if (answer == NULL)
    return NULL;
  got = g_strrstr (answer, "got “");
  if (got == NULL)
    return NULL;
  got += strlen ("got “");
  len = strlen (got);
  if (len >= strlen ("”") && g_str_has_suffix (got, "”"))
    len -= strlen ("”");
  return g_strndup (got, len);
}

static void
collect (Walk *walk, GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    check_text (walk, gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_INSCRIPTION (widget))
    check_text (walk, gtk_inscription_get_text (GTK_INSCRIPTION (widget)));
  if (GTK_IS_WINDOW (widget))
    check_text (walk, gtk_window_get_title (GTK_WINDOW (widget)));
  if (GTK_IS_ENTRY (widget))
    check_text (walk, gtk_entry_get_placeholder_text (GTK_ENTRY (widget)));
  if (GTK_IS_SEARCH_ENTRY (widget))
    {
      g_autofree char *placeholder = NULL;

      g_object_get (widget, "placeholder-text", &placeholder, NULL);
      check_text (walk, placeholder);
    }
  check_text (walk, gtk_widget_get_tooltip_text (widget));
  check_text (walk, gtk_widget_get_tooltip_text (widget));
  {
    g_autofree char *label = accessible_text (widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
    g_autofree char *description = accessible_text (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

    check_text (walk, label);
    check_text (walk, description);
  }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (walk, child);
}

static void
walk_widget (Walk *walk, GtkWidget *widget, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
walk_widget (Walk *walk, GtkWidget *widget, const char *format, ...)
{
  va_list args;

  g_free (walk->place);
  va_start (args, format);
  walk->place = g_strdup_vprintf (format, args);
  va_end (args);
  settle ();
  collect (walk, widget);
}

/* A toplevel shown since @before was listed (the windows mapped then:
 * some, such as the shortcuts window, exist hidden long before they are
 * shown). */
typedef struct
{
  GList *before;
  GtkWidget *found;
} NewWindow;

/* The dialog shown inside @window, if any: an AdwDialog is not a
 * toplevel of its own. */
static GtkWidget *
window_dialog (GtkWidget *window)
{
  if (ADW_IS_APPLICATION_WINDOW (window))
    return (GtkWidget *) adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  if (ADW_IS_WINDOW (window))
    return (GtkWidget *) adw_window_get_visible_dialog (ADW_WINDOW (window));
  return NULL;
}

static GList *
mapped_windows (void)
{
  GList *toplevels = gtk_window_list_toplevels ();
  GList *mapped = NULL;

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (gtk_widget_get_mapped (l->data))
      {
        GtkWidget *dialog = window_dialog (l->data);

        mapped = g_list_prepend (mapped, l->data);
        if (dialog != NULL)
          mapped = g_list_prepend (mapped, dialog);
      }
  g_list_free (toplevels);
  return mapped;
}

static gboolean
new_window_shown (gpointer data)
{
  NewWindow *nw = data;
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      GtkWidget *dialog = window_dialog (l->data);

      if (dialog != NULL && g_list_find (nw->before, dialog) == NULL
          && gtk_widget_get_mapped (dialog))
        {
          nw->found = dialog;
          return TRUE;
        }
      if (g_list_find (nw->before, l->data) == NULL && gtk_widget_get_mapped (l->data))
        {
          nw->found = l->data;
          return TRUE;
        }
    }
  return FALSE;
}

/* Closes what walk_dialog() found: a dialog or a window. */
static void
close_found (GtkWidget *found)
{
  if (ADW_IS_DIALOG (found))
    adw_dialog_force_close (ADW_DIALOG (found));
  else
    gtk_window_destroy (GTK_WINDOW (found));
}

/* Answers a question by clicking the button of @response, or a form
 * dialog by clicking its action. */
static GtkWidget *
button_labelled (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = button_labelled (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
respond (GtkWidget *dialog, const char *response)
{
  GtkWidget *button = ADW_IS_ALERT_DIALOG (dialog)
                        ? button_labelled (dialog, adw_alert_dialog_get_response_label (
                                                     ADW_ALERT_DIALOG (dialog), response))
                        : tai_gui_test_find_named (dialog, "action");

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

/* Activates @action on @widget (or the application's when @widget is
 * NULL), walks the window it opens under @place and closes it. */
static void
walk_dialog (Walk *walk, GtkWidget *widget, const char *action, GVariant *parameter,
             const char *place)
{
  /* A widget class's action does not sink a floating parameter when it
   * is activated: held here so that it is freed. */
  g_autoptr (GVariant) held = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;
  NewWindow nw = { mapped_windows (), NULL };

  if (widget != NULL)
    g_assert_true (gtk_widget_activate_action_variant (widget, action, parameter));
  else
    g_action_group_activate_action (G_ACTION_GROUP (app), action, parameter);
  if (!tai_gui_test_wait_for (new_window_shown, &nw, 5000))
    g_error ("%s: %s opened no window", place, action);
  walk_widget (walk, nw.found, "%s", place);
  close_found (nw.found);
  settle ();
  g_list_free (nw.before);
}

static gboolean
frame_painted (gpointer data)
{
  return *(gboolean *) data;
}

static void
after_paint_cb (GdkFrameClock *clock, gboolean *painted)
{
  *painted = TRUE;
}

/* With TAI_ZH_WALK_SHOTS=DIR, saves what @window shows as
 * DIR/LANGUAGE-NAME-{1280,360}-{light,dark}.png, for a reviewer to look
 * at: the gallery of every page in each language. */
static void
shots (Walk *walk, TaiWindow *window, const char *name)
{
  const char *dir = g_getenv ("TAI_ZH_WALK_SHOTS");
  static const int widths[] = { 1280, 360 };
  AdwStyleManager *style = adw_style_manager_get_default ();

  if (dir == NULL)
    return;
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint dark = 0; dark < 2; dark++)
      {
        GtkWidget *widget = GTK_WIDGET (window);
        g_autoptr (GdkPaintable) paintable = NULL;
        GtkSnapshot *snapshot;
        g_autoptr (GskRenderNode) node = NULL;
        g_autoptr (GdkTexture) texture = NULL;
        g_autofree char *file = g_strdup_printf ("%s-%s-%d-%s.png", walk->language, name,
                                                 widths[w], dark ? "dark" : "light");
        g_autofree char *path = g_build_filename (dir, file, NULL);
        GdkFrameClock *clock;
        gboolean painted = FALSE;
        int width, height;

        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
        gtk_window_set_default_size (GTK_WINDOW (window), widths[w], 800);
        settle ();
        g_usleep (300 * 1000);
        settle ();
        clock = gtk_widget_get_frame_clock (widget);
        g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
        gtk_widget_queue_draw (widget);
        tai_gui_test_wait_for (frame_painted, &painted, 5000);
        g_signal_handlers_disconnect_by_func (clock, after_paint_cb, &painted);
        width = gtk_widget_get_width (widget);
        height = gtk_widget_get_height (widget);
        paintable = gtk_widget_paintable_new (widget);
        snapshot = gtk_snapshot_new ();
        gdk_paintable_snapshot (paintable, snapshot, width, height);
        node = gtk_snapshot_free_to_node (snapshot);
        if (node == NULL)
          continue;
        texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                               &GRAPHENE_RECT_INIT (0, 0, width, height));
        gdk_texture_save_to_png (texture, path);
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  settle ();
}

static void
load_hand (TaiScorePage *page, const char *json)
{
  g_autoptr (GError) error = NULL;

  gboolean loaded = tai_hand_model_load_json (tai_score_page_get_model (page), json, NULL, TRUE,
                                              &error);

  g_assert_no_error (error);
  g_assert_true (loaded);
  settle ();
}

static AdwComboRow *
find_combo_titled (GtkWidget *widget, const char *title)
{
  if (ADW_IS_COMBO_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return ADW_COMBO_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *found = find_combo_titled (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The way of winning with all eight flowers is named as the table names
 * it (the ruleset line's name as shown): 八仙過海 at a Taiwanese table,
 * 花胡 at a Singapore one, in both scripts, not 八張花 beside the line
 * 八仙過海, nor 八仙過海 beside the Singapore line 花胡. @names are the
 * ways of winning a list offers. */
static void
check_eight_flowers_names (Walk *walk, GListModel *names, const char *ruleset, const char *where)
{
  static const struct
  {
    const char *ruleset, *line;
  } tables[] = {
    { "taiwan", "eight-immortals" },
    { "singapore", "eight-flowers" },
  };

  if (g_str_equal (walk->language, "C"))
    return;
  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    if (g_str_equal (tables[t].ruleset, ruleset))
      {
        g_autoptr (GError) error = NULL;
        g_autoptr (TaiRuleset) rules = tai_ruleset_load_builtin (ruleset, &error);
        const TaiLine *line;
        gboolean found = FALSE;

        g_assert_no_error (error);
        line = tai_ruleset_find_line (rules, tables[t].line);
        g_assert_nonnull (line);
        /* The line as the breakdown names it, in the language's script. */
        for (guint i = 0; i < g_list_model_get_n_items (names); i++)
          found = found
                  || g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i),
                                  tai_line_get_name (line));
        if (!found)
          problem (walk, tai_line_get_name (line),
                   "no way of winning in %s named as the line %s is", where,
                   tai_line_get_name (line));
      }
}

static void
check_eight_flowers_option (Walk *walk, TaiWindow *window, const char *ruleset)
{
  GtkWidget *group = tai_gui_test_find_gtype (GTK_WIDGET (window), TAI_TYPE_WIN_GROUP);
  AdwComboRow *row;

  g_assert_nonnull (group);
  row = find_combo_titled (group, _("Won by"));
  g_assert_nonnull (row);
  check_eight_flowers_names (walk, adw_combo_row_get_model (row), ruleset, "Won by");
}

/* The same in the ledger's Record Win dialog of the match open on @page. */
static void
check_record_win_names (Walk *walk, GtkWidget *page, const char *ruleset)
{
  NewWindow nw = { mapped_windows (), NULL };
  GtkWidget *how;

  g_assert_true (gtk_widget_activate_action (page, "ledger.record-win", NULL));
  g_assert_true (tai_gui_test_wait_for (new_window_shown, &nw, 5000));
  how = tai_gui_test_find_named (nw.found, "how");
  g_assert_true (GTK_IS_DROP_DOWN (how));
  check_eight_flowers_names (walk, gtk_drop_down_get_model (GTK_DROP_DOWN (how)), ruleset,
                             "Record Win");
  close_found (nw.found);
  settle ();
  g_list_free (nw.before);
}

static void
walk_score (Walk *walk, TaiWindow *window, const char *const *hands, guint n_hands,
            const char *ruleset)
{
  TaiScorePage *page = TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));

  tai_window_set_visible_page (window, TAI_PAGE_SCORE);
  for (guint i = 0; i < n_hands; i++)
    {
      GtkWidget *diagram;

      load_hand (page, hands[i]);
      walk_widget (walk, GTK_WIDGET (window), "score/%s hand %u", ruleset, i + 1);
      /* The diagram draws the dealer's badge, which no label shows. */
      diagram = tai_gui_test_find_gtype (GTK_WIDGET (window), TAI_TYPE_PAYOUT_DIAGRAM);
      if (diagram != NULL
          && tai_payout_diagram_get_geometry (TAI_PAYOUT_DIAGRAM (diagram)) != NULL)
        {
          const TaiPayoutGeometry *geometry
              = tai_payout_diagram_get_geometry (TAI_PAYOUT_DIAGRAM (diagram));

          for (guint s = 0; s < G_N_ELEMENTS (geometry->seats); s++)
            check_text (walk, geometry->seats[s].dealer_text);
        }
      if (i == 0)
        {
          g_autofree char *name = g_strdup_printf ("score-%s", ruleset);

          shots (walk, window, name);
          check_eight_flowers_option (walk, window, ruleset);
        }
    }
}

static void
walk_tables (Walk *walk, TaiWindow *window, const char *ruleset)
{
  TaiTablePage *page = TAI_TABLE_PAGE (tai_window_get_page (window, TAI_PAGE_TABLES));
  GListModel *rows;

  tai_window_set_visible_page (window, TAI_PAGE_TABLES);
  settle ();
  rows = tai_table_page_get_rows (page);
  g_assert_cmpuint (g_list_model_get_n_items (rows), >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (GtkStringObject) row = g_list_model_get_item (rows, i);
      const char *id = gtk_string_object_get_string (row);

      g_assert_true (tai_table_page_select_line (page, id));
      walk_widget (walk, GTK_WIDGET (window), "tables/%s/%s", ruleset, id);
      if (i == 2)
        {
          g_autofree char *name = g_strdup_printf ("tables-%s", ruleset);

          shots (walk, window, name);
        }
    }
}

/* A practice hand of each mode, dealt from a fixed wall so that every
 * run reads the same tiles. */
static void
walk_practice (Walk *walk, TaiWindow *window, const char *ruleset)
{
  TaiPracticePage *page = TAI_PRACTICE_PAGE (tai_window_get_page (window, TAI_PAGE_PRACTICE));
  static const TaiGameMode modes[] = { TAI_GAME_MODE_GUIDED, TAI_GAME_MODE_SCORED, TAI_GAME_MODE_MATCH };

  tai_window_set_visible_page (window, TAI_PAGE_PRACTICE);
  settle ();
  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (tai_practice_page_start (page, modes[m], ruleset, 7, &error));
      g_assert_no_error (error);
      walk_widget (walk, GTK_WIDGET (window), "practice/%s/mode %u", ruleset, m + 1);
      if (m == 2)
        {
          g_autofree char *name = g_strdup_printf ("practice-%s", ruleset);

          shots (walk, window, name);
        }
    }
}

static void
walk_match (Walk *walk, TaiWindow *window)
{
  GtkWidget *page = tai_window_get_page (window, TAI_PAGE_MATCH);
  TaiLedgerPage *ledger = TAI_LEDGER_PAGE (page);
  TaiScorePage *score = TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));
  TaiMatchStore *store;
  g_autoptr (TaiMatch) taiwan = NULL;
  g_autoptr (TaiMatch) singapore = NULL;
  g_autoptr (GError) error = NULL;

  tai_window_set_visible_page (window, TAI_PAGE_MATCH);
  settle ();
  store = tai_ledger_page_get_store (ledger);

  /* A Singapore match with a win, a collection and a draw. */
  singapore = tai_match_store_create (store, "singapore", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (tai_match_record_win (singapore, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_EAST,
                                       2, -1, &error));
  g_assert_true (tai_match_record_collection (singapore, TAI_WIND_WEST, TAI_COLLECTION_BITE,
                                              FALSE, &error));
  g_assert_true (tai_match_record_draw (singapore, &error));
  g_assert_no_error (error);
  tai_ledger_page_set_match (ledger, singapore);
  load_hand (score, singapore_hands[0]);
  tai_window_set_visible_page (window, TAI_PAGE_MATCH);
  walk_dialog (walk, page, "ledger.record-from-calculator", NULL, "match/singapore/from calculator");
  walk_dialog (walk, page, "ledger.record-collection", NULL, "match/singapore/collection");
  walk_widget (walk, GTK_WIDGET (window), "match/singapore");
  check_record_win_names (walk, page, "singapore");

  /* A Taiwanese match with hands recorded from the calculator, by tai
   * and a draw. */
  taiwan = tai_match_store_create (store, "taiwan", NULL, &error);
  g_assert_no_error (error);
  tai_ledger_page_set_match (ledger, taiwan);
  load_hand (score, taiwan_hands[0]);
  tai_window_set_visible_page (window, TAI_PAGE_MATCH);
  {
    NewWindow nw = { mapped_windows (), NULL };

    g_assert_true (gtk_widget_activate_action (page, "ledger.record-from-calculator", NULL));
    g_assert_true (tai_gui_test_wait_for (new_window_shown, &nw, 5000));
    walk_widget (walk, nw.found, "match/taiwan/from calculator");
    respond (nw.found, "record");
    settle ();
    g_list_free (nw.before);
  }
  g_assert_true (tai_match_record_win (taiwan, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, -1, 3, -1,
                                       &error));
  g_assert_true (tai_match_record_win (taiwan, TAI_WIND_NORTH, TAI_WIN_DISCARD, TAI_WIND_WEST,
                                       5, -1, &error));
  g_assert_true (tai_match_record_draw (taiwan, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (taiwan)), ==, 4);
  walk_widget (walk, GTK_WIDGET (window), "match/taiwan");
  shots (walk, window, "match-taiwan");

  walk_dialog (walk, page, "ledger.new-match", NULL, "match/new match");
  walk_dialog (walk, page, "ledger.record-win", NULL, "match/taiwan/record win");
  check_record_win_names (walk, page, "taiwan");
  walk_dialog (walk, page, "ledger.correct-table", NULL, "match/taiwan/correct table");
  walk_dialog (walk, page, "ledger.rename-match", NULL, "match/taiwan/rename");
  walk_dialog (walk, page, "ledger.edit-players", NULL, "match/taiwan/players");
  walk_dialog (walk, page, "ledger.edit-rules", NULL, "match/taiwan/rules");
  walk_dialog (walk, page, "ledger.edit-hand", g_variant_new_uint32 (0), "match/taiwan/edit hand");
  walk_dialog (walk, page, "ledger.remove-match", NULL, "match/taiwan/remove");
  g_assert_true (gtk_widget_activate_action (page, "ledger.show-matches", NULL));
  walk_widget (walk, GTK_WIDGET (window), "match/list");
}

static void
walk_lessons (Walk *walk, TaiWindow *window)
{
  TaiLessonPage *page = TAI_LESSON_PAGE (tai_window_get_page (window, TAI_PAGE_LESSONS));
  static const char *const courses[] = { "taiwan", "singapore" };

  tai_window_set_visible_page (window, TAI_PAGE_LESSONS);
  settle ();
  for (guint c = 0; c < G_N_ELEMENTS (courses); c++)
    {
      tai_lesson_page_set_course (page, courses[c]);
      settle ();
      g_assert_cmpstr (tai_lesson_page_get_course (page), ==, courses[c]);
      for (guint i = 0; i < tai_lesson_page_get_n_pages (page); i++)
        {
          tai_lesson_page_set_page_index (page, i);
          walk_widget (walk, GTK_WIDGET (window), "lessons/%s/page %u", courses[c], i + 1);
          if (i == 3)
            {
              g_autofree char *name = g_strdup_printf ("lessons-%s", courses[c]);

              shots (walk, window, name);
            }
        }
    }
}

/* House Rules is a dialog over @window, not a window of its own. */
static gboolean
preferences_shown (gpointer data)
{
  GtkWidget **found = data;

  *found = tai_gui_test_find_gtype (found[1], ADW_TYPE_PREFERENCES_DIALOG);
  return *found != NULL;
}

static void
walk_preferences (Walk *walk, TaiWindow *window)
{
  GtkWidget *found[2] = { NULL, GTK_WIDGET (window) };
  AdwViewStack *stack;
  GListModel *pages;

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  g_assert_true (tai_gui_test_wait_for (preferences_shown, found, 5000));
  stack = ADW_VIEW_STACK (tai_gui_test_find_gtype (found[0], ADW_TYPE_VIEW_STACK));
  g_assert_nonnull (stack);
  pages = G_LIST_MODEL (adw_view_stack_get_pages (stack));
  for (guint i = 0; i < g_list_model_get_n_items (pages); i++)
    {
      g_autoptr (AdwViewStackPage) each = g_list_model_get_item (pages, i);

      adw_view_stack_set_visible_child (stack, adw_view_stack_page_get_child (each));
      walk_widget (walk, found[0], "house rules/page %u", i + 1);
    }
  g_object_unref (pages);
  adw_dialog_force_close (ADW_DIALOG (found[0]));
  settle ();
}

static void
set_ruleset (const char *ruleset)
{
  g_settings_set_string (tai_application_get_settings (app), "ruleset", ruleset);
  settle ();
}

static guint
walk_language (const char *language)
{
  Walk walk = { language, NULL, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
                g_string_new (NULL), 0, 0, NULL };
  const char *dump = g_getenv ("TAI_ZH_WALK_DUMP");
  TaiWindow *window;

  if (!g_str_equal (language, "C") && !tai_gui_test_have_catalogue (localedir, language))
    {
      g_test_skip ("the catalogue is not built");
      return 0;
    }
  if (dump != NULL)
    {
      g_autofree char *path = g_strdup_printf ("%s.%s", dump, language);

      walk.dump = fopen (path, "w");
    }

  /* An application and a window made in the language, as a user starts
   * the app: the ruleset list, for one, names the rulesets once. */
  tai_gui_test_set_language (language);
  app = tai_gui_test_new_application ();
  set_ruleset ("taiwan");
  window = tai_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  settle ();

  /* The payout diagram draws the round in its corner, where no label
   * shows it. */
  g_free (walk.place);
  walk.place = g_strdup ("score/payout diagram");
  for (TaiWind wind = TAI_WIND_EAST; wind <= TAI_WIND_NORTH; wind++)
    {
      g_autofree char *round = tai_payout_diagram_round_text (wind);

      check_text (&walk, round);
    }

  walk_score (&walk, window, taiwan_hands, G_N_ELEMENTS (taiwan_hands), "taiwan");
  walk_tables (&walk, window, "taiwan");
  walk_practice (&walk, window, "taiwan");
  walk_match (&walk, window);
  walk_lessons (&walk, window);
  walk_preferences (&walk, window);
  walk_dialog (&walk, GTK_WIDGET (window), "win.show-shortcuts", NULL, "keyboard shortcuts");
  walk_dialog (&walk, NULL, "about", NULL, "about");

  set_ruleset ("singapore");
  walk_score (&walk, window, singapore_hands, G_N_ELEMENTS (singapore_hands), "singapore");
  walk_tables (&walk, window, "singapore");
  walk_practice (&walk, window, "singapore");

  set_ruleset ("taiwan");
  /* The matches made (the practice's too) go, so that the next language
   * does not find titles written in this one. */
  {
    TaiMatchStore *store
        = tai_ledger_page_get_store (TAI_LEDGER_PAGE (tai_window_get_page (window, TAI_PAGE_MATCH)));

    while (g_list_model_get_n_items (G_LIST_MODEL (store)) > 0)
      {
        g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (store), 0);
        g_autoptr (GError) error = NULL;

        g_assert_true (tai_match_store_remove (store, match, &error));
      }
  }
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  g_clear_object (&app);
  tai_gui_test_set_language ("C");
  if (walk.dump != NULL)
    fclose (walk.dump);
  /* Said on stderr: the walk runs in a subprocess, whose test messages
   * the parent does not show. */
  g_printerr ("%s: %u texts read, %u problems\n", language, walk.n_texts, walk.n_problems);
  /* The walk must have read the window, not an empty one. */
  g_assert_cmpuint (walk.n_texts, >, 500);
  if (walk.n_problems > 0)
    g_printerr ("%s", walk.problems->str);
  g_free (walk.place);
  g_hash_table_unref (walk.seen);
  g_string_free (walk.problems, TRUE);
  return walk.n_problems;
}

static void
walk_zh_tw (void)
{
  if (walk_language ("zh_TW") > 0)
    g_error ("problems under zh_TW (listed above)");
}

/* The English window, for the gallery only (TAI_ZH_WALK_SHOTS): its texts
 * are not judged. */
static void
walk_english (void)
{
  walk_language ("C");
}

static void
walk_zh_cn (void)
{
  if (walk_language ("zh_CN") > 0)
    g_error ("problems under zh_CN (listed above)");
}

/* Each language in a process of its own, started in it as a user starts
 * the app (the application and its lists name things once, in the
 * language of their start), and both walked even when the first fails,
 * so that one run tells everything. */
static void
test_walk (void)
{
  gboolean traditional, simplified;

  g_test_trap_subprocess ("/zh-walk/subprocess/zh-tw", 0,
                          G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  traditional = g_test_trap_has_passed ();
  g_test_trap_subprocess ("/zh-walk/subprocess/zh-cn", 0,
                          G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  simplified = g_test_trap_has_passed ();
  if (!traditional || !simplified)
    g_error ("the walk found problems under%s%s (listed above)", traditional ? "" : " zh_TW",
             simplified ? "" : " zh_CN");
}

/* The checks themselves, on texts the window showed before they were
 * fixed: each must be caught, and well-written Chinese must not be. */
static void
test_checks (void)
{
  static const char *const bad[] = {
    "南做莊（連 1）. 自摸三萬胡牌。", "胡東打出的 三萬", "三元牌 的刻子", "Taiwanese 16-tile · 13 手",
    "門清 concealed-self-draw", "吃 5m", "东风", "東風", "搶 7s 的槓",
    "獨聽，邊張: 七條", "南胡東打出的牌，4 台", "東付給南 12。", "西因咬收款", "東付南 240（7 台）",
    "以這場牌局的牌桌，南收 200。", "東 → 南：16", "七筒 / 七筒", "不求人 / 不求", "最低胡牌台數", "無最低台數", "八張花",
    "莊", "莊連1", "东圈 · 北做庄 · 连 0 · 第 5 手", "新加坡 · 3 手",
    "所以其他三家各付給東家 12。 東家收 36。", "13 手", "東圈 · 北做莊 · 連 0 · 第 5 手", "第 3 把 8 台", "12/01/26 17:45 的牌局",
    "東", "東 · 阿嬷",
  };
  static const char *const good[] = {
    "胡東家打出的三萬。", "13 局", "手上 16 張牌", "3.5 台", "門清", "南家胡東家打出的牌，4 台", "東家付給南家 12。",
    "2026年12月1日 17:45 的牌局", "東圈 · 北做莊 · 連 0", "胡東風", "門風 · Men Feng", "菊 3、竹 4",
  };
  /* Simplified Chinese, and the tile faces a sentence prints as the tiles
   * print them. */
  static const char *const good_simplified[] = {
    "东", "东 · 阿嬷", "万子（萬）", "绿色的「發」", "门风 · Men Feng", "东家付给南家 12。",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      /* 東風 and 東 → 南 are wrong only in Simplified text, 东风 in
       * Traditional. */
      const char *language = g_str_equal (bad[i], "東風") || g_str_equal (bad[i], "東 → 南：16")
                                     || g_str_equal (bad[i], "莊") || g_str_equal (bad[i], "莊連1")
                                     || g_str_equal (bad[i], "东圈 · 北做庄 · 连 0 · 第 5 手")
                                     || g_str_equal (bad[i], "新加坡 · 3 手")
                                     || g_str_equal (bad[i], "東") || g_str_equal (bad[i], "東 · 阿嬷")
                                 ? "zh_CN"
                                 : "zh_TW";
      Walk walk = { language, g_strdup ("checks"),
                    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
                    g_string_new (NULL), 0, 0, NULL };

      check_text (&walk, bad[i]);
      if (walk.n_problems == 0)
        g_error ("“%s” passed under %s", bad[i], language);
      g_free (walk.place);
      g_hash_table_unref (walk.seen);
      g_string_free (walk.problems, TRUE);
    }
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      Walk walk = { "zh_TW", g_strdup ("checks"),
                    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
                    g_string_new (NULL), 0, 0, NULL };

      check_text (&walk, good[i]);
      if (walk.n_problems > 0)
        g_error ("“%s” refused:\n%s", good[i], walk.problems->str);
      g_free (walk.place);
      g_hash_table_unref (walk.seen);
      g_string_free (walk.problems, TRUE);
    }
  for (guint i = 0; i < G_N_ELEMENTS (good_simplified); i++)
    {
      Walk walk = { "zh_CN", g_strdup ("checks"),
                    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
                    g_string_new (NULL), 0, 0, NULL };

      check_text (&walk, good_simplified[i]);
      if (walk.n_problems > 0)
        g_error ("“%s” refused under zh_CN:\n%s", good_simplified[i], walk.problems->str);
      g_free (walk.place);
      g_hash_table_unref (walk.seen);
      g_string_free (walk.problems, TRUE);
    }
}

int
main (int argc, char *argv[])
{
  int status;

  tmp_dir = tai_gui_test_make_home ("test-zh-walk");
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  adw_init ();

  localedir = tai_gui_test_bind_catalogues ();

  known.ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  known.english = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  known.romanised = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (const char *const *name = tai_ruleset_builtin_names (); *name != NULL; name++)
    learn_ruleset (*name);

  g_test_add_func ("/zh-walk/checks", test_checks);
  g_test_add_func ("/zh-walk/walk", test_walk);
  g_test_add_func ("/zh-walk/subprocess/zh-tw", walk_zh_tw);
  g_test_add_func ("/zh-walk/subprocess/zh-cn", walk_zh_cn);
  g_test_add_func ("/zh-walk/subprocess/english", walk_english);

  status = g_test_run ();
  g_free (localedir);
  g_hash_table_unref (known.ids);
  g_hash_table_unref (known.english);
  g_hash_table_unref (known.romanised);
  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
