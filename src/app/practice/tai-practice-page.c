/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-page.c: the practice table.
 *
 * The page holds no game logic: TaiGame decides what is legal and
 * TaiPlayer plays the other three seats. After every move of the player
 * the computers play on, synchronously, up to the player's next decision,
 * and the whole table is drawn again from the game's state. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-hand-model.h"
#include "tai-payout-view.h"
#include "tai-player.h"
#include "tai-practice-page.h"
#include "tai-tile-view.h"

#define HUMAN TAI_WIND_EAST
#define HAND_TILE_SIZE 52
#define SMALL_TILE_SIZE 30

struct _TaiPracticePage
{
  AdwBin parent_instance;

  GtkDropDown *mode_dropdown;
  GtkDropDown *rules_dropdown;
  GtkButton *new_button;
  GtkLabel *status_label;
  GtkLabel *state_label;
  GtkBox *log_box;
  GtkBox *opponents_box;
  GtkBox *you_box;
  GtkLabel *hint_label;
  GtkFlowBox *actions_box;
  GtkBox *result_box;

  TaiGame *game;
  TaiMatch *match;
  TaiMatchStore *store; /* where a Full Match is kept; the default store when NULL */
  guint hand_number;    /* the match's number for the hand on the table */
  TaiRules *rules;
  char *rules_name;
  TaiGameMode mode;
  guint32 seed;
  gboolean recorded;
  gboolean match_over;
  gboolean updating; /* the choosers are being set from code */
  TaiHouseRules *house_rules;
};

G_DEFINE_FINAL_TYPE (TaiPracticePage, tai_practice_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_HOUSE_RULES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *const rules_ids[] = { "taiwan", "singapore", "taiwan-every-flower" };

static void refresh (TaiPracticePage *self);

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (box))
        gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

static const char *
seat_player (TaiWind seat)
{
  switch (seat)
    {
    case TAI_WIND_EAST:
      return _("You");
    case TAI_WIND_SOUTH:
      return _("South player");
    case TAI_WIND_WEST:
      return _("West player");
    case TAI_WIND_NORTH:
    default:
      return _("North player");
    }
}

/* Rows of tiles scroll sideways rather than widen the page, so the table
 * still fits a 360 px screen. */
static GtkWidget *
hscroll (GtkWidget *child)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), child);
  return scrolled;
}

static GtkWidget *
tile_widget (TaiTile tile, int size)
{
  GtkWidget *view = tai_tile_view_new (tile);

  tai_tile_view_set_size (TAI_TILE_VIEW (view), size);
  return view;
}

/* Where the claimed tile of @meld lies, turned sideways toward the player
 * it came from, as at the table: on the left from the player before
 * (on the left), in the middle from the player across, on the right from
 * the player after; −1 for a set nobody gave. */
static int
claimed_position (const TaiMeld *meld, TaiWind seat, guint n_tiles)
{
  int giver;

  if (!tai_meld_is_claimed (meld) || meld->from < 0 || meld->from > TAI_WIND_NORTH
      || meld->from == (int) seat)
    return -1;
  giver = (meld->from - (int) seat + 4) % 4;
  return giver == 3 ? 0 : giver == 2 ? 1 : (int) n_tiles - 1;
}

/* A row of the tiles of a seat's sets, each set spaced from the next; the
 * claimed tile lies sideways and a concealed kong shows two backs. Bonus
 * tiles come last. */
static GtkWidget *
melds_widget (const TaiGame *game, TaiWind seat, int size)
{
  TaiMeld melds[TAI_MAX_MELDS];
  TaiTile bonus[TAI_MAX_BONUS];
  guint n = tai_game_get_melds (game, seat, melds);
  guint n_bonus = tai_game_get_bonus (game, seat, bonus);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);

  gtk_widget_set_halign (box, GTK_ALIGN_START);
  gtk_widget_set_valign (box, GTK_ALIGN_END);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *set = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);
      TaiTile tiles[4];
      guint m = tai_meld_tiles (&melds[i], tiles);
      int sideways = claimed_position (&melds[i], seat, m);

      gtk_widget_set_valign (set, GTK_ALIGN_END);
      gtk_widget_set_name (set, "practice-meld");
      for (guint j = 0; j < m; j++)
        {
          GtkWidget *t = tile_widget (tiles[j], size);

          gtk_widget_set_valign (t, GTK_ALIGN_END);
          if (melds[i].kind == TAI_MELD_CONCEALED_KONG && (j == 0 || j == 3))
            tai_tile_view_set_face_down (TAI_TILE_VIEW (t), TRUE);
          if ((int) j == sideways)
            tai_tile_view_set_rotated (TAI_TILE_VIEW (t), TRUE);
          gtk_box_append (GTK_BOX (set), t);
        }
      gtk_box_append (GTK_BOX (box), set);
    }
  if (n_bonus > 0)
    {
      GtkWidget *set = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);

      gtk_widget_set_valign (set, GTK_ALIGN_END);
      for (guint j = 0; j < n_bonus; j++)
        gtk_box_append (GTK_BOX (set), tile_widget (bonus[j], size));
      gtk_box_append (GTK_BOX (box), set);
    }
  return box;
}

/* Discards lie in rows of twelve, oldest first, as they do on the table. */
#define DISCARDS_PER_ROW 12

static GtkWidget *
discards_widget (const TaiGame *game, TaiWind seat)
{
  TaiTile discards[TAI_GAME_MAX_DISCARDS];
  guint n = tai_game_get_discards (game, seat, discards);
  GtkWidget *grid = gtk_grid_new ();
  TaiTile offered = tai_game_get_offered (game);

  gtk_widget_set_name (grid, "practice-discards");
  gtk_widget_add_css_class (grid, "discards");
  gtk_widget_set_halign (grid, GTK_ALIGN_START);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 1);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 1);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *t = tile_widget (discards[i], SMALL_TILE_SIZE);

      /* The tile on offer is marked so that a claim is easy to see. */
      if (i + 1 == n && offered == discards[i] && tai_game_get_turn (game) == seat
          && tai_game_get_phase (game) == TAI_GAME_PHASE_CLAIM)
        tai_tile_view_set_selected (TAI_TILE_VIEW (t), TRUE);
      gtk_grid_attach (GTK_GRID (grid), t, i % DISCARDS_PER_ROW, i / DISCARDS_PER_ROW, 1, 1);
    }
  return grid;
}

static GtkWidget *
seat_title (const TaiGame *game, TaiWind seat)
{
  const TaiGameConfig *config = tai_game_get_config (game);
  GString *text = g_string_new (NULL);
  GtkWidget *label;

  /* "South player · South wind · dealer" */
  g_string_append_printf (text, _("%s · %s wind"), seat_player (seat),
                          tai_wind_english_name (seat));
  if (config->dealer == seat)
    g_string_append_printf (text, " · %s", _("dealer"));
  if (tai_game_get_phase (game) != TAI_GAME_PHASE_OVER && tai_game_get_turn (game) == seat)
    g_string_append_printf (text, " · %s", _("to play"));
  label = gtk_label_new (text->str);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  g_string_free (text, TRUE);
  return label;
}

static GtkWidget *
opponent_row (TaiPracticePage *self, TaiWind seat)
{
  const TaiGame *game = self->game;
  GtkWidget *frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 16);
  GtkWidget *hidden = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  TaiTile concealed[TAI_MAX_CONCEALED + 1];
  guint n = tai_game_get_concealed (game, seat, concealed);
  gboolean show = tai_game_get_phase (game) == TAI_GAME_PHASE_OVER;

  gtk_widget_add_css_class (frame, "practice-seat");
  gtk_widget_set_name (frame, "practice-seat");
  gtk_box_append (GTK_BOX (frame), seat_title (game, seat));
  /* The computers' tiles stay face down until the hand is over. */
  for (guint i = 0; i < n; i++)
    {
      /* A hidden tile is given no tile at all, so that neither its
       * picture, its tooltip nor a screen reader can tell what it is. */
      GtkWidget *t = tile_widget (show ? concealed[i] : TAI_TILE_NONE, SMALL_TILE_SIZE);

      tai_tile_view_set_face_down (TAI_TILE_VIEW (t), !show);
      gtk_box_append (GTK_BOX (hidden), t);
    }
  gtk_box_append (GTK_BOX (line), hidden);
  gtk_box_append (GTK_BOX (line), melds_widget (game, seat, SMALL_TILE_SIZE));
  gtk_box_append (GTK_BOX (frame), hscroll (line));
  gtk_box_append (GTK_BOX (frame), hscroll (discards_widget (game, seat)));
  return frame;
}

static void
tile_clicked_cb (TaiTileView *view, TaiPracticePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "practice.discard", "y",
                              (guchar) tai_tile_view_get_tile (view));
}

static void
build_you (TaiPracticePage *self)
{
  const TaiGame *game = self->game;
  TaiTile concealed[TAI_MAX_CONCEALED + 1];
  guint n = tai_game_get_concealed (game, HUMAN, concealed);
  gboolean can_discard = tai_game_get_phase (game) == TAI_GAME_PHASE_TURN
                         && tai_game_get_turn (game) == HUMAN;
  guint64 hints = self->mode == TAI_GAME_MODE_GUIDED ? tai_game_hint_discards (game, HUMAN) : 0;
  TaiTile drawn = tai_game_get_drawn (game);
  GtkWidget *hand = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gboolean drawn_shown = FALSE;

  gtk_widget_add_css_class (GTK_WIDGET (self->you_box), "practice-seat");
  gtk_box_append (self->you_box, seat_title (game, HUMAN));
  gtk_box_append (self->you_box, hscroll (discards_widget (game, HUMAN)));
  gtk_box_append (self->you_box, hscroll (melds_widget (game, HUMAN, SMALL_TILE_SIZE + 8)));

  gtk_widget_set_name (hand, "practice-hand");
  /* Room for the outline of a hinted tile inside the scrolled row. */
  gtk_widget_set_margin_top (hand, 4);
  gtk_widget_set_margin_bottom (hand, 4);
  gtk_widget_set_margin_start (hand, 4);
  gtk_widget_set_margin_end (hand, 4);
  /* The tile just drawn sits a little apart at the right end, as on a
   * table, so the player sees what came. */
  for (guint i = 0; i < n; i++)
    if (concealed[i] == drawn && can_discard && !drawn_shown)
      {
        drawn_shown = TRUE;
        concealed[i] = TAI_TILE_NONE;
      }
  for (guint i = 0; i <= n; i++)
    {
      TaiTile tile = i < n ? concealed[i] : (drawn_shown ? drawn : TAI_TILE_NONE);
      GtkWidget *t;

      if (tile == TAI_TILE_NONE)
        continue;
      t = can_discard ? tai_tile_view_new_activatable (tile) : tai_tile_view_new (tile);
      tai_tile_view_set_size (TAI_TILE_VIEW (t), HAND_TILE_SIZE);
      if (hints & (G_GUINT64_CONSTANT (1) << tile))
        tai_tile_view_set_selected (TAI_TILE_VIEW (t), TRUE);
      if (i == n)
        gtk_widget_set_margin_start (t, 12);
      if (can_discard)
        {
          g_autofree char *tip = g_strdup_printf (_("Discard %s"), tai_tile_english_name (tile));

          gtk_widget_set_tooltip_text (t, tip);
          g_signal_connect_object (t, "clicked", G_CALLBACK (tile_clicked_cb), self, 0);
        }
      gtk_box_append (GTK_BOX (hand), t);
    }
  gtk_box_append (self->you_box, hscroll (hand));
}

static const char *
action_label (TaiActionKind kind)
{
  switch (kind)
    {
    case TAI_ACTION_WIN:
      return _("_Win");
    case TAI_ACTION_CONCEALED_KONG:
      return _("Concealed _Kong");
    case TAI_ACTION_ADDED_KONG:
      return _("_Add to Pung");
    case TAI_ACTION_PASS:
      return _("_Pass");
    case TAI_ACTION_CHOW:
      return _("_Chow");
    case TAI_ACTION_PUNG:
      return _("P_ung");
    case TAI_ACTION_KONG:
      return _("_Kong");
    case TAI_ACTION_DISCARD:
    default:
      return "";
    }
}

static void
build_actions (TaiPracticePage *self)
{
  TaiAction legal[TAI_GAME_MAX_ACTIONS];
  guint n = tai_game_legal_actions (self->game, HUMAN, legal);

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *button, *box;
      g_autofree char *tip = NULL;

      if (legal[i].kind == TAI_ACTION_DISCARD)
        continue;
      button = gtk_button_new ();
      box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      {
        GtkWidget *label = gtk_label_new_with_mnemonic (action_label (legal[i].kind));

        gtk_box_append (GTK_BOX (box), label);
        gtk_label_set_mnemonic_widget (GTK_LABEL (label), button);
      }
      /* A chow names its run; the other claims show their tile. */
      if (legal[i].kind == TAI_ACTION_CHOW)
        for (TaiTile t = legal[i].tile; t < legal[i].tile + 3; t++)
          gtk_box_append (GTK_BOX (box), tile_widget (t, 26));
      else if (legal[i].kind != TAI_ACTION_PASS)
        gtk_box_append (GTK_BOX (box), tile_widget (legal[i].tile, 26));
      gtk_button_set_child (GTK_BUTTON (button), box);
      tip = tai_game_describe_action (&legal[i]);
      gtk_widget_set_tooltip_text (button, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip,
                                      -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "practice.act");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(yy)", (guchar) legal[i].kind,
                                        (guchar) legal[i].tile);
      if (legal[i].kind == TAI_ACTION_WIN)
        gtk_widget_add_css_class (button, "suggested-action");
      gtk_widget_set_name (button, "practice-action");
      gtk_flow_box_append (self->actions_box, button);
    }
}

static GtkWidget *
result_line (const char *text, const char *name)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_name (label, name);
  return label;
}

static void
build_result (TaiPracticePage *self)
{
  const TaiGame *game = self->game;
  const TaiScore *score = tai_game_get_score (game);
  const TaiHand *hand = tai_game_get_winning_hand (game);
  GtkWidget *title = gtk_label_new (NULL);
  g_autofree char *text = NULL;

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title-2");
  if (tai_game_get_result (game) == TAI_GAME_RESULT_DRAW)
    text = g_strdup (_("An exhaustive draw: the wall ran down to its reserved tiles and nobody won."));
  else if (hand->win_by == TAI_WIN_SELF_DRAW)
    text = g_strdup_printf (_("%s won by self-draw with %s."), seat_player (hand->seat),
                            tai_tile_english_name (hand->win_tile));
  else if (hand->win_by == TAI_WIN_EIGHT_FLOWERS || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE)
    text = g_strdup_printf (_("%s won with the flowers."), seat_player (hand->seat));
  else
    text = g_strdup_printf (_("%s won on %s from %s."), seat_player (hand->seat),
                            tai_tile_english_name (hand->win_tile), seat_player (hand->win_from));
  gtk_label_set_text (GTK_LABEL (title), text);
  gtk_box_append (self->result_box, title);

  /* A Guided Hand is not scored: it says what it checked. */
  {
    g_autofree char *shape = tai_game_describe_shape (game);

    if (shape != NULL)
      gtk_box_append (self->result_box, result_line (shape, "practice-shape"));
  }
  if (tai_game_get_bao (game) != TAI_SEAT_NONE)
    {
      g_autofree char *bao = tai_game_describe_bao (game, seat_player (tai_game_get_bao (game)));

      gtk_box_append (self->result_box, result_line (bao, "practice-bao"));
    }

  if (score != NULL)
    {
      GtkWidget *list = gtk_list_box_new ();
      g_autofree char *total = NULL;
      GtkWidget *total_label;

      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      gtk_widget_set_name (list, "practice-breakdown");
      for (guint i = 0; i < score->n_lines; i++)
        {
          AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
          g_autofree char *reason = tai_score_line_reason (tai_game_get_rules (game), hand, score, i);
          g_autofree char *tai = g_strdup_printf (g_dngettext (NULL, "%d tai", "%d tai",
                                                               score->lines[i].tai),
                                                  score->lines[i].tai);
          g_autofree char *name = g_strdup_printf ("%s %s",
                                                   tai_ruleset_translate (score->lines[i].line->name),
                                                   score->lines[i].line->native);
          GtkWidget *value = gtk_label_new (tai);

          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
          adw_action_row_set_subtitle (row, reason != NULL ? reason : "");
          adw_action_row_add_suffix (row, value);
          gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (row));
        }
      gtk_box_append (self->result_box, list);

      if (score->can_win)
        total = g_strdup_printf (g_dngettext (NULL, "In all %d tai, paid as %d.",
                                              "In all %d tai, paid as %d.", score->tai),
                                 score->tai, score->paid_tai);
      else
        total = g_strdup_printf (_("In all %d tai: below this table’s minimum of %d, so in a "
                                   "scored hand it could not win."),
                                 score->tai, tai_rules_get_minimum (tai_game_get_rules (game)));
      total_label = gtk_label_new (total);
      gtk_label_set_xalign (GTK_LABEL (total_label), 0);
      gtk_label_set_wrap (GTK_LABEL (total_label), TRUE);
      gtk_box_append (self->result_box, total_label);

      /* The payout diagram of the calculator, fed the winning hand. */
      if (score->can_win && score->n_payments > 0)
        {
          g_autoptr (TaiHandModel) model = tai_hand_model_new ((TaiRules *) tai_game_get_rules (game));
          TaiPayoutView *payout;

          const char *names[] = { seat_player (TAI_WIND_EAST), seat_player (TAI_WIND_SOUTH),
                                  seat_player (TAI_WIND_WEST), seat_player (TAI_WIND_NORTH),
                                  NULL };

          tai_hand_model_set_hand (model, hand);
          payout = tai_payout_view_new (model);
          /* The practice table's own players, never a ledger match's. */
          tai_payout_view_set_player_names (payout, names);
          gtk_widget_set_size_request (GTK_WIDGET (payout), -1, 320);
          gtk_box_append (self->result_box, GTK_WIDGET (payout));
        }
    }

  if (self->match != NULL)
    {
      GString *balances = g_string_new (NULL);
      GtkWidget *label;

      for (int seat = 0; seat < 4; seat++)
        g_string_append_printf (balances, "%s%s %+" G_GINT64_FORMAT, seat > 0 ? " · " : "",
                                seat_player (seat), tai_match_get_balance (self->match, seat));
      label = gtk_label_new (balances->str);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (self->result_box, label);
      g_string_free (balances, TRUE);
      if (self->recorded)
        {
          g_autofree char *where = g_strdup_printf (_("Recorded in the ledger as “%s”."),
                                                    tai_match_get_title (self->match));

          gtk_box_append (self->result_box, result_line (where, "practice-ledger"));
        }
      if (self->match_over)
        gtk_box_append (self->result_box,
                        result_line (_("The match is over."), "practice-match-over"));
    }
}

static void
update_status (TaiPracticePage *self)
{
  const TaiGame *game = self->game;
  g_autofree char *text = NULL;
  guint wall = tai_game_get_drawable (game);
  TaiGamePhase phase = tai_game_get_phase (game);

  if (phase == TAI_GAME_PHASE_OVER)
    text = g_strdup (_("The hand is over."));
  else if (phase == TAI_GAME_PHASE_TURN && tai_game_get_turn (game) == HUMAN)
    text = g_strdup_printf (g_dngettext (NULL,
                                         "Your turn: discard a tile. %u tile left to draw.",
                                         "Your turn: discard a tile. %u tiles left to draw.",
                                         wall),
                            wall);
  else if (tai_game_is_waiting_for (game, HUMAN))
    text = g_strdup_printf (g_dngettext (NULL,
                                         "%s is on offer: claim it or pass. %u tile left to draw.",
                                         "%s is on offer: claim it or pass. %u tiles left to draw.",
                                         wall),
                            tai_tile_english_name (tai_game_get_offered (game)), wall);
  else
    text = g_strdup_printf (_("%s to play."), seat_player (tai_game_get_turn (game)));
  gtk_label_set_text (self->status_label, text);

  g_clear_pointer (&text, g_free);
  if (self->mode == TAI_GAME_MODE_GUIDED && phase != TAI_GAME_PHASE_OVER)
    {
      int shanten = tai_game_get_shanten (game, HUMAN);

      if (shanten <= 0 && phase == TAI_GAME_PHASE_TURN && tai_game_get_turn (game) == HUMAN)
        text = g_strdup (_("Your hand is complete or one tile from it. Outlined tiles are the "
                           "best discards; Win takes the hand when it is complete."));
      else if (shanten == 0)
        text = g_strdup (_("Your hand is ready: one more tile wins."));
      else
        text = g_strdup_printf (g_dngettext (NULL,
                                             "Your hand needs %d more useful tile to be ready. "
                                             "Outlined tiles are the best discards.",
                                             "Your hand needs %d more useful tiles to be ready. "
                                             "Outlined tiles are the best discards.",
                                             shanten),
                                shanten);
    }
  /* Scored play: a cue when the tile just drawn is a replacement, since a
   * win on it is worth a tai of its own. */
  if (self->mode != TAI_GAME_MODE_GUIDED && phase == TAI_GAME_PHASE_TURN
      && tai_game_get_turn (game) == HUMAN)
    {
      guint replacement = tai_game_get_replacement (game);

      if (replacement & TAI_GAME_REPLACEMENT_KONG)
        text = g_strdup (_("Gang Shang: this tile came after a kong, so a win on it scores a "
                           "tai of its own."));
      else if (replacement & TAI_GAME_REPLACEMENT_FLOWER)
        text = g_strdup (_("Hua Shang: this tile came after a bonus tile, so a win on it scores "
                           "a tai of its own."));
    }
  gtk_label_set_text (self->hint_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), text != NULL);
}

/* The running state of the table: in a Full Match the round, the hand,
 * the dealer, the streak and the scores so far (the collections of the
 * hand on the table included); in a Scored Hand what this hand has paid. */
static void
update_state (TaiPracticePage *self)
{
  const TaiGame *game = self->game;
  const TaiGameConfig *config = tai_game_get_config (game);
  GString *text = g_string_new (NULL);
  gboolean any = FALSE;

  clear_box (GTK_WIDGET (self->log_box));
  for (guint i = 0; i < tai_game_get_n_collections (game); i++)
    {
      const TaiGameCollection *c = tai_game_get_collection (game, i);
      g_autofree char *line = tai_game_describe_collection (c, seat_player (c->collector));

      gtk_box_append (self->log_box, result_line (line, "practice-collection"));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->log_box), tai_game_get_n_collections (game) > 0);

  if (self->match != NULL)
    {
      /* Translators: the Full Match state, e.g. "East round, hand 3,
       * dealer: South player, streak 1." */
      g_string_append_printf (text, _("%s round, hand %u, dealer: %s, streak %u."),
                              tai_wind_english_name (config->round), self->hand_number,
                              seat_player (config->dealer), config->streak);
      g_string_append_c (text, '\n');
      g_string_append (text, _("Scores:"));
      for (int seat = 0; seat < 4; seat++)
        {
          gint64 score = tai_match_get_balance (self->match, seat);

          if (!self->recorded)
            score += tai_game_get_change (game, seat);
          g_string_append_printf (text, "%s%s %+" G_GINT64_FORMAT, seat > 0 ? " · " : " ",
                                  seat_player (seat), score);
        }
      any = TRUE;
    }
  else if (self->mode != TAI_GAME_MODE_GUIDED)
    {
      gboolean moved = FALSE;

      for (int seat = 0; seat < 4; seat++)
        moved = moved || tai_game_get_change (game, seat) != 0;
      if (moved)
        {
          g_string_append (text, _("This hand so far:"));
          for (int seat = 0; seat < 4; seat++)
            g_string_append_printf (text, "%s%s %+" G_GINT64_FORMAT, seat > 0 ? " · " : " ",
                                    seat_player (seat), tai_game_get_change (game, seat));
          any = TRUE;
        }
    }
  gtk_label_set_text (self->state_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->state_label), any);
  g_string_free (text, TRUE);
}

static void
refresh (TaiPracticePage *self)
{
  clear_box (GTK_WIDGET (self->opponents_box));
  clear_box (GTK_WIDGET (self->you_box));
  clear_box (GTK_WIDGET (self->actions_box));
  clear_box (GTK_WIDGET (self->result_box));
  if (self->game == NULL)
    return;

  /* Across the table in turn order: the seat after you, across, before. */
  for (int k = 1; k < 4; k++)
    gtk_box_append (self->opponents_box, opponent_row (self, (HUMAN + k) % 4));
  build_you (self);
  build_actions (self);
  update_status (self);
  update_state (self);
  if (tai_game_get_phase (self->game) == TAI_GAME_PHASE_OVER)
    build_result (self);
  gtk_widget_set_visible (GTK_WIDGET (self->result_box),
                          tai_game_get_phase (self->game) == TAI_GAME_PHASE_OVER);
  gtk_widget_set_visible (GTK_WIDGET (self->actions_box),
                          gtk_widget_get_first_child (GTK_WIDGET (self->actions_box)) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.new-hand", !self->match_over);
}

/* Computers play up to the player's next decision; a finished hand of a
 * match goes into its ledger. */
static void
play_on (TaiPracticePage *self)
{
  tai_player_run (self->game, HUMAN);
  if (tai_game_get_phase (self->game) == TAI_GAME_PHASE_OVER && self->match != NULL
      && !self->recorded)
    {
      g_autoptr (GError) error = NULL;
      TaiGameConfig next;

      if (!tai_game_record (self->game, self->match, &error))
        g_warning ("The practice hand could not be recorded: %s", error->message);
      self->recorded = TRUE;
      self->match_over = !tai_game_match_next (self->match, self->seed + 1, &next);
    }
  refresh (self);
}

static gboolean
deal_hand (TaiPracticePage *self, GError **error)
{
  TaiGameConfig config = { self->mode, TAI_WIND_EAST, TAI_WIND_EAST, 0, self->seed };

  if (self->match != NULL && !tai_game_match_next (self->match, self->seed, &config))
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_INVALID, _("The match is over."));
      return FALSE;
    }
  g_clear_pointer (&self->game, tai_game_free);
  self->game = tai_game_new (self->rules, &config);
  self->recorded = FALSE;
  self->hand_number = self->match != NULL ? tai_match_get_current_number (self->match) : 0;
  play_on (self);
  return TRUE;
}

gboolean
tai_practice_page_start (TaiPracticePage *self, TaiGameMode mode, const char *rules,
                         guint32 seed, GError **error)
{
  g_autoptr (TaiRuleset) ruleset = NULL;

  g_return_val_if_fail (TAI_IS_PRACTICE_PAGE (self), FALSE);

  ruleset = tai_ruleset_load_builtin (rules, error);
  if (ruleset == NULL)
    return FALSE;
  g_clear_object (&self->match);
  g_clear_pointer (&self->rules, tai_rules_free);
  g_free (self->rules_name);
  self->rules_name = g_strdup (rules);
  self->mode = mode;
  self->seed = seed;
  self->match_over = FALSE;
  if (mode == TAI_GAME_MODE_MATCH)
    {
      const char *names[] = { _("You"), _("South player"), _("West player"), _("North player"),
                              NULL };

      g_autoptr (TaiMatchStore) store = self->store != NULL ? g_object_ref (self->store)
                                                            : tai_match_store_dup_default ();

      /* Kept in the ledger like any other match, so the Match page lists it. */
      if (!tai_match_store_ensure_loaded (store, error))
        return FALSE;
      self->match = tai_game_match_new (store, rules, names, error);
      if (self->match == NULL)
        return FALSE;
      self->rules = tai_rules_copy (tai_match_get_rules (self->match));
    }
  else
    self->rules = tai_rules_new (ruleset);

  /* Keep the choosers in step when a hand is started from code. */
  self->updating = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (rules_ids); i++)
    if (g_strcmp0 (rules_ids[i], rules) == 0)
      gtk_drop_down_set_selected (self->rules_dropdown, i);
  gtk_drop_down_set_selected (self->mode_dropdown, mode);
  self->updating = FALSE;
  return deal_hand (self, error);
}

static void
start_from_choosers (TaiPracticePage *self)
{
  g_autoptr (GError) error = NULL;
  guint mode = gtk_drop_down_get_selected (self->mode_dropdown);
  guint rules = gtk_drop_down_get_selected (self->rules_dropdown);

  if (self->updating || mode > TAI_GAME_MODE_MATCH || rules >= G_N_ELEMENTS (rules_ids))
    return;
  if (self->game != NULL && self->mode == (TaiGameMode) mode
      && g_strcmp0 (self->rules_name, rules_ids[rules]) == 0)
    return;
  if (!tai_practice_page_start (self, mode, rules_ids[rules], g_random_int (), &error))
    g_warning ("%s", error->message);
}

static void
chooser_changed_cb (TaiPracticePage *self)
{
  start_from_choosers (self);
}

static void
new_hand_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TaiPracticePage *self = TAI_PRACTICE_PAGE (widget);
  g_autoptr (GError) error = NULL;

  if (self->game == NULL)
    {
      start_from_choosers (self);
      return;
    }
  /* In a match the next hand follows on; otherwise any new wall will do. */
  self->seed = self->match != NULL ? self->seed + 1 : g_random_int ();
  if (!deal_hand (self, &error))
    refresh (self);
}

static void
take_action (TaiPracticePage *self, const TaiAction *action)
{
  g_autoptr (GError) error = NULL;

  if (self->game == NULL)
    return;
  if (!tai_game_act (self->game, HUMAN, action, &error))
    {
      /* Buttons only offer legal moves; a stale one is simply ignored. */
      g_debug ("%s", error->message);
      return;
    }
  play_on (self);
}

static void
discard_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TaiAction action = { TAI_ACTION_DISCARD, g_variant_get_byte (param) };

  take_action (TAI_PRACTICE_PAGE (widget), &action);
}

static void
act_action (GtkWidget *widget, const char *name, GVariant *param)
{
  guchar kind, tile;
  TaiAction action;

  g_variant_get (param, "(yy)", &kind, &tile);
  action.kind = kind;
  action.tile = tile;
  take_action (TAI_PRACTICE_PAGE (widget), &action);
}

static void
tai_practice_page_map (GtkWidget *widget)
{
  TaiPracticePage *self = TAI_PRACTICE_PAGE (widget);

  GTK_WIDGET_CLASS (tai_practice_page_parent_class)->map (widget);
  /* The first hand is dealt when the page is first shown. */
  if (self->game == NULL)
    start_from_choosers (self);
}

static void
tai_practice_page_dispose (GObject *object)
{
  TaiPracticePage *self = TAI_PRACTICE_PAGE (object);

  g_clear_pointer (&self->game, tai_game_free);
  g_clear_object (&self->match);
  g_clear_object (&self->store);
  g_clear_pointer (&self->rules, tai_rules_free);
  g_clear_pointer (&self->rules_name, g_free);
  g_clear_object (&self->house_rules);
  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_PRACTICE_PAGE);
  G_OBJECT_CLASS (tai_practice_page_parent_class)->dispose (object);
}

/* The practice table offers the built-in rulesets; it starts on the house
 * rules' ruleset, or the built-in one of its family for a custom file. */
static guint
house_rules_position (TaiPracticePage *self)
{
  const char *name;
  TaiRuleset *ruleset;

  if (self->house_rules == NULL)
    return 0;
  name = tai_house_rules_get_ruleset (self->house_rules);
  for (guint i = 0; i < G_N_ELEMENTS (rules_ids); i++)
    if (g_strcmp0 (rules_ids[i], name) == 0)
      return i;
  ruleset = tai_rules_get_ruleset (tai_house_rules_get_rules (self->house_rules));
  return tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE ? 1 : 0;
}

TaiHouseRules *
tai_practice_page_get_house_rules (TaiPracticePage *self)
{
  g_return_val_if_fail (TAI_IS_PRACTICE_PAGE (self), NULL);
  return self->house_rules;
}

void
tai_practice_page_set_house_rules (TaiPracticePage *self, TaiHouseRules *house_rules)
{
  g_return_if_fail (TAI_IS_PRACTICE_PAGE (self));
  g_return_if_fail (house_rules == NULL || TAI_IS_HOUSE_RULES (house_rules));

  if (!g_set_object (&self->house_rules, house_rules))
    return;
  /* Before the first deal the chooser moves to the table's ruleset; a
   * hand under way is not taken away. */
  if (self->game == NULL)
    {
      self->updating = TRUE;
      gtk_drop_down_set_selected (self->rules_dropdown, house_rules_position (self));
      self->updating = FALSE;
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
}

static void
tai_practice_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiPracticePage *self = TAI_PRACTICE_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_HOUSE_RULES:
      g_value_set_object (value, self->house_rules);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_practice_page_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  TaiPracticePage *self = TAI_PRACTICE_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      tai_practice_page_set_store (self, g_value_get_object (value));
      break;
    case PROP_HOUSE_RULES:
      tai_practice_page_set_house_rules (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_practice_page_class_init (TaiPracticePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_practice_page_dispose;
  object_class->get_property = tai_practice_page_get_property;
  object_class->set_property = tai_practice_page_set_property;

  /* The ledger a Full Match is recorded into (the application's store of
   * matches); the shared default store when none is given. */
  properties[PROP_STORE] = g_param_spec_object ("store", NULL, NULL, TAI_TYPE_MATCH_STORE,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  /**
   * TaiPracticePage:house-rules:
   *
   * The table's settings: the first hand is dealt by their ruleset.
   */
  properties[PROP_HOUSE_RULES] = g_param_spec_object (
    "house-rules", NULL, NULL, TAI_TYPE_HOUSE_RULES,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->map = tai_practice_page_map;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/practice/tai-practice-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, mode_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, rules_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, new_button);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, state_label);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, log_box);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, opponents_box);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, you_box);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, actions_box);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, result_box);

  gtk_widget_class_install_action (widget_class, "practice.new-hand", NULL, new_hand_action);
  gtk_widget_class_install_action (widget_class, "practice.discard", "y", discard_action);
  gtk_widget_class_install_action (widget_class, "practice.act", "(yy)", act_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "practice.new-hand", NULL);
}

static void
tai_practice_page_init (TaiPracticePage *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_name (GTK_WIDGET (self), "practice-page");

  for (guint i = 0; i < G_N_ELEMENTS (rules_ids); i++)
    {
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (rules_ids[i], NULL);

      gtk_string_list_append (names, ruleset != NULL
                                         ? tai_ruleset_get_display_name (ruleset)
                                         : rules_ids[i]);
    }
  gtk_drop_down_set_model (self->rules_dropdown, G_LIST_MODEL (names));
  g_signal_connect_object (self->mode_dropdown, "notify::selected",
                           G_CALLBACK (chooser_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->rules_dropdown, "notify::selected",
                           G_CALLBACK (chooser_changed_cb), self, G_CONNECT_SWAPPED);
}

GtkWidget *
tai_practice_page_new (void)
{
  return g_object_new (TAI_TYPE_PRACTICE_PAGE, NULL);
}

const TaiGame *
tai_practice_page_get_game (TaiPracticePage *self)
{
  g_return_val_if_fail (TAI_IS_PRACTICE_PAGE (self), NULL);

  return self->game;
}

TaiMatch *
tai_practice_page_get_match (TaiPracticePage *self)
{
  g_return_val_if_fail (TAI_IS_PRACTICE_PAGE (self), NULL);

  return self->match;
}

void
tai_practice_page_set_store (TaiPracticePage *self, TaiMatchStore *store)
{
  g_return_if_fail (TAI_IS_PRACTICE_PAGE (self));
  g_return_if_fail (store == NULL || TAI_IS_MATCH_STORE (store));

  if (g_set_object (&self->store, store))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
}
