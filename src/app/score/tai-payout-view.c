/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout-view.c: the payout diagram framed for the calculator: the
 * headline above, a legend of every amount below (the same words a screen
 * reader hears), and copy and export for sharing the hand. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-after-frame.h"
#include "tai-payout-view.h"
#include "tai-toast-host.h"
#include "tai-score-text.h"

struct _TaiPayoutView
{
  AdwBin parent_instance;

  GtkLabel *headline_label;
  TaiPayoutDiagram *diagram;
  GtkBox *legend_box;

  TaiHandModel *model;
  GSignalGroup *model_signals; /* on model */
  GtkFileDialog *chooser; /* while the Export dialog is open */
  char *shown; /* the description the legend was last built for */

  /* The match whose players' names the diagram shows, given by the page
   * (the calculator passes the open match; practice passes none). */
  TaiMatch *match;
  GSignalGroup *match_signals; /* on match */
  char **player_names; /* shown when there is no match */
  TaiAfterFrame refresh_after_frame; /* refresh() waiting for the frame after an edit */
};

G_DEFINE_FINAL_TYPE (TaiPayoutView, tai_payout_view, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_MATCH,
  PROP_PLAYER_NAMES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
show_toast (TaiPayoutView *self, const char *text)
{
  tai_toast_show_text (GTK_WIDGET (self), text);
}

static void
clear_box (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

static GtkWidget *
legend_row (const char *title, const char *body)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *top = gtk_label_new (title);
  GtkWidget *bottom = gtk_label_new (body);

  gtk_label_set_xalign (GTK_LABEL (top), 0);
  gtk_label_set_wrap (GTK_LABEL (top), TRUE);
  gtk_widget_add_css_class (top, "heading");
  gtk_label_set_xalign (GTK_LABEL (bottom), 0);
  gtk_label_set_wrap (GTK_LABEL (bottom), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (bottom), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (bottom), TRUE);
  gtk_widget_add_css_class (bottom, "numeric");
  gtk_widget_add_css_class (bottom, "dim-label");
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), bottom);
  return box;
}

/* The headline and legend say in words what the diagram draws. */
/* A seat in the legend: the player by name with the wind beside it
 * ("Mei Ling (South 南)") when the table names its players, since the
 * winds may have turned since they sat down; else the wind. */
static char *
seat_words (const TaiPayoutSeat *seat)
{
  if (seat->name == NULL)
    return g_strdup (seat->title);
  /* TRANSLATORS: a player's name and the seat wind they have at this
   * hand, in the payout diagram's legend: "Mei Ling (South 南)". */
  {
    g_autofree char *name = tai_text_isolate (seat->name);

    return g_strdup_printf (_("%s (%s)"), name, seat->title);
  }
}

static void
refresh (TaiPayoutView *self)
{
  const TaiPayoutGeometry *geo = tai_payout_diagram_get_geometry (self->diagram);
  gboolean moves = geo != NULL && geo->n_arrows > 0;
  /* Before the first tile there is nothing to draw: the headline says
   * so, and an empty table of four zeros would only say it again (and
   * cost the first frame a picture drawn and uploaded). */
  gboolean empty = self->model != NULL
                   && tai_hand_model_get_status (self->model) == TAI_HAND_STATUS_EMPTY;

  tai_after_frame_cancel (&self->refresh_after_frame);

  gtk_widget_set_visible (GTK_WIDGET (self->diagram), !empty);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "payout.copy", self->model != NULL && !empty);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "payout.export",
                                 self->model != NULL && !empty);
  if (geo == NULL)
    return;
  /* Most edits while a hand is built change nothing here. */
  if (self->shown != NULL && g_strcmp0 (self->shown, geo->description) == 0)
    return;
  g_free (self->shown);
  self->shown = g_strdup (geo->description);
  clear_box (self->legend_box);
  gtk_label_set_text (self->headline_label, moves ? geo->headline : geo->reason);
  for (guint i = 0; i < geo->n_arrows; i++)
    {
      const TaiPayoutArrow *a = &geo->arrows[i];
      g_autofree char *from = seat_words (&geo->seats[a->payment.from]);
      g_autofree char *to = seat_words (&geo->seats[a->payment.to]);
      /* TRANSLATORS: "North 北 → West 西: 280", an arrow of the diagram;
       * with names "Mei Ling (North 北) → Ah Ming (West 西): 280". */
      g_autofree char *title = g_strdup_printf (_("%s → %s: %s"), from, to, a->amount_text);

      gtk_box_append (self->legend_box, legend_row (title, a->explanation));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->legend_box), moves);
}

static void
model_changed_cb (TaiPayoutView *self)
{
  /* The legend is a dozen wrapped labels, a third of a completing
   * click's frame (issue 37): the score shows first, the legend in the
   * frame after it. */
  tai_after_frame_schedule (&self->refresh_after_frame, GTK_WIDGET (self),
                            (TaiAfterFrameFunc) refresh, self);
}

/* The names the match gives its players; a seat the match leaves unnamed
 * shows only its wind. */
static void
update_names (TaiPayoutView *self)
{
  const char *names[5] = { NULL, NULL, NULL, NULL, NULL };

  if (self->match == NULL)
    {
      tai_payout_diagram_set_player_names (self->diagram,
                                           (const char *const *) self->player_names);
      refresh (self);
      return;
    }
  for (int s = 0; s < 4; s++)
    {
      const char *name = tai_match_get_player_name (self->match, (TaiWind) s);

      names[s] = name != NULL && !tai_wind_is_seat_name ((TaiWind) s, name)
                   ? name
                   : "";
    }
  tai_payout_diagram_set_player_names (self->diagram, names);
  refresh (self);
}

static void
match_changed_cb (TaiPayoutView *self)
{
  update_names (self);
}

static void
copy_action_cb (GtkWidget *widget, const char *action, GVariant *param)
{
  TaiPayoutView *self = TAI_PAYOUT_VIEW (widget);

  tai_payout_diagram_copy_picture (self->diagram);
  show_toast (self, _("Picture copied"));
}

gboolean
tai_payout_view_export_to (TaiPayoutView *self, GFile *file, GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;
  g_autoptr (GError) local_error = NULL;
  TaiPayoutExportFormat format;

  g_return_val_if_fail (TAI_IS_PAYOUT_VIEW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  name = g_file_get_basename (file);
  if (path == NULL)
    {
      g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Pictures can only be saved to a local folder"));
    }
  else if (!tai_payout_export_format_from_name (name, &format))
    {
      g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                   _("“%s” does not end in .png, .svg or .pdf, so the picture’s format is "
                     "unknown"),
                   name);
    }
  else if (tai_payout_diagram_export (self->diagram, path, format, &local_error))
    {
      /* TRANSLATORS: a toast after exporting the payout picture. */
      message = g_strdup_printf (_("Saved “%s”"), name);
      show_toast (self, message);
      return TRUE;
    }
  message = g_strdup_printf (_("Could not save the picture: %s"), local_error->message);
  show_toast (self, message);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

static const char *const format_extensions[] = {
  [TAI_PAYOUT_EXPORT_PNG] = ".png",
  [TAI_PAYOUT_EXPORT_SVG] = ".svg",
  [TAI_PAYOUT_EXPORT_PDF] = ".pdf",
};

/* @name with the extension of @format: a picture extension of another
 * format is replaced ("hand.png" as PDF is "hand.pdf"), any other name
 * gets the extension added. Caller frees. */
static char *
name_for_format (const char *name, TaiPayoutExportFormat format)
{
  TaiPayoutExportFormat named;
  const char *dot = strrchr (name, '.');

  if (tai_payout_export_format_from_name (name, &named))
    {
      g_autofree char *stem = NULL;

      if (named == format)
        return g_strdup (name);
      stem = g_strndup (name, dot - name);
      return g_strconcat (stem, format_extensions[format], NULL);
    }
  return g_strconcat (name, format_extensions[format], NULL);
}

gboolean
tai_payout_view_export_as (TaiPayoutView *self, GFile *file, TaiPayoutExportFormat format,
                           GError **error)
{
  g_autofree char *name = NULL;
  g_autofree char *named = NULL;
  g_autoptr (GFile) parent = NULL;
  g_autoptr (GFile) target = NULL;

  g_return_val_if_fail (TAI_IS_PAYOUT_VIEW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (format <= TAI_PAYOUT_EXPORT_PDF, FALSE);

  /* The file type the player chose is the format, and the name says so. */
  name = g_file_get_basename (file);
  named = name_for_format (name, format);
  parent = g_file_get_parent (file);
  target = parent != NULL ? g_file_get_child (parent, named) : g_object_ref (file);
  return tai_payout_view_export_to (self, target, error);
}

static void
export_chosen_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (TaiPayoutView) self = user_data;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;
  TaiPayoutExportFormat format;

  g_clear_object (&self->chooser);
  file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);
  if (file == NULL)
    return; /* dismissed */
  /* The name's extension says the format, PNG for a name without one. */
  name = g_file_get_basename (file);
  if (!tai_payout_export_format_from_name (name, &format))
    format = TAI_PAYOUT_EXPORT_PNG;
  tai_payout_view_export_as (self, file, format, &error);
}

static void
add_filter (GListStore *filters, const char *title, const char *mime,
            TaiPayoutExportFormat format)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *pattern = g_strconcat ("*", format_extensions[format], NULL);

  gtk_file_filter_set_name (filter, title);
  gtk_file_filter_add_mime_type (filter, mime);
  gtk_file_filter_add_pattern (filter, pattern);
  g_list_store_append (filters, filter);
}

static void
export_action_cb (GtkWidget *widget, const char *action, GVariant *param)
{
  TaiPayoutView *self = TAI_PAYOUT_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autoptr (GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

  if (self->chooser != NULL)
    return;
  add_filter (filters, _("PNG picture"), "image/png", TAI_PAYOUT_EXPORT_PNG);
  add_filter (filters, _("SVG drawing"), "image/svg+xml", TAI_PAYOUT_EXPORT_SVG);
  add_filter (filters, _("PDF document"), "application/pdf", TAI_PAYOUT_EXPORT_PDF);
  self->chooser = g_object_new (GTK_TYPE_FILE_DIALOG,
                                "title", _("Export Picture"),
                                "accept-label", _("_Export"),
                                "modal", TRUE,
                                "filters", filters,
                                /* TRANSLATORS: the suggested name of an exported hand picture. */
                                "initial-name", _("hand.png"),
                                NULL);
  gtk_file_dialog_save (self->chooser, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, NULL,
                        export_chosen_cb, g_object_ref (self));
}

static void
tai_payout_view_dispose (GObject *object)
{
  TaiPayoutView *self = TAI_PAYOUT_VIEW (object);

  if (self->chooser != NULL)
    {
      g_clear_object (&self->chooser);
    }
  tai_after_frame_cancel (&self->refresh_after_frame);
  tai_payout_view_set_match (self, NULL);
  tai_payout_view_set_model (self, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->match_signals);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_PAYOUT_VIEW);
  G_OBJECT_CLASS (tai_payout_view_parent_class)->dispose (object);
}

static void
tai_payout_view_finalize (GObject *object)
{
  TaiPayoutView *self = TAI_PAYOUT_VIEW (object);

  g_free (self->shown);
  g_strfreev (self->player_names);
  G_OBJECT_CLASS (tai_payout_view_parent_class)->finalize (object);
}

static void
tai_payout_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiPayoutView *self = TAI_PAYOUT_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_PLAYER_NAMES:
      g_value_set_boxed (value, self->player_names);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_payout_view_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  TaiPayoutView *self = TAI_PAYOUT_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      tai_payout_view_set_model (self, g_value_get_object (value));
      break;
    case PROP_MATCH:
      tai_payout_view_set_match (self, g_value_get_object (value));
      break;
    case PROP_PLAYER_NAMES:
      tai_payout_view_set_player_names (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_payout_view_class_init (TaiPayoutViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_payout_view_dispose;
  object_class->finalize = tai_payout_view_finalize;
  object_class->get_property = tai_payout_view_get_property;
  object_class->set_property = tai_payout_view_set_property;

  properties[PROP_MODEL] = g_param_spec_object (
    "model", NULL, NULL, TAI_TYPE_HAND_MODEL,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MATCH] = g_param_spec_object (
    "match", NULL, NULL, TAI_TYPE_MATCH,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER_NAMES] = g_param_spec_boxed (
    "player-names", NULL, NULL, G_TYPE_STRV,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);



  g_type_ensure (TAI_TYPE_PAYOUT_DIAGRAM);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-payout-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPayoutView, headline_label);
  gtk_widget_class_bind_template_child (widget_class, TaiPayoutView, diagram);
  gtk_widget_class_bind_template_child (widget_class, TaiPayoutView, legend_box);

  gtk_widget_class_install_action (widget_class, "payout.copy", NULL, copy_action_cb);
  gtk_widget_class_install_action (widget_class, "payout.export", NULL, export_action_cb);
  gtk_widget_class_set_css_name (widget_class, "payoutview");
}


static void
tai_payout_view_init (TaiPayoutView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_name (GTK_WIDGET (self), "payout-view");
  self->model_signals = g_signal_group_new (TAI_TYPE_HAND_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (model_changed_cb),
                                  self);
  self->match_signals = g_signal_group_new (TAI_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "changed", G_CALLBACK (match_changed_cb),
                                  self);
  refresh (self);
}

TaiPayoutView *
tai_payout_view_new (TaiHandModel *model)
{
  return g_object_new (TAI_TYPE_PAYOUT_VIEW, "model", model, NULL);
}

TaiHandModel *
tai_payout_view_get_model (TaiPayoutView *self)
{
  g_return_val_if_fail (TAI_IS_PAYOUT_VIEW (self), NULL);
  return self->model;
}

void
tai_payout_view_set_model (TaiPayoutView *self, TaiHandModel *model)
{
  g_return_if_fail (TAI_IS_PAYOUT_VIEW (self));
  g_return_if_fail (model == NULL || TAI_IS_HAND_MODEL (model));

  if (self->model == model)
    return;
  g_signal_group_set_target (self->model_signals, NULL);
  g_set_object (&self->model, model);
  /* The diagram hears of changes first (it connects first), so the
   * legend always reads the diagram's new layout. */
  if (self->diagram != NULL)
    tai_payout_diagram_set_model (self->diagram, model);
  g_signal_group_set_target (self->model_signals, model);
  if (self->diagram != NULL)
    refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

TaiPayoutDiagram *
tai_payout_view_get_diagram (TaiPayoutView *self)
{
  g_return_val_if_fail (TAI_IS_PAYOUT_VIEW (self), NULL);
  return self->diagram;
}

TaiMatch *
tai_payout_view_get_match (TaiPayoutView *self)
{
  g_return_val_if_fail (TAI_IS_PAYOUT_VIEW (self), NULL);
  return self->match;
}

void
tai_payout_view_set_match (TaiPayoutView *self, TaiMatch *match)
{
  g_return_if_fail (TAI_IS_PAYOUT_VIEW (self));
  g_return_if_fail (match == NULL || TAI_IS_MATCH (match));

  if (!g_set_object (&self->match, match))
    return;
  g_signal_group_set_target (self->match_signals, match);
  if (self->diagram != NULL)
    update_names (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

void
tai_payout_view_set_player_names (TaiPayoutView *self, const char *const *names)
{
  g_return_if_fail (TAI_IS_PAYOUT_VIEW (self));

  if (names == NULL && self->player_names == NULL)
    return;
  if (names != NULL && self->player_names != NULL
      && g_strv_equal ((const char *const *) self->player_names, names))
    return;
  g_strfreev (self->player_names);
  self->player_names = g_strdupv ((char **) names);
  if (self->diagram != NULL)
    update_names (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER_NAMES]);
}
