/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset-info.c: an immutable entry of the ruleset list; the list
 * replaces an entry rather than changing it, so a chooser showing one
 * never sees it change under it. */
#include "config.h"

#include "tai-ruleset-info.h"

struct _TaiRulesetInfo
{
  GObject parent_instance;

  char *id;
  char *title;
  gboolean custom;
};

G_DEFINE_FINAL_TYPE (TaiRulesetInfo, tai_ruleset_info, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_TITLE,
  PROP_CUSTOM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tai_ruleset_info_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiRulesetInfo *self = TAI_RULESET_INFO (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_CUSTOM:
      g_value_set_boolean (value, self->custom);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_ruleset_info_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  TaiRulesetInfo *self = TAI_RULESET_INFO (object);

  switch (prop_id)
    {
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;
    case PROP_TITLE:
      self->title = g_value_dup_string (value);
      break;
    case PROP_CUSTOM:
      self->custom = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_ruleset_info_finalize (GObject *object)
{
  TaiRulesetInfo *self = TAI_RULESET_INFO (object);

  g_free (self->id);
  g_free (self->title);

  G_OBJECT_CLASS (tai_ruleset_info_parent_class)->finalize (object);
}

static void
tai_ruleset_info_class_init (TaiRulesetInfoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = tai_ruleset_info_get_property;
  object_class->set_property = tai_ruleset_info_set_property;
  object_class->finalize = tai_ruleset_info_finalize;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_CUSTOM] = g_param_spec_boolean ("custom", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tai_ruleset_info_init (TaiRulesetInfo *self)
{
}

TaiRulesetInfo *
tai_ruleset_info_new (const char *id, const char *title, gboolean custom)
{
  return g_object_new (TAI_TYPE_RULESET_INFO, "id", id, "title", title, "custom", custom, NULL);
}

const char *
tai_ruleset_info_get_id (TaiRulesetInfo *self)
{
  g_return_val_if_fail (TAI_IS_RULESET_INFO (self), NULL);
  return self->id;
}

const char *
tai_ruleset_info_get_title (TaiRulesetInfo *self)
{
  g_return_val_if_fail (TAI_IS_RULESET_INFO (self), NULL);
  return self->title;
}

gboolean
tai_ruleset_info_get_custom (TaiRulesetInfo *self)
{
  g_return_val_if_fail (TAI_IS_RULESET_INFO (self), FALSE);
  return self->custom;
}
