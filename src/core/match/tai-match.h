/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match.h: a match: four players, a ruleset with its house rules and
 * stakes, and the ledger of hands (a GListModel of TaiMatchHand) with the
 * table flow, running balances, undo and an atomically saved match file
 * (the format is data/match-format.md). */
#pragma once

#include <gio/gio.h>

#include "tai-match-hand.h"
#include "tai-ruleset.h"

G_BEGIN_DECLS

#define TAI_MATCH_FORMAT_VERSION 1
#define TAI_MATCH_UNDO_DEPTH 200

#define TAI_TYPE_MATCH (tai_match_get_type ())
G_DECLARE_FINAL_TYPE (TaiMatch, tai_match, TAI, MATCH, GObject)

/* A new match in memory (no file until tai_match_set_path()). @rules is a
 * built-in ruleset name or the path of a ruleset file; @players holds four
 * names by seat (East, South, West, North), or NULL for "East" … "North".
 * The table starts with East dealing in the East round, streak 0. */
TaiMatch *tai_match_new (const char *rules, const char *const *players, GError **error);

/* Loads a match file. A missing, unreadable or corrupt file, or one of an
 * unknown version, is an error naming the file and the problem. */
TaiMatch *tai_match_load (const char *path, GError **error);
/* Loads an old match file that holds no snapshot of its rules and whose
 * ruleset file is gone (TAI_MATCH_ERROR_RULES_MISSING), scoring it under
 * the ruleset file @rules_path instead, and saves it at once, so that it
 * keeps that ruleset's snapshot from now on. A file that holds a snapshot
 * keeps its own rules and @rules_path is not used. */
TaiMatch *tai_match_load_with_rules (const char *path, const char *rules_path, GError **error);

/* A copy in memory (no file, no undo history) that computes the same, for
 * trying out a change before making it. NULL for a match that cannot be
 * computed (a broken file). */
TaiMatch *tai_match_copy (TaiMatch *self, GError **error);

/* Where the match is saved after every change; NULL for memory only.
 * Setting a path saves at once (and fails without changing the path when
 * that save fails). After a change the file is written in a writer thread
 * (never the caller's): "unsaved" is TRUE until the write holding the
 * change lands, and a write that fails sets "save-error" (notified on
 * every failure) and leaves "unsaved" TRUE. */
gboolean tai_match_set_path (TaiMatch *self, const char *path, GError **error);
const char *tai_match_get_path (TaiMatch *self);
/* Writes the match file now, in this thread, after any write under way
 * (atomically: temporary file, fsync, rename): Retry. */
gboolean tai_match_save (TaiMatch *self, GError **error);
/* The same in the writer thread, after any write under way: @callback
 * runs once no write is left running, and tai_match_save_finish() gives
 * TRUE, or FALSE and why (the "save-error" is set and notified as for
 * any write). For Retry, which must not make the window wait. */
void tai_match_save_async (TaiMatch *self, GCancellable *cancellable,
                           GAsyncReadyCallback callback, gpointer user_data);
gboolean tai_match_save_finish (TaiMatch *self, GAsyncResult *result, GError **error);
/* Waits until every change made so far is written (closing a match,
 * quitting, tests). FALSE, with the reason, when the last write failed
 * and the match is unsaved. Safe to call with nothing to write. */
gboolean tai_match_flush (TaiMatch *self, GError **error);
/* TRUE while a change is not in the file yet: being written, or its write
 * failed. */
gboolean tai_match_get_unsaved (TaiMatch *self);
/* Why the last write failed (translated), or NULL once a write landed. */
const char *tai_match_get_save_error (TaiMatch *self);
/* TRUE when the last save was refused because another program or window
 * replaced the file since this match read or wrote it: saving again can
 * never work; the file is to be read again (dropping this copy's changes)
 * or this copy kept as a new match (tai_match_copy_as_new()). */
gboolean tai_match_get_disk_changed (TaiMatch *self);
/* A copy in memory, as tai_match_copy(), that is a match of its own: a
 * new id and @title (for Keep Both). */
TaiMatch *tai_match_copy_as_new (TaiMatch *self, const char *title, GError **error);
/* A read-only match refuses every change and is never saved; a match whose
 * file could not be read is read-only and keeps its reason here. */
gboolean tai_match_get_read_only (TaiMatch *self);
const char *tai_match_get_load_error (TaiMatch *self);
/* TRUE for a read-only match listed because its ruleset is missing: the
 * window offers to choose a ruleset file (tai_match_load_with_rules()). */
gboolean tai_match_get_rules_missing (TaiMatch *self);
/* The SHA-256 of the ruleset snapshot the match is scored from (NULL for
 * a broken match). */
const char *tai_match_get_rules_hash (TaiMatch *self);

/* The document as JSON text (what the file holds). */
char *tai_match_to_json (TaiMatch *self);
/* One CSV row per ledger row: number, round, dealer, streak, result,
 * winner, how, from, tai, each player's change, each player's running
 * balance, note. Names and notes are quoted as RFC 4180 asks. */
char *tai_match_to_csv (TaiMatch *self);
gboolean tai_match_export_csv (TaiMatch *self, const char *path, GError **error);

/* Description. */
const char *tai_match_get_id (TaiMatch *self);
const char *tai_match_get_title (TaiMatch *self);
gboolean tai_match_set_title (TaiMatch *self, const char *title, GError **error);
gint64 tai_match_get_created (TaiMatch *self); /* Unix seconds */
const char *tai_match_get_player_name (TaiMatch *self, TaiWind seat);
/* The player as a sentence names them ("%s pays %s"): the name, or for a
 * player still named after the seat, the seat as a person (東家). */
const char *tai_match_get_player_person (TaiMatch *self, TaiWind seat);
gboolean tai_match_set_player_name (TaiMatch *self, TaiWind seat, const char *name,
                                    GError **error);
/* Swaps two players' seats for the whole match (a correction of how the
 * table was entered): names and balances move with them. */
gboolean tai_match_swap_seats (TaiMatch *self, TaiWind a, TaiWind b, GError **error);
/* Players @a and @b (named by index) change seats before row @position
 * (換位) and sit so from then on: the deal keeps going round the seat
 * winds, each player keeps their wins and balance, and every later row is
 * recomputed (tai_match_hand_set_seating()). Undoable. */
gboolean tai_match_swap_seats_from (TaiMatch *self, guint position, TaiWind a, TaiWind b,
                                    GError **error);
/* Where the players sit for the next hand: the seat wind of @player, and
 * the player at @wind. */
TaiWind tai_match_get_seat_of (TaiMatch *self, TaiWind player);
int tai_match_get_seated (TaiMatch *self, TaiWind wind);

/* Ruleset, house rules and stakes. Changing any of them recomputes every
 * hand. */
const char *tai_match_get_rules_name (TaiMatch *self);
const TaiRules *tai_match_get_rules (TaiMatch *self); /* NULL for a broken match */
TaiFamily tai_match_get_family (TaiMatch *self);
gboolean tai_match_set_variant (TaiMatch *self, const char *id, const char *value,
                                GError **error);
void tai_match_get_stakes (TaiMatch *self, TaiStakes *out);
gboolean tai_match_set_stakes (TaiMatch *self, const TaiStakes *stakes, GError **error);
/* Singapore collection amounts; @dealt picks the amount for a collection
 * already in the dealt hand (8 for a bite or marriage by default). */
int tai_match_get_collection_amount (TaiMatch *self, TaiCollectionKind kind, gboolean dealt);
gboolean tai_match_set_collection_amount (TaiMatch *self, TaiCollectionKind kind,
                                          gboolean dealt, int amount, GError **error);

/* The table now, for the next hand. */
TaiWind tai_match_get_current_round (TaiMatch *self);
TaiWind tai_match_get_current_dealer (TaiMatch *self);
guint tai_match_get_current_streak (TaiMatch *self);
guint tai_match_get_current_number (TaiMatch *self); /* the number the next hand gets */
/* Whether every player's seat wind moves on when the deal passes, so
 * that the dealer always sits East (as a practice Full Match plays), or
 * each player keeps the wind they sat down at while the deal goes round
 * the winds (the default). Changing it recomputes every hand. */
gboolean tai_match_get_seats_turn (TaiMatch *self);
gboolean tai_match_set_seats_turn (TaiMatch *self, gboolean turn, GError **error);
/* Corrects the table for the next hand (kept with that hand once it is
 * recorded, so later edits do not lose it). */
gboolean tai_match_set_table (TaiMatch *self, TaiWind round, TaiWind dealer, guint streak,
                              GError **error);
/* Fills the round, dealer (its seat wind) and streak of @hand from the
 * table now (for the calculator's "Record to match"). */
void tai_match_fill_context (TaiMatch *self, TaiHand *hand);
/* The row a hand scored at the table now makes: the hand file's seat,
 * from and Bao are seat winds, the row names the players sitting there.
 * Unattached; caller owns it. */
TaiMatchHand *tai_match_new_scored_row (TaiMatch *self, const TaiHandFile *file,
                                        const TaiScore *score);
/* The same for a hand scored by its sources (tai_quick_score()) in
 * @context at the table now: the row keeps the lines, not tiles. */
TaiMatchHand *tai_match_new_sourced_row (TaiMatch *self, const TaiHand *context,
                                         const TaiScore *score);
/* The same at row @position rather than at the table now, for a hand
 * that replaces that row (its tiles opened in the calculator and mended):
 * tai_match_fill_context_at() gives that row's round, dealer and streak;
 * tai_match_new_scored_row_at() names the players seated there then, and
 * the row keeps the replaced row's time, note, table correction and
 * seating. FALSE (and NULL) when there is no such row. */
gboolean tai_match_fill_context_at (TaiMatch *self, guint position, TaiHand *hand);
TaiMatchHand *tai_match_new_scored_row_at (TaiMatch *self, guint position,
                                           const TaiHandFile *file, const TaiScore *score);

/* Running balances after the last row; they always sum to zero. */
gint64 tai_match_get_balance (TaiMatch *self, TaiWind seat);

/* Recording. Each checks the row against the match (seats, the ruleset's
 * minimum, Singapore-only collections and Bao) and fails with
 * TAI_MATCH_ERROR_INVALID leaving the match unchanged; after a change the match
 * is saved in the writer thread, and a failed save is told by "save-error"
 * while the change is kept in memory (tai_match_get_unsaved() is then TRUE;
 * tai_match_flush() returns the error). */
gboolean tai_match_record_win (TaiMatch *self, TaiWind winner, TaiWinBy by, int from, int tai,
                               int bao, GError **error);
gboolean tai_match_record_scored (TaiMatch *self, const TaiHandFile *file,
                                  const TaiScore *score, GError **error);
gboolean tai_match_record_draw (TaiMatch *self, GError **error);
/* A hand given up unfinished (a practice Full Match's New Hand): a row
 * that pays nothing and keeps the deal and the streak (match-format.md). */
gboolean tai_match_record_abandoned (TaiMatch *self, GError **error);
gboolean tai_match_record_collection (TaiMatch *self, TaiWind collector, TaiCollectionKind kind,
                                      gboolean dealt, GError **error);

/* Editing: @hand must be unattached (new or from tai_match_hand_copy());
 * the match takes a reference. Everything after @position is recomputed. */
gboolean tai_match_append_hand (TaiMatch *self, TaiMatchHand *hand, GError **error);
gboolean tai_match_insert_hand (TaiMatch *self, guint position, TaiMatchHand *hand,
                                GError **error);
gboolean tai_match_replace_hand (TaiMatch *self, guint position, TaiMatchHand *hand,
                                 GError **error);
gboolean tai_match_remove_hand (TaiMatch *self, guint position, GError **error);
gboolean tai_match_set_hand_note (TaiMatch *self, guint position, const char *note,
                                  GError **error);

/* Undo and redo every change above (recording, editing, players, rules,
 * stakes, table corrections). */
gboolean tai_match_get_can_undo (TaiMatch *self);
gboolean tai_match_get_can_redo (TaiMatch *self);
gboolean tai_match_undo (TaiMatch *self, GError **error);
gboolean tai_match_redo (TaiMatch *self, GError **error);
/* Forgets the undo and redo history, e.g. once a new match is set up, so
 * that its setting up cannot be undone step by step. */
void tai_match_forget_history (TaiMatch *self);

/* A one-line account of a row in words, with player names ("Ah Ma wins
 * on Ben's discard, 3 tai"); caller frees. Translated. */
char *tai_match_describe_hand (TaiMatch *self, TaiMatchHand *hand);

G_END_DECLS
