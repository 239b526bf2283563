/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-compare.h: the same hand at several tables (rulesets, or one ruleset
 * at each of its presets), and which lines score differently among them.
 * `taicount compare` and the calculator's Compare view both use it. */
#pragma once

#include "tai-score.h"

G_BEGIN_DECLS

typedef struct
{
  char *id;        /* a ruleset id, a preset id, or the name it was asked by */
  char *name;      /* English, as the ruleset file gives it (translate for display) */
  TaiRules *rules;
  gboolean valid;  /* the hand scored at this table */
  char *error;     /* why not, in a player's words, when not valid */
  TaiScore score;  /* when valid */
} TaiCompareTable;

/* One payer whose payment is not the same at every table. */
typedef struct
{
  TaiWind from;
  TaiWind to;
} TaiComparePayer;

typedef struct
{
  GPtrArray *tables;      /* TaiCompareTable, in the order added */
  GPtrArray *differences; /* const char * line ids (owned by the rulesets), filled by
                           * tai_comparison_score() */
  /* TaiComparePayer: each payer (from, to) whose amount differs between
   * the tables where the hand is valid (a table where it pays nothing
   * counts 0), in the order the tables first list them; filled by
   * tai_comparison_score(). Money counts as much as lines: a dealer
   * streak paid differently is a difference (issue 33). */
  GArray *payment_differences;
  TaiHand hand;     /* as last scored, for the reasons below */
  TaiStakes stakes;
} TaiComparison;

TaiComparison *tai_comparison_new (void);
/* Adds a table; takes @rules. */
void tai_comparison_add (TaiComparison *self, const char *id, const char *name, TaiRules *rules);
/* Adds @ruleset at its defaults (id: the ruleset's id), then at each of
 * its presets (id: the preset's id): variants a preset does not name stay
 * at their defaults. */
void tai_comparison_add_presets (TaiComparison *self, TaiRuleset *ruleset);
/* Scores @hand at every table and finds the differing lines: each line
 * that scored at some table and not with the same tai at every table
 * where the hand is valid (a line that did not score counts 0), in the
 * ruleset order of the first table holding it. Returns how many tables
 * took the hand. */
guint tai_comparison_score (TaiComparison *self, const TaiHand *hand, const TaiStakes *stakes);

/* The tai of line @id at @table: 0 when it did not score there. */
int tai_compare_table_line_tai (const TaiCompareTable *table, const char *id);
/* What @from pays @to at @table: 0 when nothing, or when the hand is
 * not valid there. */
gint64 tai_compare_table_payment (const TaiCompareTable *table, TaiWind from, TaiWind to);
/* The line @id as the first table holding it describes it, or NULL. */
const TaiLine *tai_comparison_find_line (const TaiComparison *self, const char *id);
/* Whether line @id is among the differences. */
gboolean tai_comparison_line_differs (const TaiComparison *self, const char *id);

/* The table the others are told apart from: the first where the hand is
 * valid (the ruleset at its defaults, when the presets are compared), or
 * NULL when there is none. */
const TaiCompareTable *tai_comparison_get_reference (const TaiComparison *self);
/* Why line @id scores otherwise at @table than at the reference: the
 * table's own rule for that line, in the user's language, one text for
 * each house rule (variant) the table plays otherwise and without which
 * the line would score otherwise here ("All honours value: 8 tai",
 * "Little four winds keeps wind tai: Winds not added"), or, for a table
 * of another ruleset, what the line is worth there. Empty when @table
 * scores the line as the reference does. Free with g_ptr_array_unref(). */
GPtrArray *tai_comparison_line_reasons (const TaiComparison *self, const TaiCompareTable *table,
                                        const char *id);
/* Why @from pays @to otherwise at @table than at the reference: the
 * house rules the table plays otherwise that change this payment (the
 * dealer streak, a line's value, the cap, …), or, for a table of another
 * ruleset, the reasons of the lines it scores otherwise. Empty when the
 * amount is the reference's. */
GPtrArray *tai_comparison_payment_reasons (const TaiComparison *self,
                                           const TaiCompareTable *table, TaiWind from,
                                           TaiWind to);
/* The reasons for line @id (with @id NULL: for the payment @from →
 * @to) in sentences for people, one a distinct reason, naming the
 * tables that share it: "Gamesofa, Star31 — All honours value: 8 tai".
 * Free with g_ptr_array_unref(). */
GPtrArray *tai_comparison_explain (const TaiComparison *self, const char *id, TaiWind from,
                                   TaiWind to);

void tai_comparison_free (TaiComparison *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiComparison, tai_comparison_free)

G_END_DECLS
