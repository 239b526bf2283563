/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-shortcut-keys.h: the keys of a shortcut, drawn as key caps. Its
 * "accelerator" is one or more accelerators in gtk_accelerator_parse()'s
 * form, separated by spaces ("<Control>n <Control>Delete"); each is shown
 * in the user's keyboard words (gtk_accelerator_get_label()), and the
 * widget's accessible label reads them all. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAI_TYPE_SHORTCUT_KEYS (tai_shortcut_keys_get_type ())
G_DECLARE_FINAL_TYPE (TaiShortcutKeys, tai_shortcut_keys, TAI, SHORTCUT_KEYS, GtkWidget)

const char *tai_shortcut_keys_get_accelerator (TaiShortcutKeys *self);
void tai_shortcut_keys_set_accelerator (TaiShortcutKeys *self, const char *accelerator);

G_END_DECLS
