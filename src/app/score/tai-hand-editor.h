/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-editor.h: the hand being built, laid out as on the table:
 * concealed tiles, declared sets, the winning tile and the bonus tiles,
 * with selection, set making, removal and drag and drop. */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"

G_BEGIN_DECLS

#define TAI_TYPE_HAND_EDITOR (tai_hand_editor_get_type ())
G_DECLARE_FINAL_TYPE (TaiHandEditor, tai_hand_editor, TAI, HAND_EDITOR, AdwBin)

/* Edits the hand of its "model" property. Actions (group "editor"):
 *   editor.make-meld(s)    a set of the kind token ("chow", "pung", "kong",
 *                          "added-kong", "concealed-kong") from the selection
 *   editor.remove-selected the selected concealed tiles (Delete, BackSpace)
 *   editor.make-win-tile   the one selected tile into the winning slot
 *   editor.return-win-tile the winning tile back among the concealed tiles
 *   editor.break-meld(u), editor.remove-meld(u), editor.remove-bonus(u)
 * A refused edit shows a toast saying why (tai_toast_show); the model is
 * left unchanged. */
GtkWidget *tai_hand_editor_new (TaiHandModel *model);

TaiHandModel *tai_hand_editor_get_model (TaiHandEditor *self);
void tai_hand_editor_set_model (TaiHandEditor *self, TaiHandModel *model);

/* The selection among the concealed tiles, by index. Selecting toggles. */
void tai_hand_editor_toggle_selected (TaiHandEditor *self, guint index);
gboolean tai_hand_editor_get_selected (TaiHandEditor *self, guint index);
guint tai_hand_editor_get_n_selected (TaiHandEditor *self);
void tai_hand_editor_unselect_all (TaiHandEditor *self);

/* The widget showing concealed tile @index (a GtkFlowBoxChild), or the
 * set @index (a GtkMenuButton), for tests and keyboard focus. */
GtkWidget *tai_hand_editor_get_concealed_widget (TaiHandEditor *self, guint index);
GtkWidget *tai_hand_editor_get_meld_widget (TaiHandEditor *self, guint index);

/* Handles a drop as the drop targets do: @payload is what the drag source
 * offered ("concealed:3", "win", "meld:1", "bonus:0") and @area where it
 * lands ("concealed", "win", "melds", "trash"). Returns whether it did
 * anything. */
gboolean tai_hand_editor_drop (TaiHandEditor *self, const char *payload, const char *area);

G_END_DECLS
