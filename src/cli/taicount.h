/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount.h: what the subcommands of taicount share. Each subcommand
 * lives in its own taicount-NAME.c with one cmd_NAME() entry point that
 * main() in taicount.c finds in its table of commands. */
#pragma once

#include <json-glib/json-glib.h>

#include "tai-hand-file.h"
#include "tai-notation.h"
#include "tai-score.h"

G_BEGIN_DECLS

enum
{
  EXIT_SCORED = 0,
  EXIT_INVALID = 1,
  EXIT_USAGE = 2,
};

/* --json, given to the subcommand or before it. */
extern gboolean opt_json;

/* ---- taicount-common.c ------------------------------------------------- */

/* Prints the builder's root in the layout of hand-format.md. */
/* Makes g_print() and g_printerr() write control characters as \uXXXX
 * text (taicount-output.c); called first thing in main(). */
void taicount_filter_output (void);
char *taicount_escape_controls (const char *text);
void print_json (JsonBuilder *builder);
/* A member @name with @value; a NULL string is written as null. */
void member_string (JsonBuilder *builder, const char *name, const char *value);
void member_int (JsonBuilder *builder, const char *name, gint64 value);
void member_bool (JsonBuilder *builder, const char *name, gboolean value);

/* Terminal columns of @text (CJK two wide) and padding to @width. */
guint display_width (const char *text);
void append_padded (GString *out, const char *text, guint width);
/* @text right-aligned in @width columns. */
void append_right (GString *out, const char *text, guint width);
/* "+520", "−440" (U+2212), "0": money in a human output. Caller frees. */
char *human_amount (gint64 amount);
/* A ruleset string in our language; "" for NULL. */
const char *translated (const char *msgid);

/* Reports input that is not valid: JSON on stdout with --json, else a
 * line on stderr. */
void report_invalid (const char *message);
/* Prints the usage problem and a hint on stderr; returns EXIT_USAGE. */
G_GNUC_PRINTF (1, 2)
int usage_error (const char *format, ...);
/* Adds --json and parses; on failure reports it and returns FALSE. */
gboolean parse_options (GOptionContext *context, int *argc, char ***argv);

/* Loads a hand file or standard input ("-"); returns the exit status on
 * failure (after reporting it), or EXIT_SCORED with *out set. */
int load_hand (const char *path, gboolean need_win, TaiHandFile **out);
/* The same for a hand that has just drawn (taicount advise). */
int load_drawn_hand (const char *path, TaiHandFile **out);
/* A built-in ruleset name or a ruleset file path; NULL with *status set
 * (after reporting it) on failure. */
TaiRuleset *load_ruleset (const char *name, int *status);
const char *ruleset_title (const TaiRules *rules);
/* The first line of a human output: the ruleset's name and its id,
 * "Taiwanese 16-tile (taiwan)". Caller frees. */
char *ruleset_heading (TaiRuleset *ruleset);

/* ---- a hand in the notation (taicount-common.c) ----------------------- */

/* --notation TEXT and its table (--rules, --seat, --by, --from), for the
 * subcommands that take a hand file. */
extern char *opt_notation;
void add_notation_options (GOptionContext *context);
/* Builds the hand written in @text; like load_hand(). */
int load_notation (const char *text, gboolean need_win, TaiHandFile **out);
/* The playing tiles a notation holds, a set counting three. */
guint notation_tile_count (const TaiNotation *notation);

/* ---- taicount-report.c: a score, as score and waits print it ----------- */

/* The sets of the scoring reading, as strings (free with the array). */
GPtrArray *score_sets (const TaiHand *hand, const TaiScore *score);
/* The members of a score from "tai" on, in the order of hand-format.md. */
void add_score_json (JsonBuilder *builder, const TaiHand *hand, const TaiScore *score);
void add_near_misses_json (JsonBuilder *builder, const TaiRules *rules, const TaiHand *hand,
                           const TaiScore *score);
void append_near_misses (GString *out, const TaiRules *rules, const TaiHand *hand,
                         const TaiScore *score, const char *indent);
/* The tokens of the tiles in @mask, space separated. */
char *tiles_of_mask (guint64 mask);
/* The human table of one score, each line starting with @indent. */
void append_score_table (GString *out, const TaiRules *rules, const TaiHand *hand,
                         const TaiScore *score, const char *indent);

/* ---- the subcommands, one file each ----------------------------------- */

int cmd_score (int argc, char **argv);
int cmd_waits (int argc, char **argv);
int cmd_shanten (int argc, char **argv);
int cmd_rules (int argc, char **argv);
int cmd_compare (int argc, char **argv);
int cmd_match (int argc, char **argv);
int cmd_advise (int argc, char **argv);

G_END_DECLS
