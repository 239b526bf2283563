/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-picker.c: the tile picker: the entry for typed notation, its
 * message, and the tiles (TaiTileGrid, which draws them and moves the
 * keyboard focus among them). This file decides what a click or typed
 * text adds: never a copy that is not there. A key controller turns
 * letters typed anywhere in the picker into notation in the entry. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-notation.h"
#include "tai-tile-grid.h"
#include "tai-tile-picker.h"

#define DEFAULT_TILE_SIZE 40 /* as TaiTileGrid's */
/* How long typing may pause before the typed tiles are added. */
#define PAUSE_MS 1500

struct _TaiTilePicker
{
  GtkWidget parent_instance;

  GtkWidget *entry_row; /* the entry and its Help button */
  GtkEntry *entry;
  GtkLabel *message;
  /* Also holds what show-animals, show-bonus and tile-size say. */
  TaiTileGrid *grid;

  guint room; /* playing tiles the hand still takes; G_MAXUINT when not told */
  guint pause_id;
};

G_DEFINE_FINAL_TYPE (TaiTilePicker, tai_tile_picker, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SHOW_ANIMALS,
  PROP_SHOW_BONUS,
  PROP_TILE_SIZE,
  N_PROPS
};

enum
{
  TILE_ACTIVATED,
  SETS_TYPED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static guint8
full_count (TaiTile tile)
{
  return tai_tile_is_playing (tile) ? TAI_COPIES : 1;
}

static void
show_message (TaiTilePicker *self, const char *text)
{
  g_autofree char *shown = NULL;
  char first[7] = { 0 };

  if (text == NULL || *text == '\0')
    {
      gtk_widget_set_visible (GTK_WIDGET (self->message), FALSE);
      return;
    }

  /* The core's messages start in lower case to fit inside other
   * sentences; on their own they start with a capital. */
  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (text)), first);
  shown = g_strconcat (first, g_utf8_next_char (text), NULL);
  gtk_label_set_text (self->message, shown);
  gtk_widget_set_visible (GTK_WIDGET (self->message), TRUE);
}

/* Uses one copy of @tile and tells the listeners. */
static void
take_tile (TaiTilePicker *self, TaiTile tile)
{
  tai_tile_grid_set_count (self->grid, tile, tai_tile_grid_get_count (self->grid, tile) - 1);
  g_signal_emit (self, signals[TILE_ACTIVATED], 0, (guint) tile);
}

static void
tile_activated_cb (TaiTileGrid *grid, guint tile, TaiTilePicker *self)
{
  if (tai_tile_grid_get_count (grid, tile) == 0)
    {
      g_autofree char *text = NULL;

      /* Translators: %s is a tile's name, e.g. "3 of Dots". */
      text = g_strdup_printf (_("No %s left: all copies are in use"), tai_tile_english_name (tile));
      show_message (self, text);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  show_message (self, NULL);
  take_tile (self, tile);
}

gboolean
tai_tile_picker_add_notation (TaiTilePicker *self, const char *text, GError **error)
{
  g_autoptr (GArray) tiles = NULL;
  guint need[TAI_N_TILES] = { 0 };
  guint n_playing = 0;
  gboolean ok;

  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Declared sets are the hand's business, not the picker's: whoever
   * holds the hand adds them (see "sets-typed" in the header). */
  if (tai_notation_has_sets (text))
    {
      gboolean done = FALSE;

      if (!g_signal_has_handler_pending (self, signals[SETS_TYPED], 0, FALSE))
        {
          g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_PARSE,
                               _("Sets in brackets cannot be typed here: type the tiles only"));
          return FALSE;
        }
      g_signal_emit (self, signals[SETS_TYPED], 0, text, error, &done);
      if (!done && error != NULL && *error == NULL)
        g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                             _("These sets could not be added to the hand"));
      return done;
    }

  tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  if (tai_tile_grid_get_show_bonus (self->grid))
    ok = tai_tile_list_parse (text, tiles, error);
  else
    ok = tai_tile_list_parse_playing (text, tiles, error);
  if (!ok)
    return FALSE;

  /* Check everything before adding anything, so a typing mistake never
   * leaves half a run in the hand. */
  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTile t = g_array_index (tiles, TaiTile, i);

      if (tai_tile_is_animal (t) && !tai_tile_grid_get_show_animals (self->grid))
        {
          g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                       _("the animal tile “%s” is only used under Singapore rules"),
                       tai_tile_token (t));
          return FALSE;
        }
      need[t]++;
      n_playing += tai_tile_is_playing (t) ? 1 : 0;
    }
  /* More tiles than the hand holds: said under the entry with both
   * counts, and nothing added, rather than the hand keeping the first
   * ones and the rest dropped. */
  if (n_playing > self->room)
    {
      if (self->room == 0)
        g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                             _("The hand is full: remove a tile before typing more"));
      else
        g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                     /* Translators: "15 tiles typed, but the hand has room for 14: nothing
                        was added". The plural follows the second number. */
                     g_dngettext (GETTEXT_PACKAGE,
                                  "%1$u tiles typed, but the hand has room for %2$u: nothing was "
                                  "added",
                                  "%1$u tiles typed, but the hand has room for %2$u: nothing was "
                                  "added",
                                  self->room),
                     n_playing, self->room);
      return FALSE;
    }
  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    {
      guint left = tai_tile_grid_get_count (self->grid, t);

      if (need[t] <= left)
        continue;
      if (left == 0)
        g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                     _("no “%s” left: all copies are in use"), tai_tile_token (t));
      else
        g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                     g_dngettext (GETTEXT_PACKAGE, "only %u “%s” left, not %u",
                                  "only %u “%s” left, not %u", left),
                     left, tai_tile_token (t), need[t]);
      return FALSE;
    }

  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTile t = g_array_index (tiles, TaiTile, i);

      /* A listener may have changed the counts in the meantime. */
      if (tai_tile_grid_get_count (self->grid, t) > 0)
        take_tile (self, t);
    }

  return TRUE;
}

/* Typed text that may still become valid: a run still waiting for its
 * suit letter ("12") or the start of a bonus tile's name ("chrys"). */
static gboolean
looks_unfinished (const char *text)
{
  static const char *const names[] = { "plum", "orchid", "chrysanthemum", "bamboo", "spring",
                                        "summer", "autumn", "winter", "cat", "rat", "rooster",
                                        "centipede" };
  gsize len = strlen (text);
  gsize start = len;
  int open = 0;

  if (len == 0)
    return FALSE;
  if (g_ascii_isdigit (text[len - 1]) || text[len - 1] == '+')
    return TRUE;
  /* A set still being typed: "[123m" or "(EE". */
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '[' || *p == '{' || *p == '(')
        open++;
      else if ((*p == ']' || *p == '}' || *p == ')') && open > 0)
        open--;
    }
  if (open > 0)
    return TRUE;

  while (start > 0 && g_ascii_islower (text[start - 1]))
    start--;
  if (start == len || (start > 0 && g_ascii_isdigit (text[start - 1])))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (len - start < strlen (names[i]) && strncmp (names[i], text + start, len - start) == 0)
      return TRUE;

  return FALSE;
}

static void
clear_pause (TaiTilePicker *self)
{
  g_clear_handle_id (&self->pause_id, g_source_remove);
}

/* Adds what has been typed. @explicit is TRUE for Enter, FALSE when typing
 * paused; a pause never reports an error for text that is merely
 * unfinished. */
static void
commit_typed (TaiTilePicker *self, gboolean explicit)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry))));

  clear_pause (self);
  if (*text == '\0')
    return;
  if (!explicit && looks_unfinished (text))
    return;

  if (tai_tile_picker_add_notation (self, text, &error))
    {
      gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
      show_message (self, NULL);
    }
  else
    {
      show_message (self, error->message);
      if (explicit)
        gtk_widget_error_bell (GTK_WIDGET (self));
    }
}

static gboolean
pause_cb (gpointer data)
{
  TaiTilePicker *self = data;

  self->pause_id = 0;
  commit_typed (self, FALSE);

  return G_SOURCE_REMOVE;
}

static void
entry_changed_cb (GtkEditable *editable, TaiTilePicker *self)
{
  clear_pause (self);
  if (*gtk_editable_get_text (editable) == '\0')
    return;
  self->pause_id = g_timeout_add (PAUSE_MS, pause_cb, self);
}

static void
entry_activate_cb (GtkEntry *entry, TaiTilePicker *self)
{
  commit_typed (self, TRUE);
}

static void
entry_icon_press_cb (GtkEntry *entry, GtkEntryIconPosition position, TaiTilePicker *self)
{
  if (position == GTK_ENTRY_ICON_SECONDARY)
    commit_typed (self, TRUE);
}

static void
append_text (TaiTilePicker *self, const char *more)
{
  g_autofree char *text = g_strconcat (gtk_editable_get_text (GTK_EDITABLE (self->entry)), more,
                                       NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->entry), text);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
}

static gboolean
focus_in_entry (TaiTilePicker *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL
         && (focus == GTK_WIDGET (self->entry)
             || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->entry)));
}

/* Letters typed while a tile has focus go to the entry, so a player can
 * type "123m" without first clicking into it; arrows, Enter and Space
 * still move between and choose tiles while nothing has been typed. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, TaiTilePicker *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  gboolean typing = *text != '\0';
  char utf8[7] = { 0 };
  gunichar c;

  if (focus_in_entry (self))
    return GDK_EVENT_PROPAGATE;
  if ((keyval == GDK_KEY_Home || keyval == GDK_KEY_KP_Home || keyval == GDK_KEY_End
       || keyval == GDK_KEY_KP_End)
      && !typing && (state & (GDK_ALT_MASK | GDK_SUPER_MASK | GDK_SHIFT_MASK)) == 0)
    {
      TaiTile from = tai_tile_grid_get_focus_tile (self->grid);

      if (!tai_tile_is_valid (from))
        return GDK_EVENT_PROPAGATE;
      tai_tile_grid_focus_row_end (self->grid, from,
                                   keyval == GDK_KEY_End || keyval == GDK_KEY_KP_End,
                                   (state & GDK_CONTROL_MASK) != 0);
      return GDK_EVENT_STOP;
    }
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return GDK_EVENT_PROPAGATE;

  switch (keyval)
    {
    /* The arrows belong to the tiles (TaiTileGrid notes them itself). */
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (!typing)
        return GDK_EVENT_PROPAGATE;
      commit_typed (self, TRUE);
      return GDK_EVENT_STOP;

    case GDK_KEY_BackSpace:
      if (!typing)
        return GDK_EVENT_PROPAGATE;
      gtk_editable_delete_text (GTK_EDITABLE (self->entry),
                                g_utf8_strlen (text, -1) - 1, -1);
      return GDK_EVENT_STOP;

    case GDK_KEY_Escape:
      if (!typing)
        return GDK_EVENT_PROPAGATE;
      gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
      show_message (self, NULL);
      return GDK_EVENT_STOP;

    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (!typing)
        return GDK_EVENT_PROPAGATE;
      append_text (self, " ");
      return GDK_EVENT_STOP;

    default:
      break;
    }

  c = gdk_keyval_to_unicode (keyval);
  if (c == 0 || !g_unichar_isgraph (c))
    return GDK_EVENT_PROPAGATE;

  g_unichar_to_utf8 (c, utf8);
  append_text (self, utf8);
  return GDK_EVENT_STOP;
}

static void
tai_tile_picker_dispose (GObject *object)
{
  TaiTilePicker *self = TAI_TILE_PICKER (object);

  clear_pause (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_TILE_PICKER);

  G_OBJECT_CLASS (tai_tile_picker_parent_class)->dispose (object);
}

static void
tai_tile_picker_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiTilePicker *self = TAI_TILE_PICKER (object);

  switch (prop_id)
    {
    case PROP_SHOW_ANIMALS:
      g_value_set_boolean (value, tai_tile_grid_get_show_animals (self->grid));
      break;
    case PROP_SHOW_BONUS:
      g_value_set_boolean (value, tai_tile_grid_get_show_bonus (self->grid));
      break;
    case PROP_TILE_SIZE:
      g_value_set_int (value, tai_tile_grid_get_tile_size (self->grid));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_tile_picker_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  TaiTilePicker *self = TAI_TILE_PICKER (object);

  switch (prop_id)
    {
    case PROP_SHOW_ANIMALS:
      tai_tile_picker_set_show_animals (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_BONUS:
      tai_tile_picker_set_show_bonus (self, g_value_get_boolean (value));
      break;
    case PROP_TILE_SIZE:
      tai_tile_picker_set_tile_size (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_tile_picker_class_init (TaiTilePickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tai_tile_picker_dispose;
  object_class->get_property = tai_tile_picker_get_property;
  object_class->set_property = tai_tile_picker_set_property;

  properties[PROP_SHOW_ANIMALS] = g_param_spec_boolean ("show-animals", NULL, NULL, FALSE, flags);
  properties[PROP_SHOW_BONUS] = g_param_spec_boolean ("show-bonus", NULL, NULL, TRUE, flags);
  properties[PROP_TILE_SIZE] = g_param_spec_int ("tile-size", NULL, NULL, 16, 256,
                                                 DEFAULT_TILE_SIZE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The player chose a tile (a TaiTile, as guint); see the header. */
  signals[TILE_ACTIVATED] = g_signal_new ("tile-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          1, G_TYPE_UINT);

  /* Typed text declares sets (a GError ** as pointer); see the header. */
  signals[SETS_TYPED] = g_signal_new ("sets-typed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, g_signal_accumulator_first_wins, NULL, NULL,
                                      G_TYPE_BOOLEAN, 2, G_TYPE_STRING, G_TYPE_POINTER);

  g_type_ensure (TAI_TYPE_TILE_GRID);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/widgets/tai-tile-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiTilePicker, entry_row);
  gtk_widget_class_bind_template_child (widget_class, TaiTilePicker, entry);
  gtk_widget_class_bind_template_child (widget_class, TaiTilePicker, message);
  gtk_widget_class_bind_template_child (widget_class, TaiTilePicker, grid);
  gtk_widget_class_bind_template_callback (widget_class, entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_icon_press_cb);
  gtk_widget_class_bind_template_callback (widget_class, tile_activated_cb);

  gtk_widget_class_set_css_name (widget_class, "tilepicker");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}


static void
tai_tile_picker_init (TaiTilePicker *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->room = G_MAXUINT;
  tai_tile_picker_reset_available (self);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
tai_tile_picker_new (void)
{
  return g_object_new (TAI_TYPE_TILE_PICKER, NULL);
}

void
tai_tile_picker_set_available (TaiTilePicker *self, const guint8 counts[TAI_N_TILES])
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));
  g_return_if_fail (counts != NULL);

  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    {
      guint8 n = MIN (counts[t], full_count (t));

      tai_tile_grid_set_count (self->grid, t, n);
    }
}

guint
tai_tile_picker_get_available (TaiTilePicker *self, TaiTile tile)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), 0);
  g_return_val_if_fail (tai_tile_is_valid (tile), 0);

  return tai_tile_grid_get_count (self->grid, tile);
}

void
tai_tile_picker_reset_available (TaiTilePicker *self)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));

  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    tai_tile_grid_set_count (self->grid, t, full_count (t));
}

gboolean
tai_tile_picker_get_show_animals (TaiTilePicker *self)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), FALSE);

  return tai_tile_grid_get_show_animals (self->grid);
}

void
tai_tile_picker_set_show_animals (TaiTilePicker *self, gboolean show_animals)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));

  show_animals = !!show_animals;
  if (tai_tile_grid_get_show_animals (self->grid) == show_animals)
    return;

  tai_tile_grid_set_show_animals (self->grid, show_animals);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_ANIMALS]);
}

gboolean
tai_tile_picker_get_show_bonus (TaiTilePicker *self)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), FALSE);

  return tai_tile_grid_get_show_bonus (self->grid);
}

void
tai_tile_picker_set_show_bonus (TaiTilePicker *self, gboolean show_bonus)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));

  show_bonus = !!show_bonus;
  if (tai_tile_grid_get_show_bonus (self->grid) == show_bonus)
    return;

  tai_tile_grid_set_show_bonus (self->grid, show_bonus);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_BONUS]);
}

int
tai_tile_picker_get_tile_size (TaiTilePicker *self)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), 0);

  return tai_tile_grid_get_tile_size (self->grid);
}

void
tai_tile_picker_set_tile_size (TaiTilePicker *self, int tile_size)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));

  tile_size = CLAMP (tile_size, 16, 256);
  if (tai_tile_grid_get_tile_size (self->grid) == tile_size)
    return;

  tai_tile_grid_set_tile_size (self->grid, tile_size);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILE_SIZE]);
}

guint
tai_tile_picker_get_n_groups_shown (TaiTilePicker *self)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), 0);

  return tai_tile_grid_get_n_groups_shown (self->grid);
}

void
tai_tile_picker_set_n_groups_shown (TaiTilePicker *self, guint n_groups)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));

  tai_tile_grid_set_n_groups_shown (self->grid, n_groups);
}

GtkWidget *
tai_tile_picker_get_tile_widget (TaiTilePicker *self, TaiTile tile)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), NULL);

  return tai_tile_grid_get_tile_widget (self->grid, tile);
}

void
tai_tile_picker_clear_message (TaiTilePicker *self)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));
  show_message (self, NULL);
}

void
tai_tile_picker_focus_entry (TaiTilePicker *self)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

void
tai_tile_picker_set_message (TaiTilePicker *self, const char *message)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));
  show_message (self, message);
}

void
tai_tile_picker_set_room (TaiTilePicker *self, guint room)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));
  self->room = room;
}

const char *
tai_tile_picker_get_message (TaiTilePicker *self)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->message)))
    return NULL;
  return gtk_label_get_text (self->message);
}
