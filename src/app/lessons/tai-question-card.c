/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-question-card.c: a lesson question as a card. The answer is always
 * worked out and checked by the core (tai-lesson-answer.h), and a wrong
 * one gets the core's sentence naming the mistake; the card only lays
 * out controls for the question's kind and reads them back as text. */
#include "config.h"


#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tai-lesson-hand.h"
#include "tai-question-card.h"
#include "tai-tile-view.h"

#define WAIT_TILE_SIZE 30

struct _TaiQuestionCard
{
  GtkWidget parent_instance;

  GtkLabel *heading_label;
  GtkLabel *prompt_label;
  GtkBox *hand_slot;
  GtkBox *answer_box;
  GtkLabel *feedback;
  GtkLabel *explanation;
  GtkButton *try_button;
  GtkButton *reveal_button;

  const TaiLessonQuestion *question; /* not owned */
  guint number;
  TaiLessonAttempt attempt;
  GtkWidget *spin;          /* whole-number answers */
  GPtrArray *checks;        /* GtkCheckButton per choice */
  GPtrArray *wait_tiles;    /* TaiTileView per playing tile, for waits */
  GPtrArray *discard_tiles; /* TaiTileView per kind of tile in the hand, for a discard */
  GtkWidget *seat_spins[4]; /* per payer, indexed by TaiWind */
};

G_DEFINE_FINAL_TYPE (TaiQuestionCard, tai_question_card, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_QUESTION,
  PROP_NUMBER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_ANSWERED,
  SIGNAL_REVEALED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Verdict. */

/* The worked solution under the verdict, and the hand for the calculator:
 * both give the answer away, so they come only with the solution. */
static void
show_solution (TaiQuestionCard *self, const char *explanation)
{
  gtk_widget_set_visible (GTK_WIDGET (self->reveal_button), FALSE);
  if (explanation != NULL && *explanation != '\0')
    {
      gtk_label_set_text (self->explanation, explanation);
      gtk_widget_set_visible (GTK_WIDGET (self->explanation), TRUE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->try_button), TRUE);
}

static void
show_verdict (TaiQuestionCard *self, const char *answer, TaiLessonVerdict verdict,
              const char *explanation, const GError *error)
{
  GtkWidget *feedback = GTK_WIDGET (self->feedback);
  g_autofree char *text = NULL;
  g_autofree char *mistake = NULL;
  gboolean right = verdict == TAI_VERDICT_RIGHT || verdict == TAI_VERDICT_RIGHT_LATE;

  gtk_widget_remove_css_class (feedback, "success");
  gtk_widget_remove_css_class (feedback, "error");
  gtk_widget_remove_css_class (feedback, "warning");
  gtk_widget_set_visible (GTK_WIDGET (self->explanation), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->reveal_button), FALSE);
  if (g_error_matches (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER))
    {
      /* The answer could not be read: say why, and keep the solution back. */
      text = g_strdup_printf (_("Check your answer: %s"), error->message);
      gtk_widget_add_css_class (feedback, "warning");
    }
  else if (error != NULL)
    {
      text = g_strdup_printf (_("This question cannot be checked: %s"), error->message);
      gtk_widget_add_css_class (feedback, "error");
    }
  else
    {
      if (verdict == TAI_VERDICT_RIGHT)
        text = g_strdup (_("Right!"));
      else if (verdict == TAI_VERDICT_RIGHT_LATE)
        text = g_strdup (_("Right, but the answer was shown first, so this one does not count."));
      else
        {
          mistake = tai_lesson_question_name_mistake (self->question, answer);
          if (verdict == TAI_VERDICT_TRY_AGAIN && mistake != NULL)
            /* TRANSLATORS: the verdict on a first wrong answer, what the
             * mistake was, and a second try. */
            text = g_strdup_printf (_("Not quite: %s Try again."), mistake);
          else if (verdict == TAI_VERDICT_TRY_AGAIN)
            text = g_strdup (_("Not quite. Try again."));
          else if (mistake != NULL)
            /* TRANSLATORS: the verdict on a wrong answer, then what the mistake was. */
            text = g_strdup_printf (_("Not quite: %s"), mistake);
          else
            text = g_strdup (_("Not quite."));
        }
      /* Right after the solution was shown is no success: it does not count. */
      gtk_widget_add_css_class (feedback, verdict == TAI_VERDICT_RIGHT_LATE ? "warning"
                                          : right                         ? "success"
                                                                          : "error");
      if (verdict == TAI_VERDICT_TRY_AGAIN)
        gtk_widget_set_visible (GTK_WIDGET (self->reveal_button), TRUE);
      else
        show_solution (self, explanation);
    }
  gtk_label_set_text (self->feedback, text);
  gtk_widget_set_visible (feedback, TRUE);
}

/* @notify: a new try, graded and told; otherwise an answer kept from
 * before, shown as its tries left it. */
static void
check_answer (TaiQuestionCard *self, const char *answer, gboolean notify)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *explanation = NULL;
  TaiLessonVerdict verdict;
  gboolean right;

  right = tai_lesson_question_check (self->question, answer, &explanation, &error);
  if (error != NULL)
    verdict = TAI_VERDICT_WRONG;
  else if (notify)
    verdict = tai_lesson_attempt_answer (&self->attempt, right);
  else if (right)
    verdict = self->attempt.shown && !self->attempt.solved ? TAI_VERDICT_RIGHT_LATE
                                                           : TAI_VERDICT_RIGHT;
  else
    verdict = self->attempt.shown ? TAI_VERDICT_WRONG : TAI_VERDICT_TRY_AGAIN;
  show_verdict (self, answer, verdict, explanation, error);
  if (notify && error == NULL)
    g_signal_emit (self, signals[SIGNAL_ANSWERED], 0, right, answer);
}

static void
reveal_clicked_cb (TaiQuestionCard *self)
{
  g_autofree char *explanation = NULL;

  if (!tai_lesson_question_get_answer (self->question, NULL, &explanation, NULL))
    return;
  tai_lesson_attempt_reveal (&self->attempt);
  show_solution (self, explanation);
  g_signal_emit (self, signals[SIGNAL_REVEALED], 0);
}

/* A box's number, with what was typed into it taken in first: Check by
 * its mnemonic (Alt+C) leaves the focus in the box, which then still
 * holds the number from before the typing. */
static int
spin_value (GtkWidget *spin)
{
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
}

/* The controls read back as an answer the core understands. */
static char *
collect_answer (TaiQuestionCard *self)
{
  const TaiHandFile *file = tai_lesson_question_get_hand_file (self->question);
  GString *answer = g_string_new (NULL);

  switch (tai_lesson_question_get_kind (self->question))
    {
    case TAI_QUESTION_LINES:
      for (guint i = 0; i < self->checks->len; i++)
        if (gtk_check_button_get_active (self->checks->pdata[i]))
          g_string_append_printf (answer, "%s ",
                                  tai_lesson_question_get_choice (self->question, i));
      break;
    case TAI_QUESTION_DISCARD:
      for (guint i = 0; i < self->discard_tiles->len; i++)
        if (tai_tile_view_get_selected (self->discard_tiles->pdata[i]))
          g_string_append (answer, tai_tile_token (tai_tile_view_get_tile (
                                       self->discard_tiles->pdata[i])));
      break;
    case TAI_QUESTION_WAITS:
      for (guint i = 0; i < self->wait_tiles->len; i++)
        if (tai_tile_view_get_selected (self->wait_tiles->pdata[i]))
          g_string_append_printf (answer, "%s ",
                                  tai_tile_token (tai_tile_view_get_tile (self->wait_tiles->pdata[i])));
      break;
    case TAI_QUESTION_PAYMENT:
    case TAI_QUESTION_COLLECTIONS:
      if (tai_lesson_question_get_payer (self->question) == TAI_SEAT_NONE)
        {
          for (guint seat = 0; seat < 4; seat++)
            if (seat != file->hand.seat)
              g_string_append_printf (
                  answer, "%s %d ", tai_wind_token (seat), spin_value (self->seat_spins[seat]));
          break;
        }
      G_GNUC_FALLTHROUGH;
    default:
      g_string_append_printf (answer, "%d", spin_value (self->spin));
      break;
    }
  return g_string_free (answer, FALSE);
}

/* The reverse, for an answer kept from before. Words that do not fit are
 * skipped: the verdict below says what the answer was. */
static void
apply_answer (TaiQuestionCard *self, const char *answer)
{
  g_auto (GStrv) words = g_strsplit_set (answer, " \t\n,", -1);
  g_autoptr (GArray) tiles = NULL;

  switch (tai_lesson_question_get_kind (self->question))
    {
    case TAI_QUESTION_CAN_WIN:
      break;
    case TAI_QUESTION_DISCARD:
      {
        TaiTile tile = words[0] != NULL ? tai_tile_from_token (words[0]) : TAI_TILE_NONE;

        for (guint i = 0; i < self->discard_tiles->len; i++)
          tai_tile_view_set_selected (
              self->discard_tiles->pdata[i],
              tai_tile_view_get_tile (self->discard_tiles->pdata[i]) == tile);
        break;
      }
    case TAI_QUESTION_LINES:
      for (guint i = 0; i < self->checks->len; i++)
        gtk_check_button_set_active (
            self->checks->pdata[i],
            g_strv_contains ((const char *const *)words,
                             tai_lesson_question_get_choice (self->question, i)));
      break;
    case TAI_QUESTION_WAITS:
      tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
      if (!tai_tile_list_parse (answer, tiles, NULL))
        break;
      for (guint i = 0; i < self->wait_tiles->len; i++)
        {
          TaiTile tile = tai_tile_view_get_tile (self->wait_tiles->pdata[i]);
          gboolean picked = FALSE;

          for (guint t = 0; t < tiles->len; t++)
            picked |= g_array_index (tiles, TaiTile, t) == tile;
          tai_tile_view_set_selected (self->wait_tiles->pdata[i], picked);
        }
      break;
    case TAI_QUESTION_PAYMENT:
    case TAI_QUESTION_COLLECTIONS:
      if (tai_lesson_question_get_payer (self->question) == TAI_SEAT_NONE)
        {
          for (guint i = 0; words[i] != NULL && words[i + 1] != NULL; i += 2)
            {
              TaiWind wind;

              if (tai_wind_from_token (words[i], &wind) && self->seat_spins[wind] != NULL)
                gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->seat_spins[wind]),
                                           g_ascii_strtod (words[i + 1], NULL));
            }
          break;
        }
      G_GNUC_FALLTHROUGH;
    default:
      if (self->spin != NULL)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->spin), g_ascii_strtod (answer, NULL));
      break;
    }
}

static void
check_clicked_cb (GtkButton *button, TaiQuestionCard *self)
{
  g_autofree char *answer = collect_answer (self);

  check_answer (self, answer, TRUE);
}

static void
yes_no_clicked_cb (GtkButton *button, TaiQuestionCard *self)
{
  check_answer (self, g_object_get_data (G_OBJECT (button), "answer"), TRUE);
}

static void
wait_tile_clicked_cb (TaiTileView *view, TaiQuestionCard *self)
{
  tai_tile_view_set_selected (view, !tai_tile_view_get_selected (view));
}

/* One discard at a time: picking a tile lets go of the one picked before. */
static void
discard_tile_clicked_cb (TaiTileView *view, TaiQuestionCard *self)
{
  for (guint i = 0; i < self->discard_tiles->len; i++)
    tai_tile_view_set_selected (self->discard_tiles->pdata[i], self->discard_tiles->pdata[i] == view);
}

static void
try_clicked_cb (TaiQuestionCard *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "lesson.try-hand", "s",
                              tai_lesson_question_get_json (self->question));
}

/* Controls. */

/* Scrolling the lesson with the wheel or touchpad while the pointer
 * passes over an answer box scrolls the lesson, as over any other part of
 * it: a spin button takes the scroll for itself and changed the learner's
 * answer unseen (found driving the window, issue 35). A box being typed
 * into keeps the scroll, to step its number. */
static gboolean
spin_scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, gpointer data)
{
  GtkWidget *spin = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkRoot *root = gtk_widget_get_root (spin);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *scrolled = gtk_widget_get_ancestor (spin, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  gboolean moved = FALSE;

  (void) dx;
  (void) data;
  if ((focus != NULL && (focus == spin || gtk_widget_is_ancestor (focus, spin))) || scrolled == NULL)
    return GDK_EVENT_PROPAGATE;
  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL)
    {
      if (dy == 0)
        return GDK_EVENT_STOP;
      /* A wheel click steps the lesson as the arrow keys do, through the
       * scrolled window's own keybinding signal. */
      g_signal_emit_by_name (scrolled, "scroll-child",
                             dy < 0 ? GTK_SCROLL_STEP_UP : GTK_SCROLL_STEP_DOWN, FALSE, &moved);
    }
  else
    {
      /* A touchpad reports pixels. */
      adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + dy);
    }
  return GDK_EVENT_STOP;
}

static GtkWidget *
spin_new (int lower, int upper, const char *accessible_label)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);
  GtkEventController *scroll
      = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);

  gtk_event_controller_set_propagation_phase (scroll, GTK_PHASE_CAPTURE);
  gtk_event_controller_set_name (scroll, "lesson-scroll");
  g_signal_connect (scroll, "scroll", G_CALLBACK (spin_scroll_cb), NULL);
  gtk_widget_add_controller (spin, scroll);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible_label, -1);
  return spin;
}

static GtkWidget *
check_button_new (TaiQuestionCard *self)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Check"));

  gtk_widget_set_name (button, "check");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "clicked", G_CALLBACK (check_clicked_cb), self);
  return button;
}

static GtkWidget *
wrapped_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  return label;
}

static void
build_yes_no (TaiQuestionCard *self)
{
  static const struct
  {
    const char *answer;
    const char *label;
  } buttons[] = { { "yes", N_ ("_Yes") }, { "no", N_ ("_No") } };

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_ (buttons[i].label));

      gtk_widget_set_name (button, buttons[i].answer);
      g_object_set_data (G_OBJECT (button), "answer", (gpointer)buttons[i].answer);
      g_signal_connect (button, "clicked", G_CALLBACK (yes_no_clicked_cb), self);
      gtk_box_append (self->answer_box, button);
    }
}

static void
build_lines (TaiQuestionCard *self)
{
  GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *button;

  self->checks = g_ptr_array_new ();
  for (guint i = 0; i < tai_lesson_question_get_n_choices (self->question); i++)
    {
      const TaiLine *line = tai_lesson_question_get_choice_line (self->question, i);
      const char *name = line != NULL ? tai_line_get_name (line) : NULL;
      g_autoptr (GString) text = g_string_new (
          line != NULL ? name : tai_lesson_question_get_choice (self->question, i));
      GtkWidget *check;

      /* The line's name in the user's language, the romanised name the
       * table says, then the characters, unless the name already is one
       * of those. */
      if (line != NULL && line->romanised != NULL && g_ascii_strcasecmp (name, line->romanised) != 0
          && !tai_text_has_han (name))
        g_string_append_printf (text, "  %s", line->romanised);
      if (line != NULL && tai_line_get_native_beside (line) != NULL)
        g_string_append_printf (text, "  %s", tai_line_get_native_beside (line));
      check = gtk_check_button_new ();
      {
        /* A narrow window wraps the names between them, never inside the
         * romanised one ("Hai / Di Lao Yue"): its words are joined by
         * no-break spaces on screen. */
        g_autoptr (GString) shown = g_string_new (text->str);

        if (line != NULL && line->romanised != NULL && strstr (text->str, line->romanised) != NULL)
          {
            g_autoptr (GString) kept = g_string_new (line->romanised);

            g_string_replace (kept, " ", "\u00a0", 0);
            g_string_replace (shown, line->romanised, kept->str, 1);
          }
        gtk_check_button_set_child (GTK_CHECK_BUTTON (check), wrapped_label (shown->str));
      }
      /* A screen reader announces the answer, not the widget's type. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      text->str, -1);
      gtk_widget_set_name (check, tai_lesson_question_get_choice (self->question, i));
      g_ptr_array_add (self->checks, check);
      gtk_box_append (GTK_BOX (list), check);
    }
  /* The choices take the width; Check goes below them. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->answer_box), GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_hexpand (list, TRUE);
  gtk_box_append (self->answer_box, list);
  button = check_button_new (self);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_box_append (self->answer_box, button);
}

/* A question answered by picking tiles: @prompt, a row of the @n @tiles
 * as buttons named @name (each calling @clicked, kept in @views, in
 * order) labelled @row_label for screen readers, and Check. The waits and
 * the discard questions differ only in which tiles they offer. */
static void
build_tile_answer (TaiQuestionCard *self, const char *prompt, const char *row_label,
                   const TaiTile *tiles, guint n, const char *name, GCallback clicked,
                   GPtrArray **views)
{
  GtkWidget *flow = gtk_flow_box_new ();
  GtkWidget *button;

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 9);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 5);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 2);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 2);
  gtk_widget_set_hexpand (flow, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (flow), GTK_ACCESSIBLE_PROPERTY_LABEL, row_label,
                                  -1);
  *views = g_ptr_array_new ();
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *view = tai_tile_view_new_activatable (tiles[i]);

      tai_tile_view_set_size (TAI_TILE_VIEW (view), WAIT_TILE_SIZE);
      gtk_widget_set_name (view, name);
      g_signal_connect (view, "clicked", clicked, self);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), view);
      /* The tile is the one Tab stop, not the flow box's child around it. */
      gtk_widget_set_focusable (gtk_widget_get_parent (view), FALSE);
      g_ptr_array_add (*views, view);
    }
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->answer_box), GTK_ORIENTATION_VERTICAL);
  gtk_box_append (self->answer_box, wrapped_label (prompt));
  gtk_box_append (self->answer_box, flow);
  button = check_button_new (self);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_box_append (self->answer_box, button);
}

/* Waits are picked as tiles, every playing tile offered once. */
static void
build_waits (TaiQuestionCard *self)
{
  TaiTile tiles[TAI_N_PLAYING];

  for (TaiTile tile = 0; tile < TAI_N_PLAYING; tile++)
    tiles[tile] = tile;
  build_tile_answer (self, _("Pick every tile that wins this hand."), _("Winning tiles"), tiles,
                     TAI_N_PLAYING, "wait-tile", G_CALLBACK (wait_tile_clicked_cb),
                     &self->wait_tiles);
}

/* A discard is picked as one of the hand's own tiles, each kind once, in
 * order. */
static void
build_discard (TaiQuestionCard *self)
{
  const TaiHandFile *file = tai_lesson_question_get_hand_file (self->question);
  gboolean offered[TAI_N_PLAYING] = { FALSE };
  g_autofree TaiTile *tiles = g_new (TaiTile, file->hand.n_concealed + 1);
  g_autofree TaiTile *kinds = g_new (TaiTile, file->hand.n_concealed + 1);
  guint n = 0;

  memcpy (tiles, file->hand.concealed, file->hand.n_concealed * sizeof (TaiTile));
  qsort (tiles, file->hand.n_concealed, sizeof (TaiTile), tai_tile_compare);
  for (guint i = 0; i < file->hand.n_concealed; i++)
    if (tiles[i] < TAI_N_PLAYING && !offered[tiles[i]])
      {
        offered[tiles[i]] = TRUE;
        kinds[n++] = tiles[i];
      }
  build_tile_answer (self, _("Pick the tile to discard."), _("Tile to discard"), kinds, n,
                     "discard-tile", G_CALLBACK (discard_tile_clicked_cb), &self->discard_tiles);
}

static void
build_payers (TaiQuestionCard *self)
{
  const TaiHandFile *file = tai_lesson_question_get_hand_file (self->question);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *button;

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_hexpand (grid, TRUE);
  for (guint seat = 0, r = 0; seat < 4; seat++)
    {
      g_autofree char *what = NULL;
      GtkWidget *label;

      if (seat == file->hand.seat)
        continue;
      what = g_strdup_printf (_("%s pays"), tai_wind_person_name (seat));
      self->seat_spins[seat] = spin_new (0, 1000000, what);
      gtk_widget_set_name (self->seat_spins[seat], tai_wind_token (seat));
      label = gtk_label_new (what);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_grid_attach (GTK_GRID (grid), label, 0, r, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), self->seat_spins[seat], 1, r, 1, 1);
      r++;
    }
  /* Check goes below the payers, as below the other answers, so that a
   * 360 px screen holds the labels and the spin buttons beside them. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->answer_box), GTK_ORIENTATION_VERTICAL);
  gtk_box_append (self->answer_box, grid);
  button = check_button_new (self);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_box_append (self->answer_box, button);
}

static void
build_number (TaiQuestionCard *self, TaiQuestionKind kind)
{
  gboolean money = kind == TAI_QUESTION_PAYMENT || kind == TAI_QUESTION_COLLECT;

  self->spin = spin_new (kind == TAI_QUESTION_SHANTEN ? -1 : 0, money ? 1000000 : 1000, _("Answer"));
  gtk_widget_set_name (self->spin, "answer");
  gtk_box_append (self->answer_box, self->spin);
  gtk_box_append (self->answer_box, check_button_new (self));
}

static void
build (TaiQuestionCard *self)
{
  TaiQuestionKind kind = tai_lesson_question_get_kind (self->question);
  g_autofree char *heading = self->number > 0 ? g_strdup_printf (_("Question %u"), self->number)
                                              : g_strdup (_("Question"));

  gtk_label_set_text (self->heading_label, heading);
  gtk_label_set_text (self->prompt_label, tai_lesson_question_get_prompt (self->question));

  /* A question with its own hand shows it; one about an example refers to
   * the hand drawn above. */
  if (tai_lesson_question_get_example (self->question) == NULL)
    {
      gtk_box_append (self->hand_slot,
                      tai_lesson_hand_block_new (tai_lesson_question_get_hand_file (self->question),
                                                 NULL));
      gtk_widget_set_visible (GTK_WIDGET (self->hand_slot), TRUE);
    }

  switch (kind)
    {
    case TAI_QUESTION_CAN_WIN:
      build_yes_no (self);
      break;
    case TAI_QUESTION_LINES:
      build_lines (self);
      break;
    case TAI_QUESTION_WAITS:
      build_waits (self);
      break;
    case TAI_QUESTION_COLLECTIONS:
      build_payers (self);
      break;
    case TAI_QUESTION_DISCARD:
      build_discard (self);
      break;
    case TAI_QUESTION_PAYMENT:
      if (tai_lesson_question_get_payer (self->question) == TAI_SEAT_NONE)
        {
          build_payers (self);
          break;
        }
      G_GNUC_FALLTHROUGH;
    default:
      build_number (self, kind);
      break;
    }
}

/* GObject. */

static void
tai_question_card_constructed (GObject *object)
{
  TaiQuestionCard *self = TAI_QUESTION_CARD (object);

  G_OBJECT_CLASS (tai_question_card_parent_class)->constructed (object);
  g_return_if_fail (self->question != NULL);
  build (self);
}

static void
tai_question_card_dispose (GObject *object)
{
  GtkWidget *child;
  TaiQuestionCard *self = TAI_QUESTION_CARD (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_QUESTION_CARD);
  /* The template's unnamed children too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->checks, g_ptr_array_unref);
  g_clear_pointer (&self->wait_tiles, g_ptr_array_unref);
  g_clear_pointer (&self->discard_tiles, g_ptr_array_unref);
  G_OBJECT_CLASS (tai_question_card_parent_class)->dispose (object);
}

static void
tai_question_card_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiQuestionCard *self = TAI_QUESTION_CARD (object);

  switch (prop_id)
    {
    case PROP_QUESTION:
      g_value_set_pointer (value, (gpointer)self->question);
      break;
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_question_card_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  TaiQuestionCard *self = TAI_QUESTION_CARD (object);

  switch (prop_id)
    {
    case PROP_QUESTION:
      self->question = g_value_get_pointer (value);
      break;
    case PROP_NUMBER:
      self->number = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_question_card_class_init (TaiQuestionCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_question_card_constructed;
  object_class->dispose = tai_question_card_dispose;
  object_class->get_property = tai_question_card_get_property;
  object_class->set_property = tai_question_card_set_property;

  /**
   * TaiQuestionCard:question:
   *
   * The TaiLessonQuestion asked (not owned; it must outlive the card).
   */
  properties[PROP_QUESTION] = g_param_spec_pointer (
      "question", NULL, NULL, G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiQuestionCard:number:
   *
   * The question's number on its page, or 0 for a question on its own.
   */
  properties[PROP_NUMBER]
      = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0,
                           G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiQuestionCard::answered:
   * @right: whether the answer is right
   * @answer: the answer as text
   *
   * The learner checked an answer that could be read.
   */
  signals[SIGNAL_ANSWERED]
      = g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 2, G_TYPE_BOOLEAN, G_TYPE_STRING);
  /**
   * TaiQuestionCard::revealed:
   *
   * The learner asked for the solution.
   */
  signals[SIGNAL_REVEALED] = g_signal_new ("revealed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/lessons/tai-question-card.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiQuestionCard, heading_label);
  gtk_widget_class_bind_template_child (widget_class, TaiQuestionCard, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, TaiQuestionCard, hand_slot);
  gtk_widget_class_bind_template_child (widget_class, TaiQuestionCard, answer_box);
  gtk_widget_class_bind_template_child (widget_class, TaiQuestionCard, feedback);
  gtk_widget_class_bind_template_child (widget_class, TaiQuestionCard, explanation);
  gtk_widget_class_bind_template_child (widget_class, TaiQuestionCard, try_button);
  gtk_widget_class_bind_template_child (widget_class, TaiQuestionCard, reveal_button);
  gtk_widget_class_bind_template_callback (widget_class, try_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, reveal_clicked_cb);
  gtk_widget_class_set_css_name (widget_class, "questioncard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tai_question_card_init (TaiQuestionCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tai_question_card_new (const TaiLessonQuestion *question, guint number)
{
  g_return_val_if_fail (question != NULL, NULL);

  return g_object_new (TAI_TYPE_QUESTION_CARD, "question", question, "number", number, NULL);
}

const TaiLessonQuestion *
tai_question_card_get_question (TaiQuestionCard *self)
{
  g_return_val_if_fail (TAI_IS_QUESTION_CARD (self), NULL);

  return self->question;
}

void
tai_question_card_set_attempt (TaiQuestionCard *self, const TaiLessonAttempt *attempt)
{
  g_return_if_fail (TAI_IS_QUESTION_CARD (self));
  g_return_if_fail (attempt != NULL);

  self->attempt = *attempt;
}

void
tai_question_card_show_answer (TaiQuestionCard *self, const char *answer)
{
  g_return_if_fail (TAI_IS_QUESTION_CARD (self));
  g_return_if_fail (answer != NULL);

  apply_answer (self, answer);
  check_answer (self, answer, FALSE);
}
