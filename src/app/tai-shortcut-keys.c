/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-shortcut-keys.c: see the header. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-shortcut-keys.h"

struct _TaiShortcutKeys
{
  GtkWidget parent_instance;

  char *accelerator;
};

G_DEFINE_FINAL_TYPE (TaiShortcutKeys, tai_shortcut_keys, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_ACCELERATOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
remove_children (TaiShortcutKeys *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
}

static void
rebuild (TaiShortcutKeys *self)
{
  g_auto (GStrv) accelerators = g_strsplit (self->accelerator ? self->accelerator : "", " ", -1);
  g_autoptr (GString) spoken = g_string_new (NULL);

  remove_children (self);
  for (guint i = 0; accelerators[i] != NULL; i++)
    {
      guint key;
      GdkModifierType modifiers;
      g_autofree char *label = NULL;
      GtkWidget *cap;

      if (*accelerators[i] == '\0' || !gtk_accelerator_parse (accelerators[i], &key, &modifiers))
        continue;
      label = gtk_accelerator_get_label (key, modifiers);
      if (spoken->len > 0)
        {
          /* Translators: between two shortcuts that do the same thing,
           * "Ctrl+N or Ctrl+Delete". */
          const char *or = C_("shortcut", "or");

          gtk_widget_set_parent (g_object_new (GTK_TYPE_LABEL, "label", or, "css-classes",
                                               (const char *[]) { "dim-label", NULL }, NULL),
                                 GTK_WIDGET (self));
          g_string_append_printf (spoken, " %s ", or);
        }
      cap = g_object_new (GTK_TYPE_LABEL, "label", label, "css-classes",
                          (const char *[]) { "keycap", NULL }, NULL);
      gtk_widget_set_parent (cap, GTK_WIDGET (self));
      g_string_append (spoken, label);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  spoken->str, -1);
}

static void
tai_shortcut_keys_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TaiShortcutKeys *self = TAI_SHORTCUT_KEYS (object);

  switch (prop_id)
    {
    case PROP_ACCELERATOR:
      g_value_set_string (value, self->accelerator);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_shortcut_keys_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TaiShortcutKeys *self = TAI_SHORTCUT_KEYS (object);

  switch (prop_id)
    {
    case PROP_ACCELERATOR:
      tai_shortcut_keys_set_accelerator (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_shortcut_keys_dispose (GObject *object)
{
  TaiShortcutKeys *self = TAI_SHORTCUT_KEYS (object);

  remove_children (self);
  g_clear_pointer (&self->accelerator, g_free);

  G_OBJECT_CLASS (tai_shortcut_keys_parent_class)->dispose (object);
}

static void
tai_shortcut_keys_class_init (TaiShortcutKeysClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tai_shortcut_keys_get_property;
  object_class->set_property = tai_shortcut_keys_set_property;
  object_class->dispose = tai_shortcut_keys_dispose;

  /**
   * TaiShortcutKeys:accelerator:
   *
   * The accelerators shown, separated by spaces.
   */
  properties[PROP_ACCELERATOR] =
    g_param_spec_string ("accelerator", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "shortcut-keys");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
}

static void
tai_shortcut_keys_init (TaiShortcutKeys *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
}

const char *
tai_shortcut_keys_get_accelerator (TaiShortcutKeys *self)
{
  g_return_val_if_fail (TAI_IS_SHORTCUT_KEYS (self), NULL);

  return self->accelerator;
}

void
tai_shortcut_keys_set_accelerator (TaiShortcutKeys *self,
                                   const char      *accelerator)
{
  g_return_if_fail (TAI_IS_SHORTCUT_KEYS (self));

  if (!g_set_str (&self->accelerator, accelerator))
    return;
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACCELERATOR]);
}
