/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-page-private.h: TaiScorePage's fields, shared by the files the
 * class is split into by concern: tai-score-page.c (the page, its views and
 * the hand's undo), tai-score-page-files.c (clipboard and hand files) and
 * tai-score-page-layout.c (side by side or stacked). Not for other
 * classes: they use tai-score-page.h. */
#pragma once

#include "tai-after-frame.h"
#include "tai-compare-view.h"
#include "tai-hand-autosave.h"
#include "tai-hand-history.h"
#include "tai-hand-input.h"
#include "tai-quick-panel.h"
#include "tai-quick-result.h"
#include "tai-ruleset-chooser.h"
#include "tai-score-page.h"
#include "tai-table-context.h"

G_BEGIN_DECLS

struct _TaiScorePage
{
  GtkWidget parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkLabel *title_label;    /* in the toolbar, side by side */
  GtkWidget *title_spacer;  /* in its place while stacked */
  GtkLabel *status_label;   /* the same text under the toolbar, stacked */
  GtkWidget *toolbar;
  GtkDropDown *ruleset_dropdown;
  TaiRulesetChooser *ruleset_chooser; /* the dropdown, the Ruleset row's second face */
  GtkMenuButton *hand_menu_button;
  GMenuModel *hand_menu;
  AdwMultiLayoutView *layout_view; /* "wide" or "stacked", by its breakpoint */
  TaiHandEditor *editor;
  TaiTilePicker *picker;
  AdwBin *score_bin;
  AdwBin *payout_bin;
  GtkExpander *compare_expander;
  TaiCompareView *compare_view;
  AdwBin *context_bin;
  AdwBin *advice_bin;
  AdwToggleGroup *entry_toggles; /* "tiles" or "sources" */
  GtkStack *left_stack;
  GtkStack *right_stack;
  AdwBin *quick_panel_bin;
  TaiQuickPanel *quick_panel;    /* the By Sources face, once first chosen */
  TaiQuickResult *quick_result;
  AdwBin *quick_how_bin;         /* the panel's winner and how won, beside the total */
  /* What acts on the hand of tiles, insensitive while scoring by sources
   * (New Hand stays: it unticks the sources). */
  GtkWidget *undo_button;
  GtkWidget *redo_button;
  GtkWidget *open_button;
  GtkWidget *save_button;

  TaiHandModel *model;
  TaiTableContext *table;  /* the table the model is counted at */
  TaiHouseRules *house_rules;
  GBinding *entry_mode_binding; /* house_rules' "entry-mode" to entry_toggles */
  TaiRulesetList *rulesets; /* house_rules' list, which the ruleset menus offer */
  TaiMatch *match;
  GFile *file; /* the hand file last opened or saved, for Save */
  GCancellable *paste_cancellable; /* the paste on its way, if any */
  guint64 paste_read; /* bytes the last paste read from the clipboard */
  char *last_toast;
  char *last_details; /* the Details of the last toast, if it had them */
  /* The toasts about the hand on show or queued (the hand input's, the
   * open-hand one): withdrawn when they no longer apply. */
  GPtrArray *hand_toasts;
  TaiHandInput *input;     /* the picker's clicks and typing into the model */
  TaiHandHistory *history; /* what win.open-hand replaced, for its Undo */
  TaiHandAutosave *autosave;
  gboolean below_fold_shown;   /* the deferred parts are in the layout */
  guint deferred_step;         /* the next of them to make or show */
  TaiAfterFrame deferred_frame; /* the next of them, waiting for a frame */

  GtkWindow *window;
  gulong window_file_id;
};

/* tai-score-page.c */
void tai_score_page_show_toast (TaiScorePage *self, const char *text);
/* The same for a sentence or two, wrapped rather than cut short. */
void tai_score_page_show_long_toast (TaiScorePage *self, const char *text);
/* A short toast of @title whose Details open @details, the reason, in a
 * dialog (tai_toast_new_problem). */
void tai_score_page_show_problem (TaiScorePage *self, const char *title, const char *details);
void tai_score_page_update_title (TaiScorePage *self);

/* tai-score-page-files.c: installs score.copy, copy-notation, copy-text,
 * paste, open, save and save-as. */
void tai_score_page_class_add_file_actions (GtkWidgetClass *widget_class);
/* Cancels the paste on its way, if any: the hand was edited, or the page
 * goes. */
void tai_score_page_cancel_paste (TaiScorePage *self);

/* tai-score-page-sources.c: installs score.record-sources. */
void tai_score_page_class_add_sources_actions (GtkWidgetClass *widget_class);
/* Whether the page scores by sources (the Sources face is on show). */
gboolean tai_score_page_by_sources (TaiScorePage *self);
/* Copies the ticked hand's score as text when scoring by sources (TRUE),
 * or does nothing (FALSE). */
gboolean tai_score_page_copy_sources_text (TaiScorePage *self);

/* tai-score-page-deferred.c: the parts below the fold join the layout
 * after the page's first frame (issue 23). */
void tai_score_page_defer_below_fold (TaiScorePage *self);
void tai_score_page_show_below_fold (TaiScorePage *self);
void tai_score_page_deferred_map (TaiScorePage *self);
/* The next part: made, or shown for the next frame (not static, so that a
 * profiler can cut a run at each step). */
void tai_score_page_deferred_step (TaiScorePage *self);
void tai_score_page_deferred_dispose (TaiScorePage *self);
/* The context panel, made (into its slot) when first asked for. */
TaiQuickPanel *tai_score_page_ensure_quick_panel (TaiScorePage *self);
TaiContextPanel *tai_score_page_ensure_context_panel (TaiScorePage *self);

/* Withdraws every toast about the hand: a new hand, pasted or opened, is
 * not what they were about. */
void tai_score_page_withdraw_hand_toasts (TaiScorePage *self);

G_END_DECLS
