/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ledger-page.h: the Match page: the kept matches, and the open
 * match's ledger with balances, chart, recording, editing and undo. */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"
#include "tai-house-rules.h"
#include "tai-ruleset-list.h"
#include "tai-ledger.h"

G_BEGIN_DECLS

#define TAI_TYPE_LEDGER_PAGE (tai_ledger_page_get_type ())
G_DECLARE_FINAL_TYPE (TaiLedgerPage, tai_ledger_page, TAI, LEDGER_PAGE, AdwBin)

/* A page over @store, or over the default folder of matches when NULL
 * (tai_match_store_dup_default(), shared by every window). The store is
 * read unless it was already, and its newest readable match opened. */
TaiLedgerPage *tai_ledger_page_new (TaiMatchStore *store);
TaiMatchStore *tai_ledger_page_get_store (TaiLedgerPage *self);

/* The open match, or NULL (property "match"). */
TaiMatch *tai_ledger_page_get_match (TaiLedgerPage *self);
void tai_ledger_page_set_match (TaiLedgerPage *self, TaiMatch *match);

/* "Record to match" from the calculator: records a scored hand in the open
 * match. Fill the hand's round, dealer and streak first with
 * tai_match_fill_context (tai_ledger_page_get_match (page), &hand). Fails
 * when no match is open or the match refuses the hand. */
gboolean tai_ledger_page_record_scored (TaiLedgerPage *self, const TaiHandFile *file,
                                        const TaiScore *score, GError **error);

/* The page's "ledger.record-from-calculator" action shows the calculator's
 * hand (property "calculator") scored at the open match's table, with the
 * payments it will record, and records it when the player says so (see
 * TaiFromCalculatorDialog). */

/* Sets the calculator's round, dealer and streak to the open match's table
 * (the "ledger.to-calculator" action, which also shows the Score page). */
gboolean tai_ledger_page_fill_model (TaiLedgerPage *self, TaiHandModel *model, GError **error);

/* Asked by the window before it closes. TRUE when it may close now; FALSE
 * when a match holds changes its file lacks: the page then asks the player
 * (Save a Copy As…, Quit Without Saving, Cancel) and closes the window
 * itself once the rows are kept or the player says to quit anyway. */
gboolean tai_ledger_page_confirm_close (TaiLedgerPage *self);

/* Writes @match, as the window holds it, to @path (a match file that can be
 * put back in the folder of matches), and says so in a toast. */
gboolean tai_ledger_page_save_copy (TaiLedgerPage *self, TaiMatch *match, const char *path,
                                    GError **error);

/* Opens @missing, a match listed without its ruleset
 * (tai_match_get_rules_missing()), with the ruleset file @rules, reading
 * both in a worker thread; the opened match takes its place and is shown.
 * What the "ledger.choose-rules" action does with the file chosen. */
void tai_ledger_page_supply_rules (TaiLedgerPage *self, TaiMatch *missing, GFile *rules);

G_END_DECLS
