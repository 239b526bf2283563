/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-row.c: one kept match in the sidebar. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-row.h"
#include "tai-match-text.h"
#include "tai-ruleset.h"

struct _TaiMatchRow
{
  GtkListBoxRow parent_instance;

  GtkLabel *title_label;
  GtkLabel *subtitle_label;

  TaiMatch *match;
  char *ruleset_name; /* the ruleset's name, looked up once */
};

G_DEFINE_FINAL_TYPE (TaiMatchRow, tai_match_row, GTK_TYPE_LIST_BOX_ROW)

enum
{
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update (TaiMatchRow *self)
{
  g_autofree char *title = tai_match_text_title (self->match);
  g_autofree char *subtitle = NULL;

  gtk_label_set_label (self->title_label, title);
  if (tai_match_get_load_error (self->match) != NULL)
    subtitle = g_strdup (_("Cannot be opened"));
  else
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->match));

      subtitle = g_strdup_printf (ngettext ("%s · %u row", "%s · %u rows", n),
                                  self->ruleset_name, n);
    }
  gtk_label_set_label (self->subtitle_label, subtitle);
}

static void
tai_match_row_constructed (GObject *object)
{
  TaiMatchRow *self = TAI_MATCH_ROW (object);
  const TaiRules *rules;

  G_OBJECT_CLASS (tai_match_row_parent_class)->constructed (object);
  g_return_if_fail (self->match != NULL);

  /* The match's own snapshot of its rules, not the ruleset of that name
   * now (which may be gone, or replaced since: issue 36), and no file read
   * on the main thread. The name in the player's language, as every other
   * face shows it. */
  rules = tai_match_get_load_error (self->match) == NULL ? tai_match_get_rules (self->match)
                                                         : NULL;
  if (rules != NULL)
    self->ruleset_name = g_strdup (tai_ruleset_get_display_name (tai_rules_get_ruleset (rules)));
  else if (tai_match_get_load_error (self->match) == NULL)
    self->ruleset_name = g_strdup (tai_match_get_rules_name (self->match));
  /* No need to follow the match: the store reports a changed match as a
   * changed item, and the list box makes its row again. */
  update (self);
}

static void
tai_match_row_dispose (GObject *object)
{
  TaiMatchRow *self = TAI_MATCH_ROW (object);

  g_clear_object (&self->match);
  g_clear_pointer (&self->ruleset_name, g_free);
  G_OBJECT_CLASS (tai_match_row_parent_class)->dispose (object);
}

static void
tai_match_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiMatchRow *self = TAI_MATCH_ROW (object);

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
tai_match_row_set_property (GObject *object, guint prop_id, const GValue *value,
                            GParamSpec *pspec)
{
  TaiMatchRow *self = TAI_MATCH_ROW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      self->match = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_match_row_class_init (TaiMatchRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_match_row_constructed;
  object_class->dispose = tai_match_row_dispose;
  object_class->get_property = tai_match_row_get_property;
  object_class->set_property = tai_match_row_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-match-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiMatchRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, TaiMatchRow, subtitle_label);
}

static void
tai_match_row_init (TaiMatchRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tai_match_row_new (TaiMatch *match)
{
  return g_object_new (TAI_TYPE_MATCH_ROW, "match", match, NULL);
}

TaiMatch *
tai_match_row_get_match (TaiMatchRow *self)
{
  g_return_val_if_fail (TAI_IS_MATCH_ROW (self), NULL);
  return self->match;
}
