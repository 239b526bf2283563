/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-win-group.c: how the hand was won. A view of the model like the
 * rest of the context panel: every change of the model redraws the rows
 * from the hand, and a row the player touches writes to the model. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-events-row.h"
#include "tai-win-group.h"

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
  { TAI_WIN_SELF_DRAW, N_("Self-draw"), NULL, { NULL } },
  { TAI_WIN_DISCARD, N_("Discard"), N_("Who discarded the winning tile"), { NULL } },
  { TAI_WIN_ROBBING_KONG, N_("Robbing a kong"), N_("Who added the tile to their pung"),
    { NULL } },
  { TAI_WIN_EIGHT_FLOWERS, N_("Eight flowers"), NULL, { "eight-immortals", "eight-flowers" } },
  { TAI_WIN_SEVEN_ROBS_ONE, N_("Seven robs one"), N_("Who gave up the eighth flower"),
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
  TaiEventsRow *events_row;

  TaiHandModel *model;
  GSignalGroup *model_signals; /* on model */
  char **names;                /* the players at each wind, or NULL */
  guint win_by_mask;           /* the ways of winning the win_by row lists */
  TaiWinBy win_by_shown[N_WIN_BY];
  int listed_seat;   /* the seat the from and Bao rows were built for */
  gboolean updating; /* redrawing from the model: write nothing back */
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

static gboolean
needs_from (TaiWinBy by)
{
  return find_win_by (by)->from_subtitle != NULL;
}

char *
tai_win_group_seat_label (TaiWind wind, const char *name)
{
  g_autofree char *label = NULL;

  /* Under a Chinese translation the name already is the character (东
   * under zh_CN is 東 in the other script). */
  if (tai_text_has_han (tai_wind_english_name (wind)))
    label = g_strdup (tai_wind_chinese_name (wind));
  else
    label = g_strdup_printf ("%s %s", tai_wind_english_name (wind), tai_wind_chinese_name (wind));
  if (name == NULL || *name == '\0')
    return g_steal_pointer (&label);
  /* Translators: a seat and the player sitting there: "West 西 · Uncle Tan". */
  return g_strdup_printf (_("%s · %s"), label, name);
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
  if (mask == self->win_by_mask)
    return;

  self->win_by_mask = mask;
  list = gtk_string_list_new (NULL);
  for (guint i = 0; i < N_WIN_BY; i++)
    if (mask & (1u << i))
      {
        gtk_string_list_append (list, _(win_by_info[i].label));
        self->win_by_shown[n++] = win_by_info[i].by;
      }
  adw_combo_row_set_model (self->win_by_row, G_LIST_MODEL (list));
}

static void
update_seat_lists (TaiWinGroup *self, int seat)
{
  g_autoptr (GtkStringList) from = NULL;
  g_autoptr (GtkStringList) bao = NULL;

  if (seat == self->listed_seat)
    return;
  self->listed_seat = seat;

  /* The winner never pays themself, so neither list offers their seat. */
  from = other_seats (self, seat);
  adw_combo_row_set_model (self->from_row, G_LIST_MODEL (from));

  bao = other_seats (self, seat);
  gtk_string_list_splice (bao, 0, 0, (const char *const[]){ _("Nobody"), NULL });
  adw_combo_row_set_model (self->bao_row, G_LIST_MODEL (bao));
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

  update_seat_lists (self, hand->seat);
  gtk_widget_set_visible (GTK_WIDGET (self->from_row), needs_from (hand->win_by));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->from_row),
                               needs_from (hand->win_by) ? _(find_win_by (hand->win_by)->from_subtitle)
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
  g_strfreev (TAI_WIN_GROUP (object)->names);
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
  gtk_widget_class_bind_template_child (widget_class, TaiWinGroup, events_row);
}

static void
tai_win_group_init (TaiWinGroup *self)
{
  g_autoptr (GString) reasons = g_string_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->listed_seat = -1;

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

GtkWidget *
tai_win_group_get_events_row (TaiWinGroup *self)
{
  g_return_val_if_fail (TAI_IS_WIN_GROUP (self), NULL);
  return GTK_WIDGET (self->events_row);
}
