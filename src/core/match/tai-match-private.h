/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-private.h: what TaiMatch, TaiMatchHand, the match file code
 * and the store share inside the library. */
#pragma once

#include <json-glib/json-glib.h>

#include "tai-match.h"

G_BEGIN_DECLS

/* The fields of a row the match file writes, to know when the text kept
 * for them is out of date; compared with memcmp(), so always cleared
 * first. The hand file and note are compared by address: replacing either
 * drops the text kept (tai_match_hand_replace_json(), _set_note()). */
typedef struct
{
  int result;
  int winner;
  int win_by;
  int from;
  int bao;
  int tai;
  int ping_hu;
  int collection;
  int dealt;
  int has_table;
  int table_round;
  int table_dealer;
  guint table_streak;
  int has_seating;
  gint8 seating[4];
  gint64 time;
  const char *hand_json;
  const char *note;
} TaiMatchHandStoredKey;

/* The computed values a row's "computed" member writes. */
typedef struct
{
  guint number;
  int round;
  int dealer;
  guint streak;
  int paid_tai;
  gint64 changes[4];
  gint64 balances[4];
} TaiMatchHandFileComputed;

struct _TaiMatchHand
{
  GObject parent_instance;

  /* Inputs: what the user recorded. */
  TaiMatchResult result;
  gint8 winner; /* the winner or the collector */
  TaiWinBy win_by;
  gint8 from;
  gint8 bao;
  int tai;
  gboolean ping_hu;
  char *hand_json;
  /* A win scored by its sources (tai_quick_score()): the lines ticked, by
   * line id, and how many times each counts; NULL for other rows. */
  GStrv line_ids;
  guint *line_counts;
  /* The table context written in hand_json, when known without parsing
   * it again (parsing loads the ruleset: too slow to do for every row on
   * every change). */
  gboolean json_known;
  TaiWind json_round;
  TaiWind json_dealer;
  guint json_streak;
  TaiCollectionKind collection;
  gboolean dealt;
  char *note;
  gint64 time;
  gboolean has_table;
  TaiWind table_round;
  TaiWind table_dealer;
  guint table_streak;
  /* Players who change seats before this hand: from here on the player
   * first seated at seating[w] (a player, named by index) sits at wind w. */
  gboolean has_seating;
  gint8 seating[4];
  TaiWind json_seat; /* the winner's seat wind in hand_json, when json_known */

  /* Computed by the match. */
  gboolean attached;
  /* Put in the match by the change being finished: the list's items-changed
   * brings it in as a new item, so it is not told "changed" as well. */
  gboolean fresh;
  guint number;
  TaiWind round;
  TaiWind dealer;
  guint streak;
  gint8 seats[4];      /* the player at each wind for this hand */
  TaiWind dealer_wind; /* the dealer's seat wind (dealer is the player) */
  int paid_tai;
  gint64 changes[4];
  gint64 balances[4];
  TaiPayment payments[3];
  guint n_payments;
  char *warning;

  /* The row as the match file holds it, kept between saves so that a save
   * writes again only the rows that changed (tai_match_doc_to_json_pieces()):
   * the text of the stored fields, while they are as @file_key says (the
   * text of hand_json and note is dropped whenever they are replaced), and
   * the "computed" member after it, while @file_computed holds. Immutable
   * strings, handed to the thread that writes the file. */
  GRefString *file_stored;
  TaiMatchHandStoredKey file_key;
  GRefString *file_tail;
  TaiMatchHandFileComputed file_computed;
};

/* The computed part of a row, to compare before and after a recompute. */
typedef struct
{
  guint number;
  TaiWind round;
  TaiWind dealer;
  guint streak;
  gint8 seats[4];
  int paid_tai;
  int tai;
  gint64 changes[4];
  gint64 balances[4];
} TaiMatchHandComputed;

void tai_match_hand_get_computed (TaiMatchHand *self, TaiMatchHandComputed *out);
/* Notifies the properties whose values differ from @before. */
void tai_match_hand_notify_changes (TaiMatchHand *self, const TaiMatchHandComputed *before);
/* Attaching marks the row fresh (see `fresh`). */
void tai_match_hand_set_attached (TaiMatchHand *self, gboolean attached);
/* Emits TaiMatchHand::changed, unless the row is fresh: then it only
 * stops being fresh. For each row of a range the match announces as
 * changed in its list. */
void tai_match_hand_announce (TaiMatchHand *self);
void tai_match_hand_set_warning (TaiMatchHand *self, const char *warning);
void tai_match_hand_replace_json (TaiMatchHand *self, char *json); /* takes @json */

/* Prints every row's text as the next save writes it (tai-match-save.c),
 * in the thread that read the match, before it is handed to the window:
 * the first change of an evening then prints only its own row in the
 * window's thread. */
void tai_match_prepare_save (TaiMatch *self);

/* Drops the text kept for the match file (tai_match_doc_to_json_pieces()). */
void tai_match_hand_forget_text (TaiMatchHand *self);

/* The match file (tai-match-file.c). */
JsonNode *tai_match_hand_to_json_node (TaiMatchHand *self);
TaiMatchHand *tai_match_hand_from_json_object (JsonObject *object, const char *where,
                                               GError **error);

/* A broken match: read-only, holding @path and the reason it failed. */
TaiMatch *tai_match_new_broken (const char *path, const GError *load_error);

G_END_DECLS
