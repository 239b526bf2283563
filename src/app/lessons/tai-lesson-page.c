/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-page.c: the Lessons page. The course text, hands and questions
 * come from the core (tai-lesson.h); this widget only lays them out, asks
 * the core to check answers, and remembers how far the learner got. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tai-hand-view.h"
#include "tai-lesson-page.h"
#include "tai-lesson.h"
#include "tai-tile-view.h"

#define EXAMPLE_TILE_SIZE 36
#define PROGRESS_KEY "lesson-progress"

struct _TaiLessonPage
{
  GtkWidget parent_instance;

  AdwLeaflet *leaflet;
  GtkWidget *sidebar;
  GtkWidget *content;
  GtkDropDown *course_dropdown;
  GtkListBox *outline;
  GtkScrolledWindow *scroller;
  GtkBox *page_box;
  GtkLabel *position_label;

  GSettings *settings;
  GPtrArray *courses; /* TaiLessonCourse *, in built-in order; NULL where one failed */
  GPtrArray *errors;  /* char *, the load error of each course or NULL */
  guint course;
  guint page;
  gboolean syncing; /* set while the widgets follow the model, to ignore their signals */

  /* Endless practice, the last entry of the outline. */
  gboolean practising;
  TaiLessonQuestion *practice;
  TaiQuestionKind practice_kind;
  GRand *rand;
  GtkBox *practice_slot; /* holds the question card; owned by page_box */

  /* Guided Hand, the entry after practice: dealt tiles, which are still
   * in the pool (and picked), and the groups made so far. */
  gboolean guiding;
  TaiTile dealt[17];
  guint n_dealt;
  gboolean in_pool[17];
  gboolean picked[17];
  GPtrArray *groups; /* GArray of guint (indices into dealt) */
  char *guided_message;
  gboolean guided_done;
  guint rebuild_id;
};

G_DEFINE_FINAL_TYPE (TaiLessonPage, tai_lesson_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_COURSE,
  PROP_PAGE_INDEX,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_TRY_HAND,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void ensure_loaded (TaiLessonPage *self);

/* The state of one question card, kept on the card widget. */
typedef struct
{
  TaiLessonPage *self; /* not owned */
  const TaiLessonQuestion *question;
  GtkWidget *spin;          /* whole-number answers */
  GtkWidget *entry;         /* tile answers */
  GPtrArray *checks;        /* GtkCheckButton per choice */
  GtkWidget *seat_spins[4]; /* per payer, indexed by TaiWind */
  GtkLabel *feedback;
} QuestionUi;

static void
question_ui_free (gpointer data)
{
  QuestionUi *ui = data;

  g_clear_pointer (&ui->checks, g_ptr_array_unref);
  g_free (ui);
}

static TaiLessonCourse *
current_course (TaiLessonPage *self)
{
  if (self->courses == NULL || self->course >= self->courses->len)
    return NULL;
  return self->courses->pdata[self->course];
}

/* Progress. */

static guint
read_progress (TaiLessonPage *self, const char *course_id)
{
  g_autoptr (GVariant) dict = NULL;
  gint32 value = 0;

  if (self->settings == NULL)
    return 0;
  dict = g_settings_get_value (self->settings, PROGRESS_KEY);
  if (!g_variant_lookup (dict, course_id, "i", &value) || value < 0)
    return 0;
  return (guint)value;
}

static void
write_progress (TaiLessonPage *self, const char *course_id, guint progress)
{
  g_autoptr (GVariant) dict = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *key;
  gint32 value;

  if (self->settings == NULL || read_progress (self, course_id) == progress)
    return;
  dict = g_settings_get_value (self->settings, PROGRESS_KEY);
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{si}"));
  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&si}", &key, &value))
    if (g_strcmp0 (key, course_id) != 0)
      g_variant_builder_add (&builder, "{si}", key, value);
  g_variant_builder_add (&builder, "{si}", course_id, (gint32)progress);
  g_settings_set_value (self->settings, PROGRESS_KEY, g_variant_builder_end (&builder));
}

guint
tai_lesson_page_get_progress (TaiLessonPage *self)
{
  TaiLessonCourse *course;

  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), 0);

  ensure_loaded (self);

  course = current_course (self);
  return course != NULL ? read_progress (self, tai_lesson_course_get_id (course)) : 0;
}

/* Hands in tile art. */

static GtkWidget *
tile_group (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);

  gtk_widget_set_valign (box, GTK_ALIGN_END);
  return box;
}

static void
add_tile (GtkWidget *group, TaiTile tile, int size, gboolean selected, gboolean face_down)
{
  GtkWidget *view = tai_tile_view_new (tile);

  /* Tiles line up at the bottom, as sideways ones sit lower. */
  gtk_widget_set_valign (view, GTK_ALIGN_END);

  tai_tile_view_set_size (TAI_TILE_VIEW (view), size);
  tai_tile_view_set_selected (TAI_TILE_VIEW (view), selected);
  tai_tile_view_set_face_down (TAI_TILE_VIEW (view), face_down);
  gtk_box_append (GTK_BOX (group), view);
}

/* The hand as the table would see it, drawn by the shared hand view:
 * concealed tiles in their sets (or by suit), the declared sets, the
 * winning tile, the bonus tiles, wrapping whole sets on narrow screens. */
static GtkWidget *
hand_view_new (const TaiHandFile *file)
{
  GtkWidget *view = tai_hand_view_new ();

  tai_hand_view_set_tile_size (TAI_HAND_VIEW (view), EXAMPLE_TILE_SIZE);
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &file->hand);
  gtk_widget_add_css_class (view, "lesson-hand");
  return view;
}

static GtkWidget *
wrapped_label (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
try_clicked_cb (GtkButton *button, TaiLessonPage *self)
{
  const char *json = g_object_get_data (G_OBJECT (button), "json");

  g_signal_emit (self, signals[SIGNAL_TRY_HAND], 0, json);
  /* The window's one way of putting a hand into the calculator. */
  gtk_widget_activate_action (GTK_WIDGET (self), "win.open-hand", "s", json);
}

/* A hand with what surrounds it: the picture, the table's context, an
 * optional caption, and the button that opens it in the calculator. */
static GtkWidget *
hand_block_new (TaiLessonPage *self, const TaiHandFile *file, const char *json, const char *caption)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *button;
  g_autofree char *context = tai_lesson_describe_hand (file);

  gtk_box_append (GTK_BOX (box), hand_view_new (file));
  if (caption != NULL && *caption != '\0')
    gtk_box_append (GTK_BOX (box), wrapped_label (caption, NULL));
  gtk_box_append (GTK_BOX (box), wrapped_label (context, "dim-label"));

  button = gtk_button_new_with_mnemonic (_("_Try It in the Calculator"));
  gtk_widget_set_name (button, "try-hand");
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_add_css_class (button, "pill");
  g_object_set_data_full (G_OBJECT (button), "json", g_strdup (json), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (try_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), button);
  return box;
}

/* Questions. */

static void
show_feedback (QuestionUi *ui, gboolean right, const char *explanation, const GError *error)
{
  g_autofree char *text = NULL;

  gtk_widget_remove_css_class (GTK_WIDGET (ui->feedback), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (ui->feedback), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (ui->feedback), "warning");
  if (error != NULL && error->domain == TAI_ERROR && error->code == TAI_ERROR_PARSE)
    {
      /* The answer could not be read: say why, and keep the solution back. */
      text = g_strdup_printf (_("Check your answer: %s"), error->message);
      gtk_widget_add_css_class (GTK_WIDGET (ui->feedback), "warning");
    }
  else if (error != NULL)
    {
      text = g_strdup_printf (_("This question cannot be checked: %s"), error->message);
      gtk_widget_add_css_class (GTK_WIDGET (ui->feedback), "error");
    }
  else if (right)
    {
      text = g_strdup_printf (_("Right! %s"), explanation != NULL ? explanation : "");
      gtk_widget_add_css_class (GTK_WIDGET (ui->feedback), "success");
    }
  else
    {
      text = g_strdup_printf (_("Not quite. %s"), explanation != NULL ? explanation : "");
      gtk_widget_add_css_class (GTK_WIDGET (ui->feedback), "error");
    }
  gtk_label_set_text (ui->feedback, text);
  gtk_widget_set_visible (GTK_WIDGET (ui->feedback), TRUE);
}

static void
check_answer (QuestionUi *ui, const char *answer)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *explanation = NULL;
  gboolean right;

  right = tai_lesson_question_check (ui->question, answer, &explanation, &error);
  show_feedback (ui, right, explanation, error);
}

static char *
collect_answer (QuestionUi *ui)
{
  const TaiHandFile *file = tai_lesson_question_get_hand_file (ui->question);
  GString *answer = g_string_new (NULL);

  switch (tai_lesson_question_get_kind (ui->question))
    {
    case TAI_QUESTION_LINES:
      for (guint i = 0; i < ui->checks->len; i++)
        if (gtk_check_button_get_active (ui->checks->pdata[i]))
          g_string_append_printf (answer, "%s ", tai_lesson_question_get_choice (ui->question, i));
      break;
    case TAI_QUESTION_WAITS:
      g_string_append (answer, gtk_editable_get_text (GTK_EDITABLE (ui->entry)));
      break;
    case TAI_QUESTION_PAYMENT:
      if (tai_lesson_question_get_payer (ui->question) == TAI_SEAT_NONE)
        {
          for (guint seat = 0; seat < 4; seat++)
            if (seat != file->hand.seat)
              g_string_append_printf (
                  answer, "%s %d ", tai_wind_token (seat),
                  gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (ui->seat_spins[seat])));
          break;
        }
      G_GNUC_FALLTHROUGH;
    default:
      g_string_append_printf (answer, "%d",
                              gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (ui->spin)));
      break;
    }
  return g_string_free (answer, FALSE);
}

static void
check_clicked_cb (GtkButton *button, QuestionUi *ui)
{
  g_autofree char *answer = collect_answer (ui);

  check_answer (ui, answer);
}

static void
yes_no_clicked_cb (GtkButton *button, QuestionUi *ui)
{
  check_answer (ui, g_object_get_data (G_OBJECT (button), "answer"));
}

static void
entry_activate_cb (GtkEntry *entry, QuestionUi *ui)
{
  check_clicked_cb (NULL, ui);
}

static GtkWidget *
spin_new (int lower, int upper, const char *accessible_label)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible_label, -1);
  return spin;
}

static GtkWidget *
check_button_new (QuestionUi *ui)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Check"));

  gtk_widget_set_name (button, "check");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "clicked", G_CALLBACK (check_clicked_cb), ui);
  return button;
}

static GtkWidget *
question_card_new (TaiLessonPage *self, const TaiLessonQuestion *question, guint number)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *row;
  QuestionUi *ui = g_new0 (QuestionUi, 1);
  const TaiHandFile *file = tai_lesson_question_get_hand_file (question);
  TaiQuestionKind kind = tai_lesson_question_get_kind (question);
  g_autofree char *heading
      = number > 0 ? g_strdup_printf (_("Question %u"), number) : g_strdup (_("Question"));
  GtkWidget *label;

  ui->self = self;
  ui->question = question;
  g_object_set_data_full (G_OBJECT (card), "question-ui", ui, question_ui_free);
  gtk_widget_set_name (card, "question");
  gtk_widget_add_css_class (card, "card");

  label = wrapped_label (heading, "heading");
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_box_append (GTK_BOX (card), label);
  label = wrapped_label (tai_lesson_question_get_prompt (question), NULL);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_box_append (GTK_BOX (card), label);

  /* A question with its own hand shows it; one about an example refers to
   * the hand drawn above. */
  if (tai_lesson_question_get_example (question) == NULL)
    {
      GtkWidget *block = hand_block_new (self, file, tai_lesson_question_get_json (question), NULL);

      gtk_widget_set_margin_start (block, 12);
      gtk_widget_set_margin_end (block, 12);
      gtk_box_append (GTK_BOX (card), block);
    }

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_start (row, 12);
  gtk_widget_set_margin_end (row, 12);
  switch (kind)
    {
    case TAI_QUESTION_CAN_WIN:
      {
        static const struct
        {
          const char *answer;
          const char *label;
        } buttons[] = { { "yes", N_("_Yes") }, { "no", N_("_No") } };

        for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
          {
            GtkWidget *button = gtk_button_new_with_mnemonic (_ (buttons[i].label));

            gtk_widget_set_name (button, buttons[i].answer);
            g_object_set_data (G_OBJECT (button), "answer", (gpointer)buttons[i].answer);
            g_signal_connect (button, "clicked", G_CALLBACK (yes_no_clicked_cb), ui);
            gtk_box_append (GTK_BOX (row), button);
          }
        break;
      }

    case TAI_QUESTION_LINES:
      {
        GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

        ui->checks = g_ptr_array_new ();
        for (guint i = 0; i < tai_lesson_question_get_n_choices (question); i++)
          {
            const TaiLine *line = tai_lesson_question_get_choice_line (question, i);
            g_autofree char *text = NULL;
            GtkWidget *check;

            /* The line's name in the user's language, then the table's
             * own name unless the translation already is that name. */
            const char *name = line != NULL ? tai_line_get_name (line) : NULL;

            if (line != NULL && line->native != NULL && g_strcmp0 (name, line->native) != 0)
              text = g_strdup_printf ("%s  %s", name, line->native);
            else
              text = g_strdup (line != NULL ? name : tai_lesson_question_get_choice (question, i));
            check = gtk_check_button_new ();
            gtk_check_button_set_child (GTK_CHECK_BUTTON (check), wrapped_label (text, NULL));
            gtk_widget_set_name (check, tai_lesson_question_get_choice (question, i));
            g_ptr_array_add (ui->checks, check);
            gtk_box_append (GTK_BOX (list), check);
          }
        /* The choices take the width; Check goes below them. */
        gtk_orientable_set_orientation (GTK_ORIENTABLE (row), GTK_ORIENTATION_VERTICAL);
        gtk_widget_set_hexpand (list, TRUE);
        gtk_box_append (GTK_BOX (row), list);
        {
          GtkWidget *button = check_button_new (ui);

          gtk_widget_set_halign (button, GTK_ALIGN_START);
          gtk_box_append (GTK_BOX (row), button);
        }
        break;
      }

    case TAI_QUESTION_WAITS:
      ui->entry = gtk_entry_new ();
      gtk_widget_set_name (ui->entry, "answer");
      gtk_widget_set_hexpand (ui->entry, TRUE);
      gtk_entry_set_placeholder_text (GTK_ENTRY (ui->entry), _("Tiles, such as 3m 6m"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (ui->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Winning tiles"), -1);
      g_signal_connect (ui->entry, "activate", G_CALLBACK (entry_activate_cb), ui);
      gtk_box_append (GTK_BOX (row), ui->entry);
      gtk_box_append (GTK_BOX (row), check_button_new (ui));
      break;

    case TAI_QUESTION_PAYMENT:
      if (tai_lesson_question_get_payer (question) == TAI_SEAT_NONE)
        {
          GtkWidget *grid = gtk_grid_new ();

          gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
          gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
          gtk_widget_set_hexpand (grid, TRUE);
          for (guint seat = 0, r = 0; seat < 4; seat++)
            {
              g_autofree char *what = NULL;

              if (seat == file->hand.seat)
                continue;
              what = g_strdup_printf (_("%s pays"), tai_wind_english_name (seat));
              ui->seat_spins[seat] = spin_new (0, 1000000, what);
              gtk_widget_set_name (ui->seat_spins[seat], tai_wind_token (seat));
              label = gtk_label_new (what);
              gtk_label_set_xalign (GTK_LABEL (label), 0.0);
              gtk_grid_attach (GTK_GRID (grid), label, 0, r, 1, 1);
              gtk_grid_attach (GTK_GRID (grid), ui->seat_spins[seat], 1, r, 1, 1);
              r++;
            }
          gtk_box_append (GTK_BOX (row), grid);
          gtk_box_append (GTK_BOX (row), check_button_new (ui));
          break;
        }
      G_GNUC_FALLTHROUGH;
    default:
      ui->spin
          = spin_new (kind == TAI_QUESTION_SHANTEN ? -1 : 0,
                      kind == TAI_QUESTION_PAYMENT || kind == TAI_QUESTION_COLLECT ? 1000000 : 1000,
                      _("Answer"));
      gtk_widget_set_name (ui->spin, "answer");
      gtk_box_append (GTK_BOX (row), ui->spin);
      gtk_box_append (GTK_BOX (row), check_button_new (ui));
      break;
    }
  gtk_box_append (GTK_BOX (card), row);

  /* An alert, so that screen readers say the verdict when it appears. */
  ui->feedback = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                               "wrap", TRUE, "wrap-mode", PANGO_WRAP_WORD_CHAR, "xalign", 0.0f,
                               "halign", GTK_ALIGN_FILL, NULL);
  gtk_widget_set_name (GTK_WIDGET (ui->feedback), "feedback");
  gtk_label_set_selectable (ui->feedback, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (ui->feedback), FALSE);
  gtk_widget_set_margin_start (GTK_WIDGET (ui->feedback), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (ui->feedback), 12);
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (ui->feedback));

  /* Room below the last row inside the card. */
  gtk_widget_set_margin_bottom (row, 12);
  return card;
}

/* Building a page. */

/* When folded, the page rather than the outline is on show. (Only then:
 * changing the visible child of an unfolded leaflet in the middle of a
 * rebuild upsets its transition.) */
static void
show_content (TaiLessonPage *self)
{
  if (adw_leaflet_get_folded (self->leaflet)
      && adw_leaflet_get_visible_child (self->leaflet) != self->content)
    adw_leaflet_set_visible_child (self->leaflet, self->content);
}

static void
clear_box (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

static void
show_load_error (TaiLessonPage *self)
{
  const char *message = self->course < self->errors->len ? self->errors->pdata[self->course] : NULL;
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (status), "dialog-error-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("This Course Could Not Be Loaded"));
  adw_status_page_set_description (ADW_STATUS_PAGE (status), message);
  gtk_box_append (self->page_box, status);
}

static void
build_page (TaiLessonPage *self)
{
  TaiLessonCourse *course = current_course (self);
  const TaiLessonCoursePage *page;
  GtkWidget *title;
  GtkAdjustment *adjustment;
  g_autofree char *part = NULL;
  guint n_questions;

  self->practice_slot = NULL;
  clear_box (self->page_box);
  if (course == NULL)
    {
      show_load_error (self);
      return;
    }
  page = tai_lesson_course_get_page (course, self->page);

  part = g_strdup (
      tai_lesson_course_get_part_title (course, tai_lesson_course_page_get_part (page)));
  gtk_box_append (self->page_box, wrapped_label (part, "dim-label"));
  title = wrapped_label (tai_lesson_course_page_get_title (page), "title-1");
  gtk_widget_set_name (title, "page-title");
  gtk_accessible_update_property (GTK_ACCESSIBLE (title), GTK_ACCESSIBLE_PROPERTY_LEVEL, 1, -1);
  gtk_box_append (self->page_box, title);

  for (guint b = 0; b < tai_lesson_course_page_get_n_blocks (page); b++)
    {
      if (tai_lesson_course_page_get_block_kind (page, b) == TAI_LESSON_BLOCK_PARAGRAPH)
        {
          GtkWidget *label
              = wrapped_label (tai_lesson_course_page_get_block_text (page, b), "body");

          gtk_widget_set_name (label, "paragraph");
          gtk_box_append (self->page_box, label);
        }
      else
        {
          const TaiLessonExample *example = tai_lesson_course_page_get_block_example (page, b);
          GtkWidget *block = hand_block_new (self, tai_lesson_example_get_hand_file (example),
                                             tai_lesson_example_get_json (example),
                                             tai_lesson_example_get_caption (example));

          gtk_widget_set_name (block, "example");
          gtk_box_append (self->page_box, block);
        }
    }

  n_questions = tai_lesson_course_page_get_n_questions (page);
  if (n_questions > 0)
    {
      GtkWidget *heading = wrapped_label (_("Practice"), "title-3");

      gtk_widget_set_margin_top (heading, 12);
      gtk_box_append (self->page_box, heading);
    }
  for (guint q = 0; q < n_questions; q++)
    gtk_box_append (self->page_box,
                    question_card_new (self, tai_lesson_course_page_get_question (page, q), q + 1));

  /* A new page starts at its top. */
  adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
}

static void
update_outline_marks (TaiLessonPage *self)
{
  guint progress = tai_lesson_page_get_progress (self);
  guint i = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->outline)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *mark;

      if (!GTK_IS_LIST_BOX_ROW (row))
        continue;
      mark = g_object_get_data (G_OBJECT (row), "mark");
      if (mark != NULL)
        gtk_widget_set_visible (mark, i < progress);
      i++;
    }
}

static void
update_state (TaiLessonPage *self)
{
  guint n_pages = tai_lesson_page_get_n_pages (self);
  g_autofree char *position = NULL;
  TaiLessonCourse *course = current_course (self);
  GtkListBoxRow *row;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.previous", self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", self->page + 1 < n_pages);

  if (n_pages > 0)
    position = g_strdup_printf (_("Page %u of %u"), self->page + 1, n_pages);
  gtk_label_set_text (self->position_label, position != NULL ? position : "");

  if (course != NULL)
    {
      const char *id = tai_lesson_course_get_id (course);

      /* Reaching a page counts it and every page before it as done. */
      if (read_progress (self, id) < self->page + 1)
        write_progress (self, id, self->page + 1);
    }
  update_outline_marks (self);

  self->syncing = TRUE;
  row = gtk_list_box_get_row_at_index (self->outline, self->page);
  if (row != NULL)
    gtk_list_box_select_row (self->outline, row);
  self->syncing = FALSE;
}

static void
outline_header_cb (GtkListBoxRow *row, GtkListBoxRow *before, gpointer user_data)
{
  TaiLessonPage *self = user_data;
  TaiLessonCourse *course = current_course (self);
  guint part = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "part"));
  GtkWidget *header;

  if (course == NULL
      || (before != NULL
          && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (before), "part")) == part))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  header = gtk_label_new (part < tai_lesson_course_get_n_parts (course)
                              ? tai_lesson_course_get_part_title (course, part)
                              : _("Practice"));
  gtk_label_set_xalign (GTK_LABEL (header), 0.0);
  gtk_label_set_wrap (GTK_LABEL (header), TRUE);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_add_css_class (header, "dim-label");
  gtk_widget_set_margin_top (header, before != NULL ? 12 : 6);
  gtk_widget_set_margin_bottom (header, 3);
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_end (header, 12);
  gtk_list_box_row_set_header (row, header);
}

static void
build_outline (TaiLessonPage *self)
{
  TaiLessonCourse *course = current_course (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->outline))) != NULL)
    gtk_list_box_remove (self->outline, child);
  if (course == NULL)
    return;

  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *label = gtk_label_new (tai_lesson_course_page_get_title (page));
      GtkWidget *mark = gtk_image_new_from_icon_name ("object-select-symbolic");

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_widget_set_tooltip_text (mark, _("Done"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Done"), -1);
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), mark);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      g_object_set_data (G_OBJECT (row), "part",
                         GUINT_TO_POINTER (tai_lesson_course_page_get_part (page)));
      g_object_set_data (G_OBJECT (row), "mark", mark);
      gtk_list_box_append (self->outline, row);
    }

  /* Endless practice comes after the course, under a heading of its own. */
  {
    GtkWidget *row = gtk_list_box_row_new ();
    GtkWidget *label = gtk_label_new (_("Random Hands"));

    gtk_label_set_xalign (GTK_LABEL (label), 0.0);
    gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
    gtk_widget_set_name (row, "practice-row");
    g_object_set_data (G_OBJECT (row), "part",
                       GUINT_TO_POINTER (tai_lesson_course_get_n_parts (course)));
    g_object_set_data (G_OBJECT (row), "practice", GUINT_TO_POINTER (TRUE));
    gtk_list_box_append (self->outline, row);

    row = gtk_list_box_row_new ();
    label = gtk_label_new (_("Build a Hand"));
    gtk_label_set_xalign (GTK_LABEL (label), 0.0);
    gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
    gtk_widget_set_name (row, "guided-row");
    g_object_set_data (G_OBJECT (row), "part",
                       GUINT_TO_POINTER (tai_lesson_course_get_n_parts (course)));
    g_object_set_data (G_OBJECT (row), "guided", GUINT_TO_POINTER (TRUE));
    gtk_list_box_append (self->outline, row);
  }
  gtk_list_box_invalidate_headers (self->outline);
}

static void
show_page (TaiLessonPage *self, guint index)
{
  guint n_pages = tai_lesson_page_get_n_pages (self);

  if (n_pages > 0 && index >= n_pages)
    index = n_pages - 1;
  self->page = n_pages > 0 ? index : 0;
  self->practising = FALSE;
  self->guiding = FALSE;
  show_content (self);
  build_page (self);
  update_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE_INDEX]);
}

static void
show_course (TaiLessonPage *self, guint course)
{
  TaiLessonCourse *loaded;
  guint progress;

  self->course = course;
  loaded = current_course (self);
  self->n_dealt = 0;

  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->course_dropdown, course);
  self->syncing = FALSE;

  build_outline (self);
  /* Back where the learner left off: the last page reached. */
  progress = loaded != NULL ? read_progress (self, tai_lesson_course_get_id (loaded)) : 0;
  show_page (self, progress > 0 ? progress - 1 : 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COURSE]);
}

/* Practice. */

static const struct
{
  TaiQuestionKind kind;
  const char *label;
} practice_kinds[] = {
  { TAI_QUESTION_TAI, N_("How many tai") },
  { TAI_QUESTION_LINES, N_("Which lines score") },
  { TAI_QUESTION_PAID_TAI, N_("Tai paid after the cap") },
  { TAI_QUESTION_CAN_WIN, N_("Can it win") },
  { TAI_QUESTION_WAITS, N_("Winning tiles") },
  { TAI_QUESTION_SHANTEN, N_("Tiles from ready") },
  { TAI_QUESTION_PAYMENT, N_("Who pays what") },
  { TAI_QUESTION_COLLECT, N_("The winner’s total") },
};

/* Taiwanese tables have no minimum and no cap, so two kinds would always
 * have the same answer there. */
static gboolean
practice_kind_applies (TaiLessonCourse *course, TaiQuestionKind kind)
{
  return tai_lesson_course_get_family (course) != TAI_FAMILY_TAIWAN
         || (kind != TAI_QUESTION_CAN_WIN && kind != TAI_QUESTION_PAID_TAI);
}

static void fill_practice_slot (TaiLessonPage *self);

static void
practice_kind_selected_cb (GtkDropDown *dropdown, GParamSpec *pspec, TaiLessonPage *self)
{
  TaiLessonCourse *course = current_course (self);
  guint selected = gtk_drop_down_get_selected (dropdown);
  guint n = 0;

  if (self->syncing || course == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (practice_kinds); i++)
    if (practice_kind_applies (course, practice_kinds[i].kind) && n++ == selected)
      {
        self->practice_kind = practice_kinds[i].kind;
        fill_practice_slot (self);
        return;
      }
}

static void
new_question_clicked_cb (GtkButton *button, TaiLessonPage *self)
{
  fill_practice_slot (self);
}

/* Deals a new question into the slot. Only the slot changes, so the kind
 * menu and the button that asked for it stay alive. */
static void
fill_practice_slot (TaiLessonPage *self)
{
  TaiLessonCourse *course = current_course (self);
  g_autoptr (GError) error = NULL;

  if (self->practice_slot == NULL || course == NULL)
    return;
  /* The old card refers to the old question: remove it first. */
  clear_box (self->practice_slot);
  g_clear_pointer (&self->practice, tai_lesson_question_free);
  self->practice = tai_lesson_practice_new (tai_lesson_course_get_rules_name (course),
                                            self->practice_kind, self->rand, &error);
  if (self->practice != NULL)
    gtk_box_append (self->practice_slot, question_card_new (self, self->practice, 0));
  else
    gtk_box_append (self->practice_slot, wrapped_label (error->message, "error"));
}

static void
build_practice (TaiLessonPage *self)
{
  TaiLessonCourse *course = current_course (self);
  g_autoptr (GtkStringList) labels = gtk_string_list_new (NULL);
  GtkWidget *title, *row, *dropdown, *button;
  guint selected = 0;

  self->practice_slot = NULL;
  clear_box (self->page_box);
  if (course == NULL)
    {
      show_load_error (self);
      return;
    }
  if (!practice_kind_applies (course, self->practice_kind))
    self->practice_kind = TAI_QUESTION_TAI;

  title = wrapped_label (_("Practice"), "title-1");
  gtk_widget_set_name (title, "page-title");
  gtk_box_append (self->page_box, title);
  gtk_box_append (self->page_box,
                  wrapped_label (_("Questions about random hands, as many as you like. Pick a "
                                    "kind of question; the scorer works out every answer."),
                                 "body"));

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  for (guint i = 0, n = 0; i < G_N_ELEMENTS (practice_kinds); i++)
    if (practice_kind_applies (course, practice_kinds[i].kind))
      {
        if (practice_kinds[i].kind == self->practice_kind)
          selected = n;
        gtk_string_list_append (labels, _ (practice_kinds[i].label));
        n++;
      }
  dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (labels)), NULL);
  gtk_widget_set_name (dropdown, "practice-kind");
  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Kind of question"), -1);
  self->syncing = TRUE;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), selected);
  self->syncing = FALSE;
  g_signal_connect (dropdown, "notify::selected", G_CALLBACK (practice_kind_selected_cb), self);
  gtk_box_append (GTK_BOX (row), dropdown);
  button = gtk_button_new_with_mnemonic (_("_New Question"));
  gtk_widget_set_name (button, "new-question");
  g_signal_connect (button, "clicked", G_CALLBACK (new_question_clicked_cb), self);
  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (self->page_box, row);

  self->practice_slot = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  gtk_box_append (self->page_box, GTK_WIDGET (self->practice_slot));
  fill_practice_slot (self);
}

static void
show_practice (TaiLessonPage *self)
{
  GtkListBoxRow *row;

  self->practising = TRUE;
  self->guiding = FALSE;
  show_content (self);
  build_practice (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.previous", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", FALSE);
  gtk_label_set_text (self->position_label, _("Practice"));
  self->syncing = TRUE;
  row = gtk_list_box_get_row_at_index (self->outline, tai_lesson_page_get_n_pages (self));
  if (row != NULL)
    gtk_list_box_select_row (self->outline, row);
  self->syncing = FALSE;
}

/* Guided Hand. */

static TaiFamily
guided_family (TaiLessonPage *self)
{
  TaiLessonCourse *course = current_course (self);

  return course != NULL ? tai_lesson_course_get_family (course) : TAI_FAMILY_TAIWAN;
}

static void build_guided (TaiLessonPage *self);

/* Rebuilding destroys the button that asked for it, so it waits for idle. */
static gboolean
rebuild_guided_cb (gpointer user_data)
{
  TaiLessonPage *self = user_data;

  self->rebuild_id = 0;
  if (self->guiding)
    build_guided (self);
  return G_SOURCE_REMOVE;
}

static void
queue_rebuild_guided (TaiLessonPage *self)
{
  if (self->rebuild_id == 0)
    self->rebuild_id = g_idle_add (rebuild_guided_cb, self);
}

static void
deal_guided (TaiLessonPage *self)
{
  self->n_dealt = tai_lesson_guided_deal (guided_family (self), self->rand, self->dealt);
  for (guint i = 0; i < G_N_ELEMENTS (self->dealt); i++)
    {
      self->in_pool[i] = i < self->n_dealt;
      self->picked[i] = FALSE;
    }
  if (self->groups == NULL)
    self->groups = g_ptr_array_new_with_free_func ((GDestroyNotify)g_array_unref);
  g_ptr_array_set_size (self->groups, 0);
  g_clear_pointer (&self->guided_message, g_free);
  self->guided_done = FALSE;
}

/* The groups as tile lists in hand notation, NULL-terminated. */
static char **
guided_group_texts (TaiLessonPage *self)
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

static void
pool_tile_clicked_cb (TaiTileView *view, TaiLessonPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (view), "index"));

  self->picked[index] = !self->picked[index];
  tai_tile_view_set_selected (view, self->picked[index]);
}

static void
make_group_clicked_cb (GtkButton *button, TaiLessonPage *self)
{
  GArray *group = g_array_new (FALSE, FALSE, sizeof (guint));
  TaiTile tiles[17];
  guint n = 0;

  for (guint i = 0; i < self->n_dealt; i++)
    if (self->in_pool[i] && self->picked[i])
      {
        g_array_append_val (group, i);
        tiles[n++] = self->dealt[i];
      }
  g_clear_pointer (&self->guided_message, g_free);
  if (tai_lesson_group_kind (tiles, n) == TAI_GROUP_NONE)
    {
      self->guided_message
          = g_strdup (_("Those tiles are not a set or a pair. A set is three in a row of one "
                         "suit, or three alike; a pair is two alike."));
      g_array_unref (group);
    }
  else
    {
      for (guint i = 0; i < group->len; i++)
        {
          guint index = g_array_index (group, guint, i);

          self->in_pool[index] = FALSE;
          self->picked[index] = FALSE;
        }
      g_ptr_array_add (self->groups, group);
    }

  /* With every tile placed, the whole hand is checked. */
  {
    gboolean pool_empty = TRUE;

    for (guint i = 0; i < self->n_dealt; i++)
      if (self->in_pool[i])
        pool_empty = FALSE;
    if (pool_empty)
      {
        g_auto (GStrv) texts = guided_group_texts (self);

        g_clear_pointer (&self->guided_message, g_free);
        self->guided_done
            = tai_lesson_guided_check (guided_family (self), self->dealt, self->n_dealt,
                                       (const char *const *)texts, &self->guided_message);
      }
  }
  queue_rebuild_guided (self);
}

static void
undo_group_clicked_cb (GtkButton *button, TaiLessonPage *self)
{
  guint g = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "group"));
  GArray *group;

  if (g >= self->groups->len)
    return;
  group = self->groups->pdata[g];
  for (guint i = 0; i < group->len; i++)
    self->in_pool[g_array_index (group, guint, i)] = TRUE;
  g_ptr_array_remove_index (self->groups, g);
  g_clear_pointer (&self->guided_message, g_free);
  self->guided_done = FALSE;
  queue_rebuild_guided (self);
}

static void
deal_again_clicked_cb (GtkButton *button, TaiLessonPage *self)
{
  deal_guided (self);
  queue_rebuild_guided (self);
}

static void
show_solution_clicked_cb (GtkButton *button, TaiLessonPage *self)
{
  g_auto (GStrv) solution
      = tai_lesson_guided_solution (guided_family (self), self->dealt, self->n_dealt);
  g_autofree char *joined = NULL;

  g_clear_pointer (&self->guided_message, g_free);
  if (solution != NULL)
    {
      joined = g_strjoinv ("  ", solution);
      self->guided_message = g_strdup_printf (_("One way: %s"), joined);
    }
  queue_rebuild_guided (self);
}

static GtkWidget *
guided_button (const char *mnemonic, const char *name, GCallback callback, TaiLessonPage *self)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);

  gtk_widget_set_name (button, name);
  g_signal_connect (button, "clicked", callback, self);
  return button;
}

static void
build_guided (TaiLessonPage *self)
{
  GtkWidget *title, *pool, *row, *label;
  guint wanted = guided_family (self) == TAI_FAMILY_TAIWAN ? 5 : 4;
  g_autofree char *intro = NULL;
  gboolean pool_empty = TRUE;

  self->practice_slot = NULL;
  clear_box (self->page_box);
  if (current_course (self) == NULL)
    {
      show_load_error (self);
      return;
    }
  if (self->n_dealt == 0 || self->groups == NULL)
    deal_guided (self);

  title = wrapped_label (_("Build a Hand"), "title-1");
  gtk_widget_set_name (title, "page-title");
  gtk_box_append (self->page_box, title);
  intro = g_strdup_printf (_("Sort these tiles into %u sets and a pair. Pick the tiles of one "
                              "group, then press Make Group. Only the shape counts here, not "
                              "the tai."),
                           wanted);
  gtk_box_append (self->page_box, wrapped_label (intro, "body"));

  /* The tiles still to place. */
  pool = gtk_flow_box_new ();
  gtk_widget_set_name (pool, "pool");
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (pool), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (pool), 17);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (pool), 2);
  gtk_accessible_update_property (GTK_ACCESSIBLE (pool), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Tiles to place"), -1);
  for (guint i = 0; i < self->n_dealt; i++)
    {
      GtkWidget *view;

      if (!self->in_pool[i])
        continue;
      pool_empty = FALSE;
      view = tai_tile_view_new_activatable (self->dealt[i]);
      tai_tile_view_set_size (TAI_TILE_VIEW (view), EXAMPLE_TILE_SIZE);
      tai_tile_view_set_selected (TAI_TILE_VIEW (view), self->picked[i]);
      g_object_set_data (G_OBJECT (view), "index", GUINT_TO_POINTER (i));
      g_signal_connect (view, "clicked", G_CALLBACK (pool_tile_clicked_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (pool), view);
      gtk_widget_set_focusable (gtk_widget_get_parent (view), FALSE);
    }
  gtk_box_append (self->page_box, pool);

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  if (!pool_empty)
    gtk_box_append (GTK_BOX (row), guided_button (_("_Make Group"), "make-group",
                                                  G_CALLBACK (make_group_clicked_cb), self));
  gtk_box_append (GTK_BOX (row), guided_button (_("_Show a Way"), "show-solution",
                                                G_CALLBACK (show_solution_clicked_cb), self));
  gtk_box_append (GTK_BOX (row), guided_button (_("_Deal Again"), "deal-again",
                                                G_CALLBACK (deal_again_clicked_cb), self));
  gtk_box_append (self->page_box, row);

  if (self->guided_message != NULL)
    {
      label = wrapped_label (self->guided_message, self->guided_done ? "success" : NULL);
      gtk_widget_set_name (label, "guided-message");
      gtk_box_append (self->page_box, label);
    }

  /* The groups made so far, each with a way to take it apart. */
  for (guint g = 0; g < self->groups->len; g++)
    {
      GArray *group = self->groups->pdata[g];
      GtkWidget *tiles = tile_group ();
      GtkWidget *undo;
      g_autofree char *undo_label = g_strdup_printf (_("Take group %u apart"), g + 1);

      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      gtk_widget_set_name (row, "group");
      for (guint i = 0; i < group->len; i++)
        add_tile (tiles, self->dealt[g_array_index (group, guint, i)], EXAMPLE_TILE_SIZE, FALSE,
                  FALSE);
      gtk_box_append (GTK_BOX (row), tiles);
      undo = gtk_button_new_from_icon_name ("edit-undo-symbolic");
      gtk_widget_set_name (undo, "undo-group");
      gtk_widget_set_valign (undo, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (undo, undo_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (undo), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      undo_label, -1);
      gtk_widget_add_css_class (undo, "flat");
      g_object_set_data (G_OBJECT (undo), "group", GUINT_TO_POINTER (g));
      g_signal_connect (undo, "clicked", G_CALLBACK (undo_group_clicked_cb), self);
      gtk_box_append (GTK_BOX (row), undo);
      gtk_box_append (self->page_box, row);
    }
}

static void
show_guided (TaiLessonPage *self)
{
  GtkListBoxRow *row;

  /* A new course deals for its own family. */
  if (self->guiding == FALSE)
    self->n_dealt = 0;
  self->guiding = TRUE;
  self->practising = TRUE;
  show_content (self);
  build_guided (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.previous", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", FALSE);
  gtk_label_set_text (self->position_label, _("Build a Hand"));
  self->syncing = TRUE;
  row = gtk_list_box_get_row_at_index (self->outline, tai_lesson_page_get_n_pages (self) + 1);
  if (row != NULL)
    gtk_list_box_select_row (self->outline, row);
  self->syncing = FALSE;
}

/* Callbacks and actions. */

static void
course_selected_cb (TaiLessonPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->course_dropdown);

  if (self->syncing || selected == GTK_INVALID_LIST_POSITION || selected == self->course)
    return;
  show_course (self, selected);
}

static void
outline_row_activated_cb (TaiLessonPage *self, GtkListBoxRow *row)
{
  if (g_object_get_data (G_OBJECT (row), "guided") != NULL)
    show_guided (self);
  else if (g_object_get_data (G_OBJECT (row), "practice") != NULL)
    show_practice (self);
  else
    show_page (self, gtk_list_box_row_get_index (row));
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

static void
outline_button_clicked_cb (TaiLessonPage *self)
{
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
previous_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiLessonPage *self = TAI_LESSON_PAGE (widget);

  /* Back from practice returns to the page the learner was reading. */
  if (self->practising)
    show_page (self, self->page);
  else if (self->page > 0)
    show_page (self, self->page - 1);
}

static void
next_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiLessonPage *self = TAI_LESSON_PAGE (widget);

  if (self->page + 1 < tai_lesson_page_get_n_pages (self))
    show_page (self, self->page + 1);
}

static void
guided_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiLessonPage *self = TAI_LESSON_PAGE (widget);

  ensure_loaded (self);
  show_guided (self);
}

static void
practice_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  tai_lesson_page_show_practice (TAI_LESSON_PAGE (widget));
}

static void
course_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  tai_lesson_page_set_course (TAI_LESSON_PAGE (widget), g_variant_get_string (parameter, NULL));
}

/* Loading a course reads and checks every hand in it, which takes a
 * noticeable moment, so the courses are loaded when the page is first
 * shown or asked about, not when the window is built. */
static void
ensure_loaded (TaiLessonPage *self)
{
  const char *const *names = tai_lesson_course_builtin_names ();
  g_autoptr (GtkStringList) titles = NULL;
  g_autofree char *ruleset = NULL;
  guint start = 0;

  if (self->courses != NULL)
    return;

  titles = gtk_string_list_new (NULL);
  self->courses = g_ptr_array_new_with_free_func ((GDestroyNotify)tai_lesson_course_unref);
  self->errors = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      TaiLessonCourse *course = tai_lesson_course_load_builtin (names[i], &error);

      g_ptr_array_add (self->courses, course);
      g_ptr_array_add (self->errors, error != NULL ? g_strdup (error->message) : NULL);
      if (error != NULL)
        g_warning ("Lesson course %s: %s", names[i], error->message);
      gtk_string_list_append (titles,
                              course != NULL ? tai_lesson_course_get_title (course) : names[i]);
    }
  self->syncing = TRUE;
  gtk_drop_down_set_model (self->course_dropdown, G_LIST_MODEL (titles));
  self->syncing = FALSE;

  /* Start with the course of the table the user plays at. */
  if (self->settings != NULL)
    ruleset = g_settings_get_string (self->settings, "ruleset");
  for (guint i = 0; i < self->courses->len; i++)
    {
      TaiLessonCourse *course = self->courses->pdata[i];

      if (course != NULL && ruleset != NULL
          && (strcmp (tai_lesson_course_get_rules_name (course), ruleset) == 0
              || (g_str_has_prefix (ruleset, "taiwan")
                  && tai_lesson_course_get_family (course) == TAI_FAMILY_TAIWAN)))
        start = i;
    }
  show_course (self, start);
}

static void
tai_lesson_page_map (GtkWidget *widget)
{
  ensure_loaded (TAI_LESSON_PAGE (widget));
  GTK_WIDGET_CLASS (tai_lesson_page_parent_class)->map (widget);
}

/* GObject. */

static void
tai_lesson_page_dispose (GObject *object)
{
  TaiLessonPage *self = TAI_LESSON_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_LESSON_PAGE);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->courses, g_ptr_array_unref);
  g_clear_pointer (&self->errors, g_ptr_array_unref);
  g_clear_pointer (&self->practice, tai_lesson_question_free);
  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  g_clear_pointer (&self->guided_message, g_free);
  g_clear_handle_id (&self->rebuild_id, g_source_remove);

  G_OBJECT_CLASS (tai_lesson_page_parent_class)->dispose (object);
}

static void
tai_lesson_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiLessonPage *self = TAI_LESSON_PAGE (object);

  switch (prop_id)
    {
    case PROP_COURSE:
      g_value_set_string (value, tai_lesson_page_get_course (self));
      break;
    case PROP_PAGE_INDEX:
      g_value_set_uint (value, self->page);
      break;
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_lesson_page_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  TaiLessonPage *self = TAI_LESSON_PAGE (object);

  switch (prop_id)
    {
    case PROP_COURSE:
      tai_lesson_page_set_course (self, g_value_get_string (value));
      break;
    case PROP_PAGE_INDEX:
      tai_lesson_page_set_page_index (self, g_value_get_uint (value));
      break;
    case PROP_SETTINGS:
      /* Given by the window; the progress is read from it when the
       * courses are loaded, on first show. */
      if (g_set_object (&self->settings, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_lesson_page_class_init (TaiLessonPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_lesson_page_dispose;
  object_class->get_property = tai_lesson_page_get_property;
  object_class->set_property = tai_lesson_page_set_property;
  widget_class->map = tai_lesson_page_map;

  /**
   * TaiLessonPage:course:
   *
   * The id of the course on show.
   */
  properties[PROP_COURSE]
      = g_param_spec_string ("course", NULL, NULL, NULL,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiLessonPage:page-index:
   *
   * The 0-based index of the lesson page on show.
   */
  properties[PROP_PAGE_INDEX]
      = g_param_spec_uint ("page-index", NULL, NULL, 0, G_MAXUINT, 0,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiLessonPage:settings:
   *
   * The application's settings, where the progress through each course
   * is kept and the table's ruleset picks the first course; NULL keeps
   * nothing.
   */
  properties[PROP_SETTINGS]
      = g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiLessonPage::try-hand:
   * @json: a hand file
   *
   * The learner wants to try an example hand in the calculator.
   */
  signals[SIGNAL_TRY_HAND] = g_signal_new ("try-hand", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/lessons/tai-lesson-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, sidebar);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, content);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, course_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, outline);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, page_box);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, position_label);
  gtk_widget_class_bind_template_callback (widget_class, course_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, outline_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, outline_button_clicked_cb);

  gtk_widget_class_install_action (widget_class, "lesson.previous", NULL, previous_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.next", NULL, next_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.course", "s", course_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.practice", NULL, practice_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.guided", NULL, guided_activated_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_ALT_MASK, "lesson.next",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_ALT_MASK,
                                       "lesson.previous", NULL);

  gtk_widget_class_set_css_name (widget_class, "lessonpage");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tai_lesson_page_init (TaiLessonPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->outline, outline_header_cb, self, NULL);
  self->rand = g_rand_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.previous", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", FALSE);
}

GtkWidget *
tai_lesson_page_new (void)
{
  return g_object_new (TAI_TYPE_LESSON_PAGE, NULL);
}

const char *
tai_lesson_page_get_course (TaiLessonPage *self)
{
  TaiLessonCourse *course;

  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), NULL);

  ensure_loaded (self);

  course = current_course (self);
  if (course != NULL)
    return tai_lesson_course_get_id (course);
  return tai_lesson_course_builtin_names ()[self->course];
}

void
tai_lesson_page_set_course (TaiLessonPage *self, const char *course_id)
{
  const char *const *names = tai_lesson_course_builtin_names ();

  g_return_if_fail (TAI_IS_LESSON_PAGE (self));

  ensure_loaded (self);

  for (guint i = 0; names[i] != NULL; i++)
    if (g_strcmp0 (names[i], course_id) == 0)
      {
        if (i != self->course)
          show_course (self, i);
        return;
      }
}

guint
tai_lesson_page_get_page_index (TaiLessonPage *self)
{
  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), 0);

  ensure_loaded (self);

  return self->page;
}

void
tai_lesson_page_set_page_index (TaiLessonPage *self, guint index)
{
  g_return_if_fail (TAI_IS_LESSON_PAGE (self));

  ensure_loaded (self);

  if (index != self->page && index < tai_lesson_page_get_n_pages (self))
    show_page (self, index);
}

guint
tai_lesson_page_get_n_pages (TaiLessonPage *self)
{
  TaiLessonCourse *course;

  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), 0);

  ensure_loaded (self);

  course = current_course (self);
  return course != NULL ? tai_lesson_course_get_n_pages (course) : 0;
}

void
tai_lesson_page_show_practice (TaiLessonPage *self)
{
  g_return_if_fail (TAI_IS_LESSON_PAGE (self));

  ensure_loaded (self);
  show_practice (self);
}

gboolean
tai_lesson_page_get_practising (TaiLessonPage *self)
{
  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), FALSE);

  return self->practising;
}
