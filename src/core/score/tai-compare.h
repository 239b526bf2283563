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

void tai_comparison_free (TaiComparison *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiComparison, tai_comparison_free)

G_END_DECLS
