/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-file.h: the document behind a TaiMatch and its JSON match
 * file (data/match-format.md), shared by tai-match.c and the store. */
#pragma once

#include "tai-match-private.h"

G_BEGIN_DECLS

#define TAI_MATCH_FORMAT_NAME "tai-counter-match"
#define TAI_MATCH_MAX_AMOUNT 10000000
#define TAI_MATCH_MAX_STREAK 1000
#define TAI_MATCH_MAX_TAI 100000

/* Everything a match file holds, apart from the computed values. */
typedef struct
{
  char *id;
  char *title;
  gint64 created;
  char *players[4];
  char *rules_name;     /* "rules": where the ruleset came from, a label now */
  char *rules_xml;      /* the snapshot the match is scored from, forever */
  gsize rules_xml_length;
  char *rules_hash;     /* SHA-256 of rules_xml, lower-case hex */
  char *base_dir;       /* the match file's folder, for a relative "rules" */
  char *rules_override; /* a ruleset file standing in for a missing one */
  GHashTable *variants; /* id → value, as chosen for this match */
  TaiRules *rules;      /* the ruleset with @variants applied */
  TaiStakes stakes;
  int collect[TAI_N_COLLECTIONS];
  int collect_dealt[TAI_N_COLLECTIONS];
  GPtrArray *hands;     /* TaiMatchHand */
  gboolean has_pending; /* a table correction for the next hand */
  TaiWind pending_round;
  TaiWind pending_dealer;
  guint pending_streak;
  /* "seat_winds": "turn": when the deal passes, every player's seat wind
   * moves on with it, so the dealer always sits East (a practice Full
   * Match); otherwise each player keeps the wind they sat down at. */
  gboolean seats_turn;
} TaiMatchDoc;

void tai_match_doc_init (TaiMatchDoc *doc);
void tai_match_doc_clear (TaiMatchDoc *doc);
/* Loads the ruleset @name (a built-in name or a ruleset file, relative to
 * doc->base_dir when set), takes its snapshot and applies @variants (may
 * be NULL) to it. */
gboolean tai_match_doc_set_rules (TaiMatchDoc *doc, const char *name, GHashTable *variants,
                                  GError **error);
/* The same from the snapshot text @xml, without reading any file. */
gboolean tai_match_doc_set_rules_snapshot (TaiMatchDoc *doc, const char *name, const char *xml,
                                           gsize length, GHashTable *variants, GError **error);
/* With @computed (the file), each row also carries what the match
 * computed for it (for readers of the file; the loader recomputes it) and
 * a scored hand's file as a JSON object. Without (an undo snapshot), the
 * hand file stays text, which the loader accepts too. */
JsonNode *tai_match_doc_to_json_node (TaiMatchDoc *doc, gboolean computed);
/* The same without the rows ("hands" is empty). */
JsonNode *tai_match_doc_head_to_json_node (TaiMatchDoc *doc);
/* A row's "computed" member to print away from the main thread. */
typedef struct
{
  guint piece;                       /* its slot in the pieces */
  TaiMatchHandFileComputed computed; /* what to print */
} TaiMatchTail;

/* The match file's text (what json_to_string() makes of the node above
 * with @computed, pretty printed, byte for byte) as pieces to join: the
 * text of each row's stored fields is kept with the row and made again
 * only for rows that changed. The "computed" members are not kept (after
 * an edit every later row's balances move, and the text of 100,000 of
 * them took 40 MB): with @tails they are left out (NULL slots) and listed
 * there, for tai_match_json_tails_print() in the thread that joins;
 * without, they are printed here. Immutable GRefStrings, safe to join in
 * another thread. */
GPtrArray *tai_match_doc_to_json_pieces (TaiMatchDoc *doc, GArray **tails);
/* Prints the tails into their slots (any thread: reads only @tails). */
void tai_match_json_tails_print (GPtrArray *pieces, GArray *tails);
/* The pieces joined: the file's text; @length may be NULL. */
char *tai_match_json_pieces_join (GPtrArray *pieces, gsize *length);
/* Fills an initialised @doc; errors are prefixed with @where. */
gboolean tai_match_doc_from_json_node (TaiMatchDoc *doc, JsonNode *node, const char *where,
                                       GError **error);
/* Loads @path into @doc; with @file_problem, also sets it to what
 * tai_match_check_json() finds in the file (left alone when nothing). */
gboolean tai_match_doc_load_file (TaiMatchDoc *doc, const char *path, char **file_problem,
                                  GError **error);
char *tai_match_doc_to_csv (TaiMatchDoc *doc);

gboolean tai_match_check_stakes (const TaiStakes *stakes, GError **error);
/* Checks the inputs of a row on their own (seats, how won, tai). */
gboolean tai_match_hand_check (TaiMatchHand *hand, GError **error);

G_END_DECLS
