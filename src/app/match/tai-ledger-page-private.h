/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ledger-page-private.h: what the Match page's files share. The page
 * is one class split by concern, as GNOME Text Editor splits its window:
 * tai-ledger-page.c shows the matches and the open match,
 * tai-ledger-page-actions.c holds the page's actions (recording, editing,
 * dialogs, the calculator) and installs them. */
#pragma once

#include "tai-balance-chart.h"
#include "tai-ledger-page.h"
#include "tai-set-aside-dialog.h"
#include "tai-settle-view.h"
#include "tai-stats-view.h"
#include "tai-unsaved-guard.h"

G_BEGIN_DECLS

struct _TaiLedgerPage
{
  AdwBin parent_instance;

  AdwNavigationSplitView *split_view;
  GtkListBox *match_list;
  AdwBanner *set_aside_banner; /* match files set aside as unreadable: how many */
  GtkStack *content_stack;
  AdwStatusPage *empty_status;
  AdwStatusPage *broken_status;
  AdwBanner *rules_banner; /* the match's ruleset is missing: choose one */
  GtkLabel *title_label;
  GtkLabel *table_label;
  GtkFlowBox *balance_box;
  GtkLabel *balance_names[4];  /* each seat's card in it: the player… */
  GtkLabel *balance_values[4]; /* …and their balance, made once and set at each change */
  TaiBalanceChartView *chart;
  GtkWidget *collection_button;
  GtkStack *hands_stack;
  GtkGridView *hand_list;        /* the hands, one column: only the rows in sight are made */
  GtkScrolledWindow *hand_scroller; /* …in a scroller of their own */
  TaiMatch *listed;              /* the match the list shows (its model holds it), or NULL
                                    until the page is first shown with it */
  GtkScrolledWindow *match_scroller;
  GtkWidget *match_content;
  GtkWidget *record_actions; /* Record Win, Draw, From Calculator … */
  TaiSettleView *settle_view;
  TaiStatsView *stats_view;
  TaiUnsavedGuard *unsaved_guard; /* the banner and the question before closing */
  guint follow_source; /* an idle that brings a new hand into view */
  guint follow_index;  /* …the row it brings into view */
  guint place_source;  /* an idle that keeps the view where it was after a change… */
  GdkFrameClock *place_clock; /* …or the frame clock whose next "after-paint" does */
  gulong place_paint_id;
  double kept_place;   /* …the hand list's scroll position it keeps */
  int focus_index;     /* …and the row to focus, or -1 */
  gboolean restoring;  /* an undo or redo is replacing every row */
  guint fit_source;    /* an idle that fits the hand list to the view's height */
  GPtrArray *set_aside;               /* TaiSetAside: the files set aside, as last listed */
  GTask *set_aside_task;              /* the listing on its way, if any */
  TaiSetAsideDialog *set_aside_dialog; /* while it is open */

  TaiMatchStore *store;
  TaiMatch *match;
  TaiHouseRules *house_rules; /* what a new match starts from */
  TaiHandModel *calculator;   /* the calculator's hand, for From Calculator */
  gboolean calculator_by_sources; /* …which is then the hand ticked by its sources */
  TaiMatchHand *mending; /* the row whose tiles were last opened in the calculator: From
                            Calculator offers to put the hand back in its place */
  GSignalGroup *match_signals; /* follows the open match */
  gboolean loaded; /* the store is read and the match list bound to it */
};

/* In tai-ledger-page.c. A toast of @text as plain text (tai_toast_show_text). */
void tai_ledger_page_show_toast (TaiLedgerPage *self, const char *text);
void tai_ledger_page_show_error (TaiLedgerPage *self, const GError *error);
/* A short toast of @title whose Details open @details, the reason, in a
 * dialog (tai_toast_show_problem). */
void tai_ledger_page_show_problem (TaiLedgerPage *self, const char *title, const char *details);
GtkWindow *tai_ledger_page_parent_window (TaiLedgerPage *self);
/* Undoes (or with @redo, redoes) the last change, the view staying where
 * the player was looking. */
void tai_ledger_page_undo (TaiLedgerPage *self, gboolean redo);
/* After the change about to be made, focus the row at @index (or the one
 * before it when there is none), as a delete leaves the player there. */
void tai_ledger_page_focus_after_change (TaiLedgerPage *self, int index);
void tai_ledger_page_ensure_loaded (TaiLedgerPage *self);
/* Folded, shows the open match, or the list when there is something to
 * list (a match or a set-aside file), else "No Match Open". */
void tai_ledger_page_show_folded_child (TaiLedgerPage *self);

/* In tai-ledger-page-actions.c: installs the "ledger." actions and their
 * keys; the page enables them in its update_actions(). */
void tai_ledger_page_class_install_actions (GtkWidgetClass *widget_class);
/* The digits 1–4 that record a win by that player (four inputs a hand). */
void tai_ledger_page_add_digit_keys (TaiLedgerPage *self);
/* In tai-ledger-page-set-aside.c: "ledger.show-set-aside", the banner
 * over the list of matches and its dialog. Refresh lists the set-aside
 * files again, in a worker thread. */
void tai_ledger_page_class_install_set_aside_action (GtkWidgetClass *widget_class);
void tai_ledger_page_refresh_set_aside (TaiLedgerPage *self);
void tai_ledger_page_dispose_set_aside (TaiLedgerPage *self);

/* In tai-ledger-page-rules.c: "ledger.choose-rules", for a match listed
 * without its ruleset. */
void tai_ledger_page_class_install_rules_action (GtkWidgetClass *widget_class);

G_END_DECLS
