/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-settle-view.c: the settle-up of the open match, kept up to date as
 * hands are recorded. A toast says what was copied. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-check.h"
#include "tai-match-summary.h"
#include "tai-score-text.h"
#include "tai-settle-view.h"
#include "tai-settle.h"
#include "tai-toast-host.h"

struct _TaiSettleView
{
  AdwBin parent_instance;

  GtkLabel *sum_label;
  GtkLabel *problem_label;
  GtkListBox *transfer_list;

  TaiMatch *match;
  GSignalGroup *match_signals; /* follows whichever match is shown */
  char *file_problem;
  /* The rows of the list: a label a transfer, or one saying nobody owes
   * anything (@n_labels 1, @nobody). Kept while their kind stays, only
   * their text set again. */
  GtkLabel *labels[3];
  guint n_labels;
  gboolean nobody;
};

G_DEFINE_FINAL_TYPE (TaiSettleView, tai_settle_view, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkLabel *
transfer_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_bottom (label, 8);
  gtk_widget_set_name (label, "transfer");
  return GTK_LABEL (label);
}

static GtkLabel *
nobody_label (void)
{
  GtkWidget *label = gtk_label_new (_("Nobody owes anything."));

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_bottom (label, 8);
  return GTK_LABEL (label);
}

/* Makes the list's rows @n labels of transfers, or the one saying nobody
 * owes anything: the rows there already are kept when they are of that
 * kind and number, so that a hand that leaves the settle-up as it was
 * (most of them, as far as its text goes) re-lays out nothing (issue 37). */
static void
set_rows (TaiSettleView *self, guint n, gboolean nobody)
{
  GtkWidget *child;

  if (self->n_labels == n && self->nobody == nobody)
    return;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->transfer_list))) != NULL)
    gtk_list_box_remove (self->transfer_list, child);
  for (guint i = 0; i < n; i++)
    {
      self->labels[i] = nobody ? nobody_label () : transfer_label ();
      gtk_list_box_append (self->transfer_list, GTK_WIDGET (self->labels[i]));
    }
  self->n_labels = n;
  self->nobody = nobody;
}

static void
update (TaiSettleView *self)
{
  TaiTransfer transfers[3];
  guint n = 0;

  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), self->file_problem != NULL);
  gtk_label_set_label (self->problem_label, self->file_problem != NULL ? self->file_problem : "");
  if (self->match == NULL || tai_match_get_rules (self->match) == NULL)
    {
      set_rows (self, 0, FALSE);
      gtk_label_set_label (self->sum_label, "");
      return;
    }

  {
    g_autofree char *sum = tai_format_amount (tai_match_get_balance_sum (self->match));
    g_autofree char *text = NULL;

    /* Translators: shown under the balances; the sum is 0 for every
     * sound match, which is the point of saying it. */
    text = g_strdup_printf (_("The four balances add up to %s."), sum);
    gtk_label_set_label (self->sum_label, text);
  }

  n = tai_match_settle_up (self->match, transfers);
  set_rows (self, MAX (n, 1), n == 0);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *amount = g_strdup_printf ("%" G_GINT64_FORMAT, transfers[i].amount);
      /* A name written right to left (or holding a direction override)
       * must not turn the sentence and the amount around it: each name is
       * isolated (issue 36). */
      g_autofree char *from =
        tai_text_isolate (tai_match_get_player_person (self->match, transfers[i].from));
      g_autofree char *to =
        tai_text_isolate (tai_match_get_player_person (self->match, transfers[i].to));
      g_autofree char *text = g_strdup_printf (_("%1$s pays %2$s %3$s."), from, to, amount);

      gtk_label_set_label (self->labels[i], text);
    }
}

static void
copy_text (TaiSettleView *self, char *text, const char *toast)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  tai_toast_show_text (GTK_WIDGET (self), toast);
  g_free (text);
}

static void
copy_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiSettleView *self = TAI_SETTLE_VIEW (widget);

  if (self->match != NULL && tai_match_get_rules (self->match) != NULL)
    copy_text (self, tai_match_settle_up_text (self->match), _("Settle-up copied"));
}

static void
copy_summary_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiSettleView *self = TAI_SETTLE_VIEW (widget);

  if (self->match != NULL && tai_match_get_rules (self->match) != NULL)
    copy_text (self, tai_match_summary_text (self->match), _("Match summary copied"));
}

TaiMatch *
tai_settle_view_get_match (TaiSettleView *self)
{
  g_return_val_if_fail (TAI_IS_SETTLE_VIEW (self), NULL);
  return self->match;
}

void
tai_settle_view_set_match (TaiSettleView *self, TaiMatch *match)
{
  g_return_if_fail (TAI_IS_SETTLE_VIEW (self));
  g_return_if_fail (match == NULL || TAI_IS_MATCH (match));

  if (self->match == match)
    return;
  g_set_object (&self->match, match);
  g_signal_group_set_target (self->match_signals, match);
  g_clear_pointer (&self->file_problem, g_free);
  if (match != NULL)
    {
      /* The file's own numbers were checked once, as it was opened (not
       * read again here, on the main thread): every later save writes
       * what the ledger computed. */
      if (tai_match_get_rules (match) != NULL)
        self->file_problem = g_strdup (tai_match_get_file_problem (match));
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "settle.copy", match != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "settle.copy-summary", match != NULL);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

const char *
tai_settle_view_get_file_problem (TaiSettleView *self)
{
  g_return_val_if_fail (TAI_IS_SETTLE_VIEW (self), NULL);
  return self->file_problem;
}

static void
tai_settle_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiSettleView *self = TAI_SETTLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_settle_view_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  TaiSettleView *self = TAI_SETTLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      tai_settle_view_set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_settle_view_dispose (GObject *object)
{
  TaiSettleView *self = TAI_SETTLE_VIEW (object);

  g_clear_object (&self->match_signals);
  g_clear_object (&self->match);
  /* No gtk_widget_dispose_template(): AdwBin unparents its child itself. */

  G_OBJECT_CLASS (tai_settle_view_parent_class)->dispose (object);
}

static void
tai_settle_view_finalize (GObject *object)
{
  g_free (TAI_SETTLE_VIEW (object)->file_problem);

  G_OBJECT_CLASS (tai_settle_view_parent_class)->finalize (object);
}

static void
tai_settle_view_class_init (TaiSettleViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tai_settle_view_get_property;
  object_class->set_property = tai_settle_view_set_property;
  object_class->dispose = tai_settle_view_dispose;
  object_class->finalize = tai_settle_view_finalize;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The text of a toast for the page to show. */

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-settle-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiSettleView, sum_label);
  gtk_widget_class_bind_template_child (widget_class, TaiSettleView, problem_label);
  gtk_widget_class_bind_template_child (widget_class, TaiSettleView, transfer_list);
  gtk_widget_class_install_action (widget_class, "settle.copy", NULL, copy_action_cb);
  gtk_widget_class_install_action (widget_class, "settle.copy-summary", NULL,
                                   copy_summary_action_cb);
}

static void
tai_settle_view_init (TaiSettleView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->match_signals = g_signal_group_new (TAI_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "changed", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "settle.copy", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "settle.copy-summary", FALSE);
}

GtkWidget *
tai_settle_view_new (void)
{
  return g_object_new (TAI_TYPE_SETTLE_VIEW, NULL);
}
