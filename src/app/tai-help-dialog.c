/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-help-dialog.c: see the header. The groups and rows are made here
 * from the examples table, so what is shown is exactly what is tested. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-help-dialog.h"

struct _TaiHelpDialog
{
  AdwDialog parent_instance;

  AdwPreferencesPage *page;
};

G_DEFINE_FINAL_TYPE (TaiHelpDialog, tai_help_dialog, ADW_TYPE_DIALOG)

/* The notation is the reader's (src/core/tiles/tai-notation.c and
 * tai-tile.c): the tests add each of these to an empty hand at its table,
 * and score each whole hand. */
static const TaiHelpExample examples[] = {
  /* Tiles */
  { "123m", N_("1, 2 and 3 of Characters: the digits, then the suit letter m."), NULL, FALSE },
  { "55p 9s", N_("A pair of 5 of Dots (p) and a 9 of Bamboo (s)."), NULL, FALSE },
  { "E S W N", N_("The winds East, South, West and North, written in capitals."), NULL, FALSE },
  { "C F P", N_("The dragons: C is red, F green and P white."), NULL, FALSE },
  /* Sets */
  { "[999p]", N_("Square brackets hold a set that is exposed: here a pung of 9 of Dots."), NULL,
    FALSE },
  { "[345s]", N_("An exposed chow of 3, 4 and 5 of Bamboo."), NULL, FALSE },
  { "[EEEE]", N_("An exposed kong of East, made by claiming a discard."), NULL, FALSE },
  { "(7777m)", N_("Round brackets hold a concealed kong."), NULL, FALSE },
  { "{CCCC}", N_("Curly brackets hold a kong made by adding a tile to an exposed pung."), NULL,
    FALSE },
  /* The winning tile */
  { "+ W", N_("The tile after “+” is the winning tile: here West."), NULL, FALSE },
  { "123m 456p 789s 1s [CCC] + 1s",
    N_("A whole hand at a Singapore table: ten concealed tiles, an exposed pung of red dragons, "
       "and the 1 of Bamboo that wins it."),
    "singapore", TRUE },
  { "123m 456m 789p 234s 5s [CCC] + 5s",
    N_("A whole hand at a Taiwanese table: thirteen concealed tiles, an exposed pung of red "
       "dragons, and the 5 of Bamboo that wins it."),
    "taiwan", TRUE },
  /* Bonus tiles */
  { "plum orchid", N_("Flowers by name: plum, orchid, chrysanthemum and bamboo."), NULL, FALSE },
  { "spring winter", N_("Seasons by name: spring, summer, autumn and winter."), NULL, FALSE },
  { "cat rooster", N_("Animals, at a Singapore table: cat, rat, rooster and centipede."),
    "singapore", FALSE },
  { "+ 5s orchid", N_("Bonus tiles may also follow the winning tile."), NULL, FALSE },
};

typedef struct
{
  const char *title;       /* NC_("help", …) */
  const char *description; /* NC_("help", …) */
  guint first, n;          /* its rows in examples[] */
} Section;

static const Section sections[] = {
  { NC_ ("help", "Tiles"),
    NC_ ("help", "Numbered tiles are a digit and their suit: m for Characters, p for Dots, s for "
                 "Bamboo. Several digits before one letter are several tiles of that suit."),
    0, 4 },
  { NC_ ("help", "Sets"),
    NC_ ("help", "Concealed sets are typed as loose tiles: the calculator finds them. Brackets "
                 "mark the sets laid down on the table."),
    4, 5 },
  { NC_ ("help", "The Winning Tile"),
    NC_ ("help", "Type the tiles held before the win, then “+” and the tile that completes the "
                 "hand."),
    9, 3 },
  { NC_ ("help", "Bonus Tiles"),
    NC_ ("help", "Flowers, seasons and animals are typed by their English names, in lower case, "
                 "anywhere in the text."),
    12, 4 },
};

G_STATIC_ASSERT (G_N_ELEMENTS (sections) == 4);

const TaiHelpExample *
tai_help_examples (guint *n_examples)
{
  g_return_val_if_fail (n_examples != NULL, NULL);
  *n_examples = G_N_ELEMENTS (examples);
  return examples;
}

static GtkWidget *
example_row_new (const TaiHelpExample *example)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), example->notation);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(example->meaning));
  /* The notation is what to copy; the rows are read, not activated. */
  adw_preferences_row_set_title_selectable (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_set_name (row, "help-example");
  return row;
}

static void
tai_help_dialog_class_init (TaiHelpDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tai-help-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiHelpDialog, page);
}

static void
tai_help_dialog_init (TaiHelpDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint s = 0; s < G_N_ELEMENTS (sections); s++)
    {
      AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

      adw_preferences_group_set_title (group, g_dpgettext2 (GETTEXT_PACKAGE, "help",
                                                            sections[s].title));
      adw_preferences_group_set_description (group, g_dpgettext2 (GETTEXT_PACKAGE, "help",
                                                                  sections[s].description));
      for (guint e = sections[s].first; e < sections[s].first + sections[s].n; e++)
        adw_preferences_group_add (group, example_row_new (&examples[e]));
      adw_preferences_page_add (self->page, group);
    }
}

AdwDialog *
tai_help_dialog_new (void)
{
  return g_object_new (TAI_TYPE_HELP_DIALOG, NULL);
}
