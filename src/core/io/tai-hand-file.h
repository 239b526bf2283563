/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-file.h: the JSON hand file of hand-format.md. */
#pragma once

#include "tai-hand.h"
#include "tai-ruleset.h"
#include "tai-payout.h"

G_BEGIN_DECLS

typedef struct
{
  char *rules_name;   /* the "rules" field as written */
  TaiRules *rules;    /* the ruleset with the file's variants applied */
  TaiHand hand;
  TaiStakes stakes;
  /* Added by the hand-file helper: "win" gave "by" (and maybe "from")
   * without a tile, as a file asked for its waits may. hand.has_win is
   * then FALSE but hand.win_by and hand.win_from hold what was given. */
  gboolean win_by_given;
  /* Added by the advisor: the file was read as a hand that has just drawn
   * (tai_hand_file_load_drawn), and its "seen" tiles, counted per kind. */
  gboolean drawn;
  gboolean has_seen;
  guint8 seen[TAI_N_PLAYING];
} TaiHandFile;

/* Parses a hand file. Every problem of hand-format.md is an error naming
 * the field ("melds[1].tiles: …"). A relative ruleset path resolves
 * against @base_dir (may be NULL). With @need_win FALSE "win" may be absent
 * (for waits). The hand is not scored or shape-checked here, but
 * tai_hand_validate() is run. */
TaiHandFile *tai_hand_file_load_data (const char *data, gssize length, const char *base_dir,
                                      gboolean need_win, GError **error);
/* The same, with the rules taken from @ruleset whatever "rules" says: a
 * match row's hand is scored from its match's snapshot of the rules. */
TaiHandFile *tai_hand_file_load_data_in (const char *data, gssize length, TaiRuleset *ruleset,
                                         gboolean need_win, GError **error);
/* The same for the file at @path; an error about the file's text names
 * it (tai_hand_file_name_error()). */
TaiHandFile *tai_hand_file_load_path (const char *path, gboolean need_win, GError **error);

/* Puts @name (the file's path as the user gave it, or its display name)
 * before @error's message ("dup.json: malformed JSON: line 1: the member
 * “seat” appears twice"), as a match file's errors are, when @error is
 * about the file's text: TAI_FILE_ERROR, but not _IO, whose messages name
 * the file already. An error about the hand (not a winning hand) or its
 * ruleset file (which names that file) is left as it is. Does nothing when
 * @error is NULL. */
void tai_hand_file_name_error (GError *error, const char *name);

/* A hand file of @hand at a table of @rules (copied, variants and all) with
 * @stakes (NULL: the defaults), for code that holds a hand already: no
 * hand has to travel through JSON text inside the library. "rules" is the
 * ruleset's id. The hand is checked with tai_hand_validate() as the loader
 * checks it (a winning tile may be absent); NULL with @error set when it
 * is not valid. */
TaiHandFile *tai_hand_file_new (const TaiRules *rules, const TaiHand *hand,
                                const TaiStakes *stakes, GError **error);

/* Parses a hand file of a hand that has just drawn and must discard
 * (`taicount advise`): "hand" holds one tile more than a waiting hand,
 * the optional "seen" tile list is read, and the checks are those of
 * tai_advise_validate() (so a "win" is refused). */
TaiHandFile *tai_hand_file_load_drawn (const char *data, gssize length, const char *base_dir,
                                       GError **error);

/* Writes the hand file as pretty JSON; caller frees. Round-trips. */
char *tai_hand_file_to_json (const TaiHandFile *file);

void tai_hand_file_free (TaiHandFile *file);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiHandFile, tai_hand_file_free)

G_END_DECLS
