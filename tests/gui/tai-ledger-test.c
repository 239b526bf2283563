/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ledger-test.c: see tai-ledger-test.h. */
#include "config.h"

#include "tai-ledger-test.h"

static char *home;

gboolean
tai_ledger_test_init (const char *name, int *argc, char ***argv)
{
  home = tai_gui_test_make_home (name);
  if (!tai_gui_test_init (argc, argv))
    {
      tai_gui_test_remove_tree (home);
      g_clear_pointer (&home, g_free);
      return FALSE;
    }
  adw_init ();
  g_free (tai_gui_test_bind_catalogues ());
  return TRUE;
}

int
tai_ledger_test_run (void)
{
  int status = g_test_run ();

  tai_gui_test_remove_tree (home);
  g_clear_pointer (&home, g_free);
  return status;
}

const char *
tai_ledger_test_home (void)
{
  g_assert_nonnull (home);
  return home;
}

TaiMatchStore *
tai_ledger_test_store (const char *name)
{
  g_autofree char *dir = g_build_filename (tai_ledger_test_home (), name, NULL);

  return tai_match_store_new (dir);
}

GtkWindow *
tai_ledger_test_window (TaiLedgerPage *page, int width, int height)
{
  GtkWindow *window = GTK_WINDOW (adw_window_new ());
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWidget *top = GTK_WIDGET (page);

  /* The page, or a toast recorder put round it (tai-toast-recorder.h). */
  while (gtk_widget_get_parent (top) != NULL)
    top = gtk_widget_get_parent (top);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), top);
  adw_window_set_content (ADW_WINDOW (window), overlay);
  gtk_window_set_default_size (window, width, height);
  gtk_window_present (window);
  tai_gui_test_settle ();
  return window;
}

void
tai_ledger_test_select (AdwDialog *dialog, const char *name, guint position)
{
  GtkWidget *widget = tai_gui_test_find_named (GTK_WIDGET (dialog), name);

  if (ADW_IS_COMBO_ROW (widget))
    {
      adw_combo_row_set_selected (ADW_COMBO_ROW (widget), position);
      return;
    }
  g_assert_true (GTK_IS_DROP_DOWN (widget));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), position);
}

void
tai_ledger_test_set_spin (AdwDialog *dialog, const char *name, double value)
{
  GtkWidget *widget = tai_gui_test_find_named (GTK_WIDGET (dialog), name);

  if (ADW_IS_SPIN_ROW (widget))
    {
      adw_spin_row_set_value (ADW_SPIN_ROW (widget), value);
      return;
    }
  g_assert_true (GTK_IS_SPIN_BUTTON (widget));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), value);
}

void
tai_ledger_test_set_text (AdwDialog *dialog, const char *name, const char *text)
{
  GtkWidget *widget = tai_gui_test_find_named (GTK_WIDGET (dialog), name);

  g_assert_true (GTK_IS_EDITABLE (widget));
  gtk_editable_set_text (GTK_EDITABLE (widget), text);
}
