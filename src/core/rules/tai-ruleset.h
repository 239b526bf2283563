/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset.h: rulesets loaded from data/rules/NAME.xml (the file format is
 * documented in data/rules/README.md): loading (tai-ruleset-loader.c), the
 * ruleset's lines, variants and presets (tai-ruleset.c,
 * tai-ruleset-presets.c). TaiRules, a ruleset with a table's variant
 * choices resolved, has its own header, tai-rules.h, included at the end. */
#pragma once

#include "tai-tile.h"

G_BEGIN_DECLS

typedef enum
{
  TAI_FAMILY_TAIWAN,    /* 16 tiles, five sets and a pair */
  TAI_FAMILY_SINGAPORE, /* 13 tiles, four sets and an Eye */
} TaiFamily;

typedef enum
{
  TAI_PAYMENT_TAIWAN,    /* base + tai × per_tai, dealer 1 + 2N */
  TAI_PAYMENT_SINGAPORE, /* base 2^t, shooter 2×, self-draw 2× each, Bao */
} TaiPaymentScheme;

/* One variant (house rule) of a ruleset. Values are strings as written in
 * the file and in hand files ("3", "2", "on", "off", "split"). */
typedef struct
{
  char *id;
  char *name;         /* English msgid; faces show tai_variant_get_name() */
  char *description;  /* one sentence, our own words; tai_variant_get_description() */
  char *line;         /* id of the line it belongs to, or NULL for the ruleset */
  char *default_value;
  char **values;      /* every allowed value, the default included; NULL-terminated */
  char **value_names; /* a short English label per value, parallel to values */
} TaiVariant;

/* One scoring line. */
typedef struct
{
  char *id;          /* as in rules.md, e.g. "concealed-self-draw" */
  int tai;           /* default tai (for a limit line: 0, paid at the limit) */
  char *category;    /* basics, winds-dragons, bonus, how-won, shapes, big-hands, limit */
  gboolean each;     /* tai per occurrence ("1 each") */
  gboolean limit;    /* a limit hand (Singapore) */
  char *name;        /* English msgid; faces show tai_line_get_name() */
  char *native;      /* Chinese characters */
  char *romanised;   /* Singapore romanisation, or NULL */
  char *description; /* one sentence in our own words; tai_line_get_description() */
  char **replaces;   /* ids this line stands in place of; NULL-terminated */
  char **replaces_unless; /* parallel to replaces: a switch variant id whose "on"
                           * keeps the replaced line, or "" */
  char *variant;     /* id of the variant that changes this line, or NULL */
  char *example;     /* an example hand file (JSON text) that scores this line, or NULL */
  char **aliases;    /* other names players use, searched by the tables; never
                      * translated; NULL-terminated, never NULL */
  int points;        /* a payment rule's fixed amount in points, paid by each
                      * other player (a Singapore bite: 4), or −1 */
  int half_points;   /* with @points, what a half payer pays (ping hu at its
                      * own price: 20 full, 10 half), or −1 */
} TaiLine;

/* A named set of variant choices that a known table plays (for example
 * "all honours 8, no last-discard line"); variants it does not name stay at
 * their defaults. */
typedef struct
{
  char *id;
  char *name;        /* English msgid; faces show tai_preset_get_name() */
  char *description; /* one sentence, our own words; tai_preset_get_description() */
  char **variants;   /* variant ids, NULL-terminated */
  char **values;     /* parallel to variants */
} TaiPreset;

typedef struct _TaiRuleset TaiRuleset;

/* Loads a ruleset file. A malformed, invalid or unknown-version file gives
 * TAI_RULES_ERROR_PARSE with "FILE:LINE: problem" (TAI_FILE_ERROR_IO when
 * it cannot be read). Never touches the network,
 * never loads a DTD or external entity. */
TaiRuleset *tai_ruleset_load_file (const char *path, GError **error);
TaiRuleset *tai_ruleset_load_data (const char *data, gsize length, const char *display_name,
                                   GError **error);
/* A built-in ruleset by name: "taiwan", "taiwan-every-flower", "singapore"
 * (compiled into the library as a GResource). */
TaiRuleset *tai_ruleset_load_builtin (const char *name, GError **error);
/* A name of a built-in ruleset, or else a path of a ruleset file. */
TaiRuleset *tai_ruleset_load (const char *name_or_path, GError **error);
/* The bytes tai_ruleset_load() would parse for @name_or_path: a built-in
 * ruleset's XML, or the file's contents (read with the loader's limits).
 * A match keeps them as its snapshot of the rules. */
GBytes *tai_ruleset_read_source (const char *name_or_path, GError **error);
/* The SHA-256 of @data in lower-case hex: the content hash that names a
 * ruleset snapshot. */
char *tai_ruleset_source_hash (const char *data, gsize length);
/* Loads the ruleset held in @data, a snapshot. Snapshots never change, so each is parsed once per
 * process and shared, as built-in rulesets are: undo and every match of
 * an evening reuse it. */
TaiRuleset *tai_ruleset_load_snapshot (const char *data, gsize length,
                                       const char *display_name, GError **error);
/* The built-in names, NULL-terminated, in display order. */
const char *const *tai_ruleset_builtin_names (void);
/* The display name (the translated <name>, as tai_ruleset_get_display_name()
 * gives it after a load) of a built-in ruleset or of a ruleset file, read
 * without loading the ruleset: the file is read only up to the end of its
 * <name>, so a list of rulesets costs little. Nothing after the name is
 * checked, so a file whose name reads may still fail to load. NULL with
 * TAI_RULES_ERROR_PARSE when the file is refused before its name or has
 * none, TAI_FILE_ERROR_IO when it cannot be read (a FIFO or a folder is
 * refused without waiting, a file over the loader's limit unread). */
char *tai_ruleset_peek_display_name (const char *name_or_path, GError **error);
/* The same for a ruleset held in memory (@display_name as for
 * tai_ruleset_load_data()). */
char *tai_ruleset_peek_display_name_data (const char *data, gsize length,
                                          const char *display_name, GError **error);

TaiRuleset *tai_ruleset_ref (TaiRuleset *self);
void tai_ruleset_unref (TaiRuleset *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiRuleset, tai_ruleset_unref)

const char *tai_ruleset_get_id (const TaiRuleset *self);
const char *tai_ruleset_get_name (const TaiRuleset *self);
const char *tai_ruleset_get_description (const TaiRuleset *self);
TaiFamily tai_ruleset_get_family (const TaiRuleset *self);
TaiPaymentScheme tai_ruleset_get_payment_scheme (const TaiRuleset *self);
guint tai_ruleset_get_hand_size (const TaiRuleset *self); /* 16 or 13 */
guint tai_ruleset_get_n_sets (const TaiRuleset *self);    /* 5 or 4 */
gboolean tai_ruleset_has_animals (const TaiRuleset *self);
int tai_ruleset_get_minimum (const TaiRuleset *self);     /* default minimum */
int tai_ruleset_get_cap (const TaiRuleset *self);         /* 0: no cap */

guint tai_ruleset_get_n_lines (const TaiRuleset *self);
const TaiLine *tai_ruleset_get_line (const TaiRuleset *self, guint index);
const TaiLine *tai_ruleset_find_line (const TaiRuleset *self, const char *id);
int tai_ruleset_find_line_index (const TaiRuleset *self, const char *id); /* −1 if absent */

/* Payment rules: what a table pays beside the lines (the dealer's tai,
 * the dealer's streak, the minimum and the cap, Bao), shown in the tai
 * table among the lines but never scored as a line of a hand. They are
 * TaiLine structs from the file's <rule> elements: an id no line has,
 * tai −1 when the rule adds no fixed figure (the value is then the
 * choice of its variant, if it has one), no example and no replaces. */
guint tai_ruleset_get_n_payment_rules (const TaiRuleset *self);
const TaiLine *tai_ruleset_get_payment_rule (const TaiRuleset *self, guint index);
const TaiLine *tai_ruleset_find_payment_rule (const TaiRuleset *self, const char *id);

guint tai_ruleset_get_n_variants (const TaiRuleset *self);
const TaiVariant *tai_ruleset_get_variant (const TaiRuleset *self, guint index);
const TaiVariant *tai_ruleset_find_variant (const TaiRuleset *self, const char *id);

/* Additions by the ruleset loader. */
/* The display name the ruleset was loaded under (a path, or "NAME.xml"). */
const char *tai_ruleset_get_filename (const TaiRuleset *self);
/* How a hand file names this ruleset in its "rules": a built-in by its id,
 * one read from a file by that file's path, relative to @dir (the hand
 * file's folder, or NULL) when the file lies inside it. */
char *tai_ruleset_dup_reference (const TaiRuleset *self, const char *dir);
guint tai_ruleset_get_n_presets (const TaiRuleset *self);
const TaiPreset *tai_ruleset_get_preset (const TaiRuleset *self, guint index);
/* Every line id a ruleset file may use (the scorer has a predicate for
 * each), NULL-terminated. */
const char *const *tai_ruleset_known_line_ids (void);
/* The translation of a name, description or value label read from a
 * ruleset file (the files hold English; po/ holds the rest). */
const char *tai_ruleset_translate (const char *text);

/* The texts a face shows, translated into the user's language. The
 * structs above hold the English of the file (the msgid, and what hand
 * files and --json output carry); every face shows these instead, so
 * that no English name slips into a translated sentence. */
const char *tai_ruleset_get_display_name (const TaiRuleset *self);
const char *tai_ruleset_get_display_description (const TaiRuleset *self);
const char *tai_line_get_name (const TaiLine *line);        /* "?" for NULL */
const char *tai_line_get_description (const TaiLine *line);
/* The line's Chinese name (line->native) to show beside
 * tai_line_get_name(), or NULL when there is none or when the name shown
 * is already Chinese (under zh_TW or zh_CN): a reader is not given the
 * same name twice, nor once more in the other script (門清 beside 门清). */
const char *tai_line_get_native_beside (const TaiLine *line);
/* The line as a row or a list names it: its name, with the Chinese name
 * beside it where the name is not Chinese already ("Seat wind 門風"; 门风
 * alone under zh_CN, never 门风 門風). Caller frees. */
char *tai_line_dup_title (const TaiLine *line);
/* TRUE when @text holds a Chinese character. */
gboolean tai_text_has_han (const char *text);
const char *tai_variant_get_name (const TaiVariant *variant);
const char *tai_variant_get_description (const TaiVariant *variant);
/* The label of value @index (an index into variant->values). */
const char *tai_variant_get_value_name (const TaiVariant *variant, guint index);
const char *tai_preset_get_name (const TaiPreset *preset);
const char *tai_preset_get_description (const TaiPreset *preset);

G_END_DECLS

/* The table's choices, so that one include serves the scorer and the faces. */
#include "tai-rules.h"
