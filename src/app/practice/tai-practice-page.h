/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-page.h: the practice table: play a hand against three
 * computer players in Guided Hand, Scored Hand or Full Match mode. */
#pragma once

#include <adwaita.h>

#include "tai-game.h"
#include "tai-house-rules.h"
#include "tai-ruleset-list.h"

G_BEGIN_DECLS

#define TAI_TYPE_PRACTICE_PAGE (tai_practice_page_get_type ())
G_DECLARE_FINAL_TYPE (TaiPracticePage, tai_practice_page, TAI, PRACTICE_PAGE, AdwBin)

/* The player always sits East; the computers play South, West and North.
 * Actions (group "practice"): practice.new-hand (Ctrl+N) deals the next
 * hand, practice.discard(y) discards a tile, practice.act((yy)) takes a
 * TaiActionKind with its tile (win, kongs, claims, pass). Toasts
 * (tai_toast_show) tell each collection as it is paid. */
GtkWidget *tai_practice_page_new (void);

/* The table's settings (property "house-rules"): the first hand is dealt
 * by their ruleset (a custom file's built-in family), and the rulesets
 * offered are their list's (the built-in ones without). */
TaiHouseRules *tai_practice_page_get_house_rules (TaiPracticePage *self);
void tai_practice_page_set_house_rules (TaiPracticePage *self, TaiHouseRules *house_rules);

/* Starts a hand (a new match in Full Match mode) under @rules (a
 * built-in ruleset's name or a ruleset file's path), with a wall shuffled from @seed, and lets the
 * computers play up to the player's first decision. */
gboolean tai_practice_page_start (TaiPracticePage *self, TaiGameMode mode, const char *rules,
                                  guint32 seed, GError **error);

const TaiGame *tai_practice_page_get_game (TaiPracticePage *self);
/* The match of Full Match mode, or NULL. It is kept in the page's store
 * of matches ("store", the shared default store when unset). */
TaiMatch *tai_practice_page_get_match (TaiPracticePage *self);
void tai_practice_page_set_store (TaiPracticePage *self, TaiMatchStore *store);

/* The move log of the hand on the table: a GListModel of GtkStringObject,
 * one sentence per move, newest first. Properties "pace" ("instant" or
 * "step") and "strength" ("relaxed", "standard" or "strong") follow the
 * house rules' "practice-pace" and "practice-strength". */
GListModel *tai_practice_page_get_moves (TaiPracticePage *self);

/* The window is closing: a Full Match hand in play is recorded in the
 * ledger as abandoned, as New Hand records it, so that quitting deals no
 * hand again unseen. Nothing happens outside a match or after the hand. */
void tai_practice_page_leave (TaiPracticePage *self);

G_END_DECLS
