/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-win-group.c: how the hand was won. A view of the model like the
 * rest of the context panel: every change of the model redraws the rows
 * from the hand, and a row the player touches writes to the model. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-events-row.h"
#include "tai-win-group.h"
#include "tai-score-text.h"

/* The ways of winning, in the order the row lists them. The instant
 * flower wins are offered only when the ruleset plays them. */
typedef struct
{
  TaiWinBy by;
  const char *label;
  const char *from_subtitle; /* NULL when nobody else is involved */
  const char *lines[3];
} WinByInfo;

static const WinByInfo win_by_info[] = {
  /* The labels have a context of their own: "Eight flowers" is also the
   * name of a Singapore line, which Chinese calls by its own name (花胡),
   * while at a Taiwanese table the way of winning reads as its line
   * (八仙過海); win_by_label() picks the Singapore table's word there. The
   * ledger's Record Win dialog uses the same contexts. */
  { TAI_WIN_SELF_DRAW, NC_ ("won by", "Self-draw"), NULL, { NULL } },
  { TAI_WIN_DISCARD, NC_ ("won by", "Discard"), N_("Who discarded the winning tile"), { NULL } },
  { TAI_WIN_ROBBING_KONG, NC_ ("won by", "Robbing a kong"), N_("Who added the tile to their pung"),
    { NULL } },
  { TAI_WIN_EIGHT_FLOWERS, NC_ ("won by", "Eight flowers"), NULL,
    { "eight-immortals", "eight-flowers" } },
  { TAI_WIN_SEVEN_ROBS_ONE, NC_ ("won by", "Seven robs one"), N_("Who gave up the eighth flower"),
    { "seven-robs-one" } },
};
#define N_WIN_BY G_N_ELEMENTS (win_by_info)

struct _TaiWinGroup
{
  AdwPreferencesGroup parent_instance;

  AdwComboRow *win_by_row;
  AdwComboRow *from_row;
  AdwComboRow *bao_row;
  GtkLabel *bao_reasons_label;
  GtkMenuButton *bao_info_button;
  TaiEventsRow *events_row;

  TaiHandModel *model;
  GSignalGroup *model_signals; /* on model */
  char **names;                /* the players at each wind, or NULL */
  guint win_by_mask;           /* the ways of winning the win_by row lists */
  TaiWinBy win_by_shown[N_WIN_BY];
  int listed_seat;   /* the seat the from and Bao rows were built for */
  gboolean updating; /* redrawing from the model: write nothing back */

  /* The seat and discarder last shown, to tell the player when a new
   * seat moved the discarder; the notice stays while that discarder does. */
  int shown_seat;
  int shown_from;
  char *from_notice;
  int notice_from;
  char *bao_reasons[5]; /* the subtitle of each Bao list row, as listed */
};

G_DEFINE_FINAL_TYPE (TaiWinGroup, tai_win_group, ADW_TYPE_PREFERENCES_GROUP)

static const WinByInfo *
find_win_by (TaiWinBy by)
{
  for (guint i = 0; i < N_WIN_BY; i++)
    if (win_by_info[i].by == by)
      return &win_by_info[i];
  return &win_by_info[0];
}

gboolean
tai_win_group_rules_offer (const TaiRules *rules, TaiWinBy by)
{
  const WinByInfo *info = find_win_by (by);

  if (info->lines[0] == NULL)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (info->lines) && info->lines[i] != NULL; i++)
    if (tai_rules_line_tai_by_id (rules, info->lines[i]) >= 0)
      return TRUE;
  return FALSE;
}

gboolean
tai_win_group_rules_have_bao (const TaiRules *rules)
{
  return tai_ruleset_get_payment_scheme (tai_rules_get_ruleset (rules))
         == TAI_PAYMENT_SINGAPORE;
}

/* The name of a way of winning in the list, translated. A win on all
 * eight flowers is named as the ruleset's line for it: a Singapore table
 * calls it by its line's name (花胡), a Taiwanese one by its own (八仙過海),
 * so the row and the line beside it read alike. */
static const char *
win_by_label (const WinByInfo *info, gboolean singapore_names)
{
  if (info->by == TAI_WIN_EIGHT_FLOWERS && singapore_names)
    return C_ ("won by, at a Singapore table", "Eight flowers");
  return g_dpgettext2 (GETTEXT_PACKAGE, "won by", info->label);
}

/* Whether @rules name the eight-flower win as Singapore does (its line
 * "eight-flowers" rather than Taiwan's "eight-immortals"). */
static gboolean
singapore_names (const TaiRules *rules)
{
  return tai_rules_line_tai_by_id (rules, "eight-flowers") >= 0
         && tai_rules_line_tai_by_id (rules, "eight-immortals") < 0;
}

static gboolean
needs_from (TaiWinBy by)
{
  return find_win_by (by)->from_subtitle != NULL;
}

char *
tai_win_group_seat_label (TaiWind wind, const char *name)
{
  g_autofree char *label = NULL;

  /* Under a Chinese translation the name already is the character, in
   * the translation's own script: 东 under zh_CN, where the tile's 東
   * would be the other script. */
  if (tai_text_has_han (tai_wind_english_name (wind)))
    label = g_strdup (tai_wind_english_name (wind));
  else
    label = g_strdup_printf ("%s %s", tai_wind_english_name (wind), tai_wind_chinese_name (wind));
  if (name == NULL || *name == '\0')
    return g_steal_pointer (&label);
  {
    g_autofree char *shown = tai_text_isolate (name);

    /* Translators: a seat and the player sitting there: "West 西 · Uncle Tan". */
    return g_strdup_printf (_("%s · %s"), label, shown);
  }
}

/* The seats other than @seat, in wind order: index @i of the from and Bao
 * lists. */
static int
other_seat (int seat, guint i)
{
  int w = (int) i;

  return w >= seat ? w + 1 : w;
}

static guint
other_seat_index (int seat, int other)
{
  return other > seat ? (guint) other - 1 : (guint) other;
}

/* The seat before the winner, who discards just before the winner draws,
 * is the likeliest discarder: a good first guess for "from". */
static int
default_from (int seat)
{
  return (seat + 3) % 4;
}

static void
set_combo_selected (AdwComboRow *row, guint position)
{
  if (adw_combo_row_get_selected (row) != position)
    adw_combo_row_set_selected (row, position);
}

static GtkStringList *
other_seats (TaiWinGroup *self, int seat)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (int w = TAI_WIND_EAST; w <= TAI_WIND_NORTH; w++)
    if (w != seat)
      {
        g_autofree char *label = tai_win_group_seat_label (w, self->names ? self->names[w] : NULL);

        gtk_string_list_append (list, label);
      }
  return list;
}

static void
update_win_by_list (TaiWinGroup *self, const TaiRules *rules)
{
  guint mask = 0;
  g_autoptr (GtkStringList) list = NULL;
  guint n = 0;

  for (guint i = 0; i < N_WIN_BY; i++)
    if (tai_win_group_rules_offer (rules, win_by_info[i].by))
      mask |= 1u << i;
  /* The same ways named otherwise are another list. */
  if (singapore_names (rules))
    mask |= 1u << N_WIN_BY;
  if (mask == self->win_by_mask)
    return;

  self->win_by_mask = mask;
  list = gtk_string_list_new (NULL);
  for (guint i = 0; i < N_WIN_BY; i++)
    if (mask & (1u << i))
      {
        gtk_string_list_append (list, win_by_label (&win_by_info[i], singapore_names (rules)));
        self->win_by_shown[n++] = win_by_info[i].by;
      }
  adw_combo_row_set_model (self->win_by_row, G_LIST_MODEL (list));
}

/* How many declared sets of dragons (@dragons) or winds the hand holds,
 * and whether @giver gave one of them. */
static guint
honour_sets (const TaiHand *hand, gboolean dragons, int giver, gboolean *gave)
{
  guint n = 0;

  for (guint i = 0; i < hand->n_melds; i++)
    {
      const TaiMeld *meld = &hand->melds[i];

      if (meld->kind == TAI_MELD_CHOW
          || (dragons ? !tai_tile_is_dragon (meld->tile) : !tai_tile_is_wind (meld->tile)))
        continue;
      n++;
      if (tai_meld_is_claimed (meld) && meld->from == giver)
        *gave = TRUE;
    }
  return n;
}

/* Three exposed sets of one suit: a discard that completes a full flush
 * makes its discarder liable. */
static gboolean
three_exposed_of_one_suit (const TaiHand *hand)
{
  guint per_suit[3] = { 0 };

  for (guint i = 0; i < hand->n_melds; i++)
    if (tai_meld_is_claimed (&hand->melds[i]) && tai_tile_is_suited (hand->melds[i].tile))
      if (++per_suit[tai_tile_suit (hand->melds[i].tile)] >= 3)
        return TRUE;
  return FALSE;
}

/* Why a player might choose @giver as the Bao payer, from what the hand
 * shows; a general reminder when the hand shows nothing. Caller frees. */
static char *
bao_reason (const TaiHand *hand, int giver)
{
  gboolean gave_dragon = FALSE, gave_wind = FALSE;
  guint dragons = honour_sets (hand, TRUE, giver, &gave_dragon);
  guint winds = honour_sets (hand, FALSE, giver, &gave_wind);

  if (dragons >= 3 && gave_dragon)
    return g_strdup (_("Gave you a dragon set of your three: liable for the hand"));
  if (winds >= 4 && gave_wind)
    return g_strdup (_("Gave you a wind set of your four: liable for the hand"));
  if (hand->win_by == TAI_WIN_DISCARD && hand->win_from == giver && three_exposed_of_one_suit (hand))
    return g_strdup (_("Discarded the tile that completed your full flush after three exposed "
                       "sets of one suit: liable for the hand"));
  return g_strdup (_("Only if their discard made them liable (the cases are under the "
                     "information button)"));
}

static void
update_seat_lists (TaiWinGroup *self, const TaiHand *hand)
{
  int seat = hand->seat;
  g_autoptr (GtkStringList) from = NULL;
  g_autoptr (GtkStringList) bao = NULL;
  char *reasons[5] = { NULL };
  gboolean same = seat == self->listed_seat;

  /* The reasons follow the hand's sets, so the Bao list is rebuilt when
   * they change as well as when the seat does. */
  reasons[0] = g_strdup (_("Everyone pays their own share"));
  for (guint i = 0; i < 3; i++)
    reasons[i + 1] = bao_reason (hand, other_seat (seat, i));
  for (guint i = 0; i < 4 && same; i++)
    same = g_strcmp0 (reasons[i], self->bao_reasons[i]) == 0;
  if (same)
    {
      for (guint i = 0; i < 4; i++)
        g_free (reasons[i]);
      return;
    }
  for (guint i = 0; i < 4; i++)
    {
      g_free (self->bao_reasons[i]);
      self->bao_reasons[i] = reasons[i];
    }

  /* The winner never pays themself, so neither list offers their seat. */
  if (seat != self->listed_seat)
    {
      from = other_seats (self, seat);
      adw_combo_row_set_model (self->from_row, G_LIST_MODEL (from));
    }
  self->listed_seat = seat;

  bao = other_seats (self, seat);
  gtk_string_list_splice (bao, 0, 0, (const char *const[]){ _("Nobody"), NULL });
  adw_combo_row_set_model (self->bao_row, G_LIST_MODEL (bao));
}

/* A new seat can make the old discarder the winner; the discarder then
 * moves to the seat before, and the From row says so rather than change
 * silently. */
static void
update_from_notice (TaiWinGroup *self, const TaiHand *hand)
{
  if (!needs_from (hand->win_by))
    {
      g_clear_pointer (&self->from_notice, g_free);
      self->shown_seat = hand->seat;
      self->shown_from = TAI_SEAT_NONE;
      return;
    }
  /* Between the seat changing and the panel choosing the seat before
   * (tai_win_group_fit_to_seat), nobody is the discarder for a moment. */
  if (hand->win_from < TAI_WIND_EAST || hand->win_from > TAI_WIND_NORTH)
    return;

  if (self->shown_seat >= 0 && (int) hand->seat != self->shown_seat
      && self->shown_from == (int) hand->seat && hand->win_from != self->shown_from)
    {
      g_autofree char *winner = tai_win_group_seat_label (hand->seat,
                                                          self->names ? self->names[hand->seat]
                                                                      : NULL);
      g_autofree char *from = tai_win_group_seat_label (hand->win_from,
                                                        self->names ? self->names[hand->win_from]
                                                                    : NULL);

      g_free (self->from_notice);
      /* Translators: both are seats, e.g. "South 南"; the first had
       * discarded and is the winner now, the second is the discarder now. */
      self->from_notice = g_strdup_printf (_("%s is the winner now, so the discarder moved to "
                                             "%s, the seat before; choose another here"),
                                           winner, from);
      self->notice_from = hand->win_from;
    }
  else if (self->from_notice != NULL
           && (hand->win_from != self->notice_from || (int) hand->seat != self->shown_seat))
    g_clear_pointer (&self->from_notice, g_free);

  self->shown_seat = hand->seat;
  self->shown_from = hand->win_from;
}

static void
sync_from_model (TaiWinGroup *self)
{
  const TaiHand *hand;
  const TaiRules *rules;

  if (self->model == NULL)
    return;
  hand = tai_hand_model_get_hand (self->model);
  rules = tai_hand_model_get_rules (self->model);

  self->updating = TRUE;
  update_win_by_list (self, rules);
  for (guint i = 0, n = 0; i < N_WIN_BY; i++)
    if (self->win_by_mask & (1u << i))
      {
        if (win_by_info[i].by == hand->win_by)
          set_combo_selected (self->win_by_row, n);
        n++;
      }

  update_seat_lists (self, hand);
  update_from_notice (self, hand);
  gtk_widget_set_visible (GTK_WIDGET (self->from_row), needs_from (hand->win_by));
  if (self->from_notice != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->from_row), self->from_notice);
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->from_row),
                                 needs_from (hand->win_by)
                                     ? _(find_win_by (hand->win_by)->from_subtitle)
                                     : "");
  if (hand->win_from >= TAI_WIND_EAST && hand->win_from <= TAI_WIND_NORTH
      && hand->win_from != (gint8) hand->seat)
    set_combo_selected (self->from_row, other_seat_index (hand->seat, hand->win_from));
  else
    set_combo_selected (self->from_row, GTK_INVALID_LIST_POSITION);

  gtk_widget_set_visible (GTK_WIDGET (self->bao_row), tai_win_group_rules_have_bao (rules));
  if (hand->bao >= TAI_WIND_EAST && hand->bao <= TAI_WIND_NORTH && hand->bao != (gint8) hand->seat)
    set_combo_selected (self->bao_row, 1 + other_seat_index (hand->seat, hand->bao));
  else
    set_combo_selected (self->bao_row, 0);
  self->updating = FALSE;
}

void
tai_win_group_fit_to_seat (TaiWinGroup *self)
{
  const TaiHand *hand;

  g_return_if_fail (TAI_IS_WIN_GROUP (self));
  if (self->model == NULL)
    return;

  /* The model forgets a discarder or Bao payer who has become the
   * winner; a discard still needs someone to come from. */
  hand = tai_hand_model_get_hand (self->model);
  if (needs_from (hand->win_by) && hand->win_from == TAI_SEAT_NONE)
    tai_hand_model_set_win_by (self->model, hand->win_by, default_from (hand->seat));
  hand = tai_hand_model_get_hand (self->model);
  if (hand->bao == (gint8) hand->seat)
    tai_hand_model_set_bao (self->model, TAI_SEAT_NONE);
}

static void
win_by_selected_cb (TaiWinGroup *self)
{
  guint position = adw_combo_row_get_selected (self->win_by_row);
  const TaiHand *hand;
  TaiWinBy by;
  int from = TAI_SEAT_NONE;
  guint n = 0;

  if (self->updating || self->model == NULL)
    return;
  for (guint i = 0; i < N_WIN_BY; i++)
    if (self->win_by_mask & (1u << i))
      n++;
  if (position >= n)
    return;

  by = self->win_by_shown[position];
  hand = tai_hand_model_get_hand (self->model);
  if (needs_from (by))
    {
      from = hand->win_from;
      if (from < TAI_WIND_EAST || from > TAI_WIND_NORTH || from == (int) hand->seat)
        from = default_from (hand->seat);
    }
  tai_hand_model_set_win_by (self->model, by, from);
}

static void
from_selected_cb (TaiWinGroup *self)
{
  guint position = adw_combo_row_get_selected (self->from_row);
  const TaiHand *hand;

  if (self->updating || self->model == NULL || position >= 3)
    return;
  hand = tai_hand_model_get_hand (self->model);
  tai_hand_model_set_win_by (self->model, hand->win_by, other_seat (hand->seat, position));
}

static void
bao_selected_cb (TaiWinGroup *self)
{
  guint position = adw_combo_row_get_selected (self->bao_row);
  const TaiHand *hand;

  if (self->updating || self->model == NULL || position > 3)
    return;
  hand = tai_hand_model_get_hand (self->model);
  tai_hand_model_set_bao (self->model,
                          position == 0 ? TAI_SEAT_NONE : other_seat (hand->seat, position - 1));
}

static void
tai_win_group_dispose (GObject *object)
{
  TaiWinGroup *self = TAI_WIN_GROUP (object);

  tai_win_group_set_model (self, NULL);
  g_clear_object (&self->model_signals);
  G_OBJECT_CLASS (tai_win_group_parent_class)->dispose (object);
}

static void
tai_win_group_finalize (GObject *object)
{
  TaiWinGroup *self = TAI_WIN_GROUP (object);

  for (guint i = 0; i < G_N_ELEMENTS (self->bao_reasons); i++)
    g_free (self->bao_reasons[i]);
  g_free (self->from_notice);
  g_strfreev (self->names);
  G_OBJECT_CLASS (tai_win_group_parent_class)->finalize (object);
}

static void
tai_win_group_class_init (TaiWinGroupClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tai_win_group_dispose;
  G_OBJECT_CLASS (klass)->finalize = tai_win_group_finalize;
  g_type_ensure (TAI_TYPE_EVENTS_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-win-group.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiWinGroup, win_by_row);
  gtk_widget_class_bind_template_child (widget_class, TaiWinGroup, from_row);
  gtk_widget_class_bind_template_child (widget_class, TaiWinGroup, bao_row);
  gtk_widget_class_bind_template_child (widget_class, TaiWinGroup, bao_reasons_label);
  gtk_widget_class_bind_template_child (widget_class, TaiWinGroup, bao_info_button);
  gtk_widget_class_bind_template_child (widget_class, TaiWinGroup, events_row);
}

/* The Bao list's rows: the seat, and under it why one would choose it;
 * a check mark on the one chosen, as the combo row's own rows have. */
static void
update_check (GtkWidget *check, AdwComboRow *row)
{
  guint position = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "tai-position"));

  gtk_widget_set_opacity (check, adw_combo_row_get_selected (row) == position ? 1.0 : 0.0);
}

static void
bao_check_selected_cb (AdwComboRow *row, GParamSpec *pspec, GtkWidget *check)
{
  update_check (check, row);
}

static void
bao_row_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, TaiWinGroup *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *reason = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_xalign (GTK_LABEL (reason), 0);
  gtk_label_set_wrap (GTK_LABEL (reason), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (reason), 36);
  gtk_widget_add_css_class (reason, "caption");
  gtk_widget_add_css_class (reason, "dim-label");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), reason);
  gtk_widget_set_hexpand (box, TRUE);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), box);
  gtk_box_append (GTK_BOX (row), check);
  gtk_list_item_set_child (item, row);
}

static void
bao_row_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, TaiWinGroup *self)
{
  GtkWidget *box = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *check = gtk_widget_get_next_sibling (box);
  GtkWidget *title = gtk_widget_get_first_child (box);
  GtkWidget *reason = gtk_widget_get_next_sibling (title);
  guint position = gtk_list_item_get_position (item);
  const char *text = position < G_N_ELEMENTS (self->bao_reasons) ? self->bao_reasons[position]
                                                                 : NULL;

  gtk_label_set_text (GTK_LABEL (title),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
  gtk_label_set_text (GTK_LABEL (reason), text != NULL ? text : "");
  gtk_widget_set_visible (reason, text != NULL);
  g_object_set_data (G_OBJECT (check), "tai-position", GUINT_TO_POINTER (position));
  update_check (check, self->bao_row);
  g_signal_connect_object (self->bao_row, "notify::selected", G_CALLBACK (bao_check_selected_cb),
                           check, 0);
}

static void
bao_row_unbind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, TaiWinGroup *self)
{
  GtkWidget *box = gtk_widget_get_first_child (gtk_list_item_get_child (item));

  g_signal_handlers_disconnect_by_func (self->bao_row, bao_check_selected_cb,
                                        gtk_widget_get_next_sibling (box));
}


static void
tai_win_group_init (TaiWinGroup *self)
{
  g_autoptr (GString) reasons = g_string_new (NULL);
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->listed_seat = -1;
  self->shown_seat = -1;
  self->shown_from = TAI_SEAT_NONE;
  g_signal_connect (factory, "setup", G_CALLBACK (bao_row_setup_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bao_row_bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (bao_row_unbind_cb), self);
  adw_combo_row_set_list_factory (self->bao_row, factory);

  /* The Bao cases of rules.md, offered as a reminder of when a player
   * becomes liable; the app never decides Bao by itself. */
  g_string_append (reasons, _("A player pays for everyone when their discard:"));
  g_string_append_printf (reasons, "\n• %s", _("fed the third dragon set"));
  g_string_append_printf (reasons, "\n• %s", _("fed the fourth wind set"));
  g_string_append_printf (reasons, "\n• %s",
                          _("fed a pung of a dragon or a scoring wind that brought the "
                            "shown tai to the cap"));
  g_string_append_printf (reasons, "\n• %s",
                          _("completed a full flush for someone with three exposed sets of one suit"));
  g_string_append_printf (reasons, "\n• %s",
                          _("was a fresh tile that won with five or fewer live tiles left"));
  gtk_label_set_text (self->bao_reasons_label, reasons->str);

  g_signal_connect_swapped (self->win_by_row, "notify::selected",
                            G_CALLBACK (win_by_selected_cb), self);
  g_signal_connect_swapped (self->from_row, "notify::selected", G_CALLBACK (from_selected_cb),
                            self);
  g_signal_connect_swapped (self->bao_row, "notify::selected", G_CALLBACK (bao_selected_cb),
                            self);
  self->model_signals = g_signal_group_new (TAI_TYPE_HAND_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (sync_from_model),
                                  self);
}

void
tai_win_group_set_model (TaiWinGroup *self, TaiHandModel *model)
{
  g_return_if_fail (TAI_IS_WIN_GROUP (self));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  tai_events_row_set_model (self->events_row, model);
  sync_from_model (self);
}

void
tai_win_group_set_player_names (TaiWinGroup *self, const char *const *names)
{
  g_return_if_fail (TAI_IS_WIN_GROUP (self));

  if (names == NULL && self->names == NULL)
    return;
  if (names != NULL && self->names != NULL && g_strv_equal (names, (const char *const *) self->names))
    return;
  g_strfreev (self->names);
  self->names = g_strdupv ((char **) names);
  /* The lists are rebuilt with the names on the next redraw. */
  self->listed_seat = -1;
  sync_from_model (self);
}

gboolean
tai_win_group_offers (TaiWinGroup *self, TaiWinBy by)
{
  g_return_val_if_fail (TAI_IS_WIN_GROUP (self), FALSE);
  for (guint i = 0; i < N_WIN_BY; i++)
    if (win_by_info[i].by == by)
      return (self->win_by_mask & (1u << i)) != 0;
  return FALSE;
}

const char *
tai_win_group_get_bao_reason (TaiWinGroup *self, guint position)
{
  g_return_val_if_fail (TAI_IS_WIN_GROUP (self), NULL);
  return position < G_N_ELEMENTS (self->bao_reasons) ? self->bao_reasons[position] : NULL;
}

GtkWidget *
tai_win_group_get_events_row (TaiWinGroup *self)
{
  g_return_val_if_fail (TAI_IS_WIN_GROUP (self), NULL);
  return GTK_WIDGET (self->events_row);
}
