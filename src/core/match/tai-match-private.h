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
  gint64 time;
  const char *hand_json;
  const char *note;
  int tai;
  guint table_streak;
  gint8 result;
  gint8 winner;
  gint8 win_by;
  gint8 from;
  gint8 bao;
  gint8 ping_hu;
  gint8 collection;
  gint8 dealt;
  gint8 has_table;
  guint8 table_round;
  guint8 table_dealer;
  gint8 has_seating;
  gint8 seating[4];
} TaiMatchHandStoredKey;

/* A payment as a row keeps it: TaiPayment's fields in the bytes they
 * need (24 instead of 40; a row keeps up to three). */
typedef struct
{
  gint64 amount;
  gint32 base;
  gint32 tai;
  gint8 from;
  gint8 to;
  gint8 multiplier;
  gint8 dealer_extra;
} TaiMatchPayment;

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

/* A row of a match can be one of 100,000 (issue 36): its fields are as
 * small as what they hold (a wind, a seat or a flag in a byte), largest
 * first, so that the compiler leaves no holes between them. */
struct _TaiMatchHand
{
  GObject parent_instance;
  /* Inputs: what the user recorded. */
  gint64 time;
  char *hand_json;
  char *note;
  /* A win scored by its sources (tai_quick_score()): the lines ticked, by
   * line id, and how many times each counts; NULL for other rows. */
  GStrv line_ids;
  guint *line_counts;
  int tai;
  guint json_streak;
  guint table_streak;
  gint8 result;  /* TaiMatchResult */
  gint8 winner;  /* the winner or the collector */
  gint8 win_by;  /* TaiWinBy */
  gint8 from;
  gint8 bao;
  gint8 ping_hu;
  /* The table context written in hand_json, when known without parsing
   * it again (parsing loads the ruleset: too slow to do for every row on
   * every change). */
  gint8 json_known;
  guint8 json_round;
  guint8 json_dealer;
  guint8 json_seat; /* the winner's seat wind in hand_json, when json_known */
  gint8 collection; /* TaiCollectionKind */
  gint8 dealt;
  gint8 has_table;
  guint8 table_round;
  guint8 table_dealer;
  /* Players who change seats before this hand: from here on the player
   * first seated at seating[w] (a player, named by index) sits at wind w. */
  gint8 has_seating;
  gint8 seating[4];
  /* Computed by the match. */
  gint8 attached;
  /* Put in the match by the change being finished: the list's items-changed
   * brings it in as a new item, so it is not told "changed" as well. */
  gint8 fresh;
  guint8 round;
  guint8 dealer;
  gint8 seats[4];    /* the player at each wind for this hand */
  guint8 dealer_wind; /* the dealer's seat wind (dealer is the player) */
  gint8 n_payments;
  guint number;
  guint streak;
  int paid_tai;
  gint64 changes[4];
  gint64 balances[4];
  TaiMatchPayment payments[3];
  char *warning;
  /* The row's stored fields as the match file holds them, kept between
   * saves so that a save writes again only the rows that changed
   * (tai_match_doc_to_json_pieces()), while they are as @file_key says
   * (the text of hand_json and note is dropped whenever they are
   * replaced). An immutable string, handed to the thread that writes the
   * file. */
  GRefString *file_stored;
  TaiMatchHandStoredKey file_key;
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
/* Keeps @n (at most 3) payments, the replay's. */
void tai_match_hand_set_payments (TaiMatchHand *self, const TaiPayment *payments, guint n);
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
