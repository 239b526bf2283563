/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-guided-hand.c: Build a Hand. The deal, the shape of a group and the
 * check of the whole arrangement come from the core
 * (tai-lesson-guided.h); this widget keeps which dealt tiles are placed
 * and shows the pool and the groups. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-guided-hand.h"
#include "tai-tile-view.h"

#define TILE_SIZE 36
#define MAX_DEALT 17

struct _TaiGuidedHand
{
  GtkWidget parent_instance;

  GtkLabel *intro_label;
  GtkFlowBox *pool;
  GtkWidget *make_group_button;
  GtkLabel *message_label;
  GtkBox *groups_box;

  TaiFamily family;
  GRand *rand;
  TaiTile dealt[MAX_DEALT];
  guint n_dealt;
  gboolean in_pool[MAX_DEALT];
  gboolean picked[MAX_DEALT];
  GPtrArray *groups; /* GArray of guint (indices into dealt) */
  guint rebuild_id;
};

G_DEFINE_FINAL_TYPE (TaiGuidedHand, tai_guided_hand, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_FAMILY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void rebuild (TaiGuidedHand *self);

/* Taking a group apart destroys the button that asked for it, so that
 * rebuild waits for idle. */
static gboolean
rebuild_cb (gpointer user_data)
{
  TaiGuidedHand *self = user_data;

  self->rebuild_id = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

static void
queue_rebuild (TaiGuidedHand *self)
{
  if (self->rebuild_id == 0)
    self->rebuild_id = g_idle_add (rebuild_cb, self);
}

static void
set_message (TaiGuidedHand *self, const char *message, gboolean done)
{
  gtk_label_set_text (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
  if (done)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "success");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "success");
}

/* The groups as tile lists in hand notation, NULL-terminated. */
static char **
group_texts (TaiGuidedHand *self)
{
  char **texts = g_new0 (char *, self->groups->len + 1);

  for (guint g = 0; g < self->groups->len; g++)
    {
      GArray *group = self->groups->pdata[g];
      TaiTile tiles[4];

      for (guint i = 0; i < group->len && i < 4; i++)
        tiles[i] = self->dealt[g_array_index (group, guint, i)];
      texts[g] = tai_tile_list_format (tiles, MIN (group->len, 4));
    }
  return texts;
}

static gboolean
pool_empty (TaiGuidedHand *self)
{
  for (guint i = 0; i < self->n_dealt; i++)
    if (self->in_pool[i])
      return FALSE;
  return TRUE;
}

static void
pool_tile_clicked_cb (TaiTileView *view, TaiGuidedHand *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (view), "index"));

  self->picked[index] = !self->picked[index];
  tai_tile_view_set_selected (view, self->picked[index]);
}

static void
make_group_clicked_cb (TaiGuidedHand *self)
{
  g_autoptr (GArray) group = g_array_new (FALSE, FALSE, sizeof (guint));
  TaiTile tiles[MAX_DEALT];
  guint n = 0;

  for (guint i = 0; i < self->n_dealt; i++)
    if (self->in_pool[i] && self->picked[i])
      {
        g_array_append_val (group, i);
        tiles[n++] = self->dealt[i];
      }
  if (tai_lesson_group_kind (tiles, n) == TAI_GROUP_NONE)
    {
      set_message (self,
                   _("Those tiles are not a set or a pair. A set is three in a row of one "
                     "suit, or three alike; a pair is two alike."),
                   FALSE);
      return;
    }
  for (guint i = 0; i < group->len; i++)
    {
      guint index = g_array_index (group, guint, i);

      self->in_pool[index] = FALSE;
      self->picked[index] = FALSE;
    }
  g_ptr_array_add (self->groups, g_steal_pointer (&group));
  set_message (self, NULL, FALSE);

  /* With every tile placed, the whole hand is checked. */
  if (pool_empty (self))
    {
      g_auto (GStrv) texts = group_texts (self);
      g_autofree char *message = NULL;
      gboolean done = tai_lesson_guided_check (self->family, self->dealt, self->n_dealt,
                                               (const char *const *)texts, &message);

      set_message (self, message, done);
    }
  rebuild (self);
}

static void
undo_group_clicked_cb (GtkButton *button, TaiGuidedHand *self)
{
  guint g = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "group"));
  GArray *group;

  if (g >= self->groups->len)
    return;
  group = self->groups->pdata[g];
  for (guint i = 0; i < group->len; i++)
    self->in_pool[g_array_index (group, guint, i)] = TRUE;
  g_ptr_array_remove_index (self->groups, g);
  set_message (self, NULL, FALSE);
  queue_rebuild (self);
}

static void
deal_again_clicked_cb (TaiGuidedHand *self)
{
  tai_guided_hand_deal (self);
}

static void
show_solution_clicked_cb (TaiGuidedHand *self)
{
  g_auto (GStrv) solution = tai_lesson_guided_solution (self->family, self->dealt, self->n_dealt);

  if (solution != NULL)
    {
      g_autofree char *joined = g_strjoinv ("  ", solution);
      g_autofree char *message = g_strdup_printf (_("One way: %s"), joined);

      set_message (self, message, FALSE);
    }
}

static GtkWidget *
tile_new (TaiTile tile, gboolean activatable)
{
  GtkWidget *view = activatable ? tai_tile_view_new_activatable (tile) : tai_tile_view_new (tile);

  tai_tile_view_set_size (TAI_TILE_VIEW (view), TILE_SIZE);
  gtk_widget_set_valign (view, GTK_ALIGN_END);
  return view;
}

static void
rebuild (TaiGuidedHand *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->pool))) != NULL)
    gtk_flow_box_remove (self->pool, child);
  for (guint i = 0; i < self->n_dealt; i++)
    {
      GtkWidget *view;

      if (!self->in_pool[i])
        continue;
      view = tile_new (self->dealt[i], TRUE);
      tai_tile_view_set_selected (TAI_TILE_VIEW (view), self->picked[i]);
      g_object_set_data (G_OBJECT (view), "index", GUINT_TO_POINTER (i));
      g_signal_connect (view, "clicked", G_CALLBACK (pool_tile_clicked_cb), self);
      gtk_flow_box_append (self->pool, view);
      gtk_widget_set_focusable (gtk_widget_get_parent (view), FALSE);
    }
  gtk_widget_set_visible (self->make_group_button, !pool_empty (self));

  /* The groups made so far, each with a way to take it apart. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box))) != NULL)
    gtk_box_remove (self->groups_box, child);
  for (guint g = 0; g < self->groups->len; g++)
    {
      GArray *group = self->groups->pdata[g];
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *tiles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);
      GtkWidget *undo = gtk_button_new_from_icon_name ("edit-undo-symbolic");
      g_autofree char *undo_label = g_strdup_printf (_("Take group %u apart"), g + 1);

      gtk_widget_set_name (row, "group");
      for (guint i = 0; i < group->len; i++)
        gtk_box_append (GTK_BOX (tiles),
                        tile_new (self->dealt[g_array_index (group, guint, i)], FALSE));
      gtk_box_append (GTK_BOX (row), tiles);
      gtk_widget_set_name (undo, "undo-group");
      gtk_widget_set_valign (undo, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (undo, undo_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (undo), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      undo_label, -1);
      gtk_widget_add_css_class (undo, "flat");
      g_object_set_data (G_OBJECT (undo), "group", GUINT_TO_POINTER (g));
      g_signal_connect (undo, "clicked", G_CALLBACK (undo_group_clicked_cb), self);
      gtk_box_append (GTK_BOX (row), undo);
      gtk_box_append (self->groups_box, row);
    }
}

/* GObject. */

static void
tai_guided_hand_dispose (GObject *object)
{
  GtkWidget *child;
  TaiGuidedHand *self = TAI_GUIDED_HAND (object);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_GUIDED_HAND);
  /* The template's unnamed children too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tai_guided_hand_parent_class)->dispose (object);
}

static void
tai_guided_hand_finalize (GObject *object)
{
  TaiGuidedHand *self = TAI_GUIDED_HAND (object);

  g_ptr_array_unref (self->groups);
  g_rand_free (self->rand);
  G_OBJECT_CLASS (tai_guided_hand_parent_class)->finalize (object);
}

static void
tai_guided_hand_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiGuidedHand *self = TAI_GUIDED_HAND (object);

  switch (prop_id)
    {
    case PROP_FAMILY:
      g_value_set_int (value, self->family);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_guided_hand_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  TaiGuidedHand *self = TAI_GUIDED_HAND (object);

  switch (prop_id)
    {
    case PROP_FAMILY:
      tai_guided_hand_set_family (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_guided_hand_class_init (TaiGuidedHandClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_guided_hand_dispose;
  object_class->finalize = tai_guided_hand_finalize;
  object_class->get_property = tai_guided_hand_get_property;
  object_class->set_property = tai_guided_hand_set_property;

  /**
   * TaiGuidedHand:family:
   *
   * The rule family (a TaiFamily) whose hand is dealt: four sets and a
   * pair for Singapore, five for Taiwanese.
   */
  properties[PROP_FAMILY]
      = g_param_spec_int ("family", NULL, NULL, TAI_FAMILY_TAIWAN, TAI_FAMILY_SINGAPORE,
                          TAI_FAMILY_TAIWAN,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/lessons/tai-guided-hand.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiGuidedHand, intro_label);
  gtk_widget_class_bind_template_child (widget_class, TaiGuidedHand, pool);
  gtk_widget_class_bind_template_child (widget_class, TaiGuidedHand, make_group_button);
  gtk_widget_class_bind_template_child (widget_class, TaiGuidedHand, message_label);
  gtk_widget_class_bind_template_child (widget_class, TaiGuidedHand, groups_box);
  gtk_widget_class_bind_template_callback (widget_class, make_group_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, show_solution_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, deal_again_clicked_cb);
  gtk_widget_class_set_css_name (widget_class, "guidedhand");
}

static void
tai_guided_hand_init (TaiGuidedHand *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rand = g_rand_new ();
  self->groups = g_ptr_array_new_with_free_func ((GDestroyNotify)g_array_unref);
  self->family = TAI_FAMILY_TAIWAN;
  tai_guided_hand_deal (self);
}

GtkWidget *
tai_guided_hand_new (TaiFamily family)
{
  return g_object_new (TAI_TYPE_GUIDED_HAND, "family", family, NULL);
}

TaiFamily
tai_guided_hand_get_family (TaiGuidedHand *self)
{
  g_return_val_if_fail (TAI_IS_GUIDED_HAND (self), TAI_FAMILY_TAIWAN);

  return self->family;
}

void
tai_guided_hand_set_family (TaiGuidedHand *self, TaiFamily family)
{
  g_return_if_fail (TAI_IS_GUIDED_HAND (self));

  if (self->family == family)
    return;
  self->family = family;
  tai_guided_hand_deal (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FAMILY]);
}

void
tai_guided_hand_deal (TaiGuidedHand *self)
{
  g_autofree char *intro = NULL;

  g_return_if_fail (TAI_IS_GUIDED_HAND (self));

  self->n_dealt = tai_lesson_guided_deal (self->family, self->rand, self->dealt);
  for (guint i = 0; i < MAX_DEALT; i++)
    {
      self->in_pool[i] = i < self->n_dealt;
      self->picked[i] = FALSE;
    }
  g_ptr_array_set_size (self->groups, 0);
  set_message (self, NULL, FALSE);
  intro = g_strdup_printf (_("Sort these tiles into %u sets and a pair. Pick the tiles of one "
                             "group, then press Make Group. Only the shape counts here, not "
                             "the tai."),
                           self->family == TAI_FAMILY_TAIWAN ? 5 : 4);
  gtk_label_set_text (self->intro_label, intro);
  rebuild (self);
}
