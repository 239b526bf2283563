/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-page.c: the Lessons page. The course text, hands and questions
 * come from the core (tai-lesson.h); the question cards
 * (tai-question-card.c) ask the core to check answers, Build a Hand is
 * tai-guided-hand.c, and this widget lays out the pages and keeps the
 * learner's progress (tai-lesson-progress.h) in its file. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tai-guided-hand.h"
#include "tai-house-rules.h"
#include "tai-lesson-hand.h"
#include "tai-lesson-page.h"
#include "tai-lesson-review.h"
#include "tai-lesson.h"
#include "tai-practice-questions.h"
#include "tai-question-card.h"

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

  GtkLabel *score_label;

  TaiHouseRules *house_rules;
  TaiMatchStore *matches;
  char *progress_file;
  TaiLessonProgress *progress;
  GPtrArray *courses; /* TaiLessonCourse *, in built-in order; NULL where one failed */
  GPtrArray *errors;  /* char *, the load error of each course or NULL */
  guint course;
  guint page;
  gboolean syncing; /* set while the widgets follow the model, to ignore their signals */

  /* The entries after the course: endless practice, the review of missed
   * questions, Build a Hand. */
  enum
  {
    SHOWING_PAGE,
    SHOWING_PRACTICE,
    SHOWING_REVIEW,
    SHOWING_GUIDED,
  } showing;
  TaiQuestionKind practice_kind;
  GtkLabel *page_score;  /* the page's score under its Practice heading, or NULL */
  GtkWidget *guided;     /* TaiGuidedHand, kept while its course is on show */
};

G_DEFINE_FINAL_TYPE (TaiLessonPage, tai_lesson_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_COURSE,
  PROP_PAGE_INDEX,
  PROP_HOUSE_RULES,
  PROP_PROGRESS_FILE,
  PROP_MATCHES,
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

static TaiLessonCourse *
current_course (TaiLessonPage *self)
{
  if (self->courses == NULL || self->course >= self->courses->len)
    return NULL;
  return self->courses->pdata[self->course];
}

/* Progress. */

static const char *
course_id (TaiLessonPage *self)
{
  TaiLessonCourse *course = current_course (self);

  return course != NULL ? tai_lesson_course_get_id (course) : NULL;
}

static char *
progress_path (TaiLessonPage *self)
{
  if (self->progress_file != NULL)
    return g_strdup (self->progress_file);
  return g_build_filename (g_get_user_data_dir (), "tai-counter", "lessons.json", NULL);
}

/* Read when the courses load. A file that cannot be read is left alone
 * (nothing is saved over it) and the lessons start afresh. */
static void
load_progress (TaiLessonPage *self)
{
  g_autofree char *path = progress_path (self);
  g_autoptr (GError) error = NULL;

  g_clear_pointer (&self->progress, tai_lesson_progress_free);
  self->progress = tai_lesson_progress_load (path, &error);
  if (self->progress == NULL)
    {
      g_warning ("Lesson progress %s: %s", path, error->message);
      self->progress = tai_lesson_progress_new ();
      g_free (self->progress_file);
      self->progress_file = g_strdup ("");
    }
}

static void
save_progress (TaiLessonPage *self)
{
  g_autofree char *path = progress_path (self);
  g_autoptr (GError) error = NULL;

  if (*path == '\0')
    return;
  if (!tai_lesson_progress_save (self->progress, path, &error))
    g_warning ("Could not save the lesson progress: %s", error->message);
}

guint
tai_lesson_page_get_progress (TaiLessonPage *self)
{
  TaiLessonCourse *course;
  guint done = 0;

  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), 0);

  ensure_loaded (self);

  course = current_course (self);
  if (course == NULL)
    return 0;
  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    if (tai_lesson_progress_page_done (self->progress, course,
                                       tai_lesson_course_get_page (course, p)))
      done++;
  return done;
}

gboolean
tai_lesson_page_get_page_done (TaiLessonPage *self, guint index)
{
  TaiLessonCourse *course;

  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), FALSE);

  ensure_loaded (self);

  course = current_course (self);
  return course != NULL && index < tai_lesson_course_get_n_pages (course)
         && tai_lesson_progress_page_done (self->progress, course,
                                           tai_lesson_course_get_page (course, index));
}

static void update_outline_marks (TaiLessonPage *self);
static void select_outline_row (TaiLessonPage *self);

/* An answer is kept at once, so that a crash loses nothing. */
static void
record_answer (TaiLessonPage *self, const TaiLessonQuestion *question, gboolean right,
               const char *answer)
{
  if (course_id (self) == NULL)
    return;
  tai_lesson_progress_record (self->progress, course_id (self),
                              tai_lesson_question_get_id (question), right, answer);
  save_progress (self);
  update_outline_marks (self);
}

static void
card_answered_cb (TaiQuestionCard *card, gboolean right, const char *answer, TaiLessonPage *self)
{
  record_answer (self, tai_question_card_get_question (card), right, answer);
}

static void
review_answered_cb (TaiLessonReview *review, gpointer question, gboolean right,
                    const char *answer, TaiLessonPage *self)
{
  record_answer (self, question, right, answer);
}

static GtkWidget *
card_new (TaiLessonPage *self, const TaiLessonQuestion *question, guint number)
{
  GtkWidget *card = tai_question_card_new (question, number);
  const char *answer = NULL;

  if (course_id (self) != NULL
      && tai_lesson_progress_get_answer (self->progress, course_id (self),
                                         tai_lesson_question_get_id (question), &answer)
             != TAI_ANSWER_NONE)
    tai_question_card_show_answer (TAI_QUESTION_CARD (card), answer);
  g_signal_connect (card, "answered", G_CALLBACK (card_answered_cb), self);
  return card;
}

/* Text. */

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

  self->page_score = NULL;
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
          gtk_box_append (self->page_box,
                          tai_lesson_example_block_new (page, tai_lesson_course_page_get_block_example (page, b)));
        }
    }

  n_questions = tai_lesson_course_page_get_n_questions (page);
  if (n_questions > 0)
    {
      GtkWidget *heading = wrapped_label (_("Practice"), "title-3");
      GtkWidget *score = wrapped_label (NULL, "dim-label");

      gtk_widget_set_margin_top (heading, 12);
      gtk_box_append (self->page_box, heading);
      gtk_widget_set_name (score, "page-score");
      gtk_box_append (self->page_box, score);
      self->page_score = GTK_LABEL (score);
    }
  for (guint q = 0; q < n_questions; q++)
    gtk_box_append (self->page_box,
                    card_new (self, tai_lesson_course_page_get_question (page, q), q + 1));

  /* A new page starts at its top. */
  adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
}

static void
update_outline_marks (TaiLessonPage *self)
{
  TaiLessonCourse *course = current_course (self);
  guint right = 0, total = 0;
  g_autofree char *text = NULL;
  guint i = 0;

  if (course == NULL)
    return;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->outline)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *mark;

      if (!GTK_IS_LIST_BOX_ROW (row))
        continue;
      mark = g_object_get_data (G_OBJECT (row), "mark");
      if (mark != NULL)
        gtk_widget_set_visible (mark, tai_lesson_page_get_page_done (self, i));
      i++;
    }

  /* The scores: this page's and the course's questions answered right. */
  tai_lesson_progress_course_score (self->progress, course, &right, &total);
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u question answered right",
                                       "%u of %u questions answered right", total),
                          right, total);
  gtk_label_set_text (self->score_label, text);
  if (self->page_score != NULL && self->showing == SHOWING_PAGE)
    {
      g_autofree char *page_text = NULL;

      tai_lesson_progress_page_score (self->progress, course,
                                      tai_lesson_course_get_page (course, self->page), &right,
                                      &total);
      page_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "On this page: %u of %u question answered right",
                                                "On this page: %u of %u questions answered right",
                                                total),
                                   right, total);
      gtk_label_set_text (self->page_score, page_text);
    }
}

static void
update_state (TaiLessonPage *self)
{
  guint n_pages = tai_lesson_page_get_n_pages (self);
  g_autofree char *position = NULL;
  TaiLessonCourse *course = current_course (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.previous", self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", self->page + 1 < n_pages);

  if (n_pages > 0)
    position = g_strdup_printf (_("Page %u of %u"), self->page + 1, n_pages);
  gtk_label_set_text (self->position_label, position != NULL ? position : "");

  if (course != NULL)
    {
      const char *id = tai_lesson_course_get_id (course);
      const char *page_id
          = tai_lesson_course_page_get_id (tai_lesson_course_get_page (course, self->page));

      /* Reading a page is kept, but only a page without questions counts
       * as done for it; the course reopens here. */
      if (!tai_lesson_progress_get_read (self->progress, id, page_id)
          || g_strcmp0 (tai_lesson_progress_get_current (self->progress, id), page_id) != 0)
        {
          tai_lesson_progress_set_read (self->progress, id, page_id);
          tai_lesson_progress_set_current (self->progress, id, page_id);
          save_progress (self);
        }
    }
  update_outline_marks (self);
  select_outline_row (self);
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

static const struct
{
  guint showing;
  const char *label;
  const char *name;
} extra_entries[] = {
  { SHOWING_PRACTICE, N_ ("Random Hands"), "practice-row" },
  { SHOWING_REVIEW, N_ ("Review Missed Questions"), "review-row" },
  { SHOWING_GUIDED, N_ ("Build a Hand"), "guided-row" },
};

/* Selects the outline row of what is on show. */
static void
select_outline_row (TaiLessonPage *self)
{
  guint index = self->page;
  GtkListBoxRow *row;

  for (guint e = 0; e < G_N_ELEMENTS (extra_entries); e++)
    if (extra_entries[e].showing == self->showing)
      index = tai_lesson_page_get_n_pages (self) + e;
  self->syncing = TRUE;
  row = gtk_list_box_get_row_at_index (self->outline, index);
  if (row != NULL)
    gtk_list_box_select_row (self->outline, row);
  self->syncing = FALSE;
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

  /* The entries after the course, under a heading of their own, in the
   * order of the "showing" values. */
  for (guint e = 0; e < G_N_ELEMENTS (extra_entries); e++)
    {
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *label = gtk_label_new (_ (extra_entries[e].label));

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      gtk_widget_set_name (row, extra_entries[e].name);
      g_object_set_data (G_OBJECT (row), "part",
                         GUINT_TO_POINTER (tai_lesson_course_get_n_parts (course)));
      g_object_set_data (G_OBJECT (row), "entry", GUINT_TO_POINTER (extra_entries[e].showing));
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
  self->showing = SHOWING_PAGE;
  show_content (self);
  build_page (self);
  update_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE_INDEX]);
}

static void
show_course (TaiLessonPage *self, guint course)
{
  TaiLessonCourse *loaded;
  const char *current = NULL;
  guint index = 0;

  self->course = course;
  loaded = current_course (self);
  /* Build a Hand deals for the family of the course on show. */
  g_clear_object (&self->guided);

  self->syncing = TRUE;
  gtk_drop_down_set_selected (self->course_dropdown, course);
  self->syncing = FALSE;

  build_outline (self);
  /* Back where the learner left off. */
  if (loaded != NULL)
    current = tai_lesson_progress_get_current (self->progress, tai_lesson_course_get_id (loaded));
  if (current == NULL || tai_lesson_course_find_page (loaded, current, &index) == NULL)
    index = 0;
  show_page (self, index);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COURSE]);
}

static void
practice_kind_cb (TaiPracticeQuestions *practice, GParamSpec *pspec, TaiLessonPage *self)
{
  self->practice_kind = tai_practice_questions_get_kind (practice);
}

/* One of the entries after the course's pages. */
static void
show_extra (TaiLessonPage *self, guint showing)
{
  TaiLessonCourse *course = current_course (self);
  const char *position = NULL;

  self->showing = showing;
  show_content (self);
  self->page_score = NULL;
  clear_box (self->page_box);
  if (course == NULL)
    show_load_error (self);
  else
    switch (showing)
      {
      case SHOWING_PRACTICE:
        {
          GtkWidget *practice = tai_practice_questions_new (course, self->matches);

          /* The kind chosen last time comes back. */
          tai_practice_questions_set_kind (TAI_PRACTICE_QUESTIONS (practice), self->practice_kind);
          g_signal_connect (practice, "notify::kind", G_CALLBACK (practice_kind_cb), self);
          gtk_box_append (self->page_box, practice);
        }
        position = _("Practice");
        break;
      case SHOWING_REVIEW:
        {
          GtkWidget *review = tai_lesson_review_new (course, self->progress);

          g_signal_connect (review, "answered", G_CALLBACK (review_answered_cb), self);
          gtk_box_append (self->page_box, review);
        }
        position = _("Review");
        break;
      case SHOWING_GUIDED:
      default:
        /* Kept while the course is on show, so that a half-built hand
         * survives a look at a page. */
        if (self->guided == NULL)
          self->guided
              = g_object_ref_sink (tai_guided_hand_new (tai_lesson_course_get_family (course)));
        gtk_box_append (self->page_box, self->guided);
        position = _("Build a Hand");
        break;
      }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.previous", TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lesson.next", FALSE);
  gtk_label_set_text (self->position_label, position != NULL ? position : "");
  select_outline_row (self);
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
  gpointer entry = g_object_get_data (G_OBJECT (row), "entry");

  if (entry != NULL)
    show_extra (self, GPOINTER_TO_UINT (entry));
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
  if (self->showing != SHOWING_PAGE)
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
  show_extra (self, SHOWING_GUIDED);
}

static void
review_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiLessonPage *self = TAI_LESSON_PAGE (widget);

  ensure_loaded (self);
  show_extra (self, SHOWING_REVIEW);
}

/* lesson.try-hand: the window's one way of putting a hand into the
 * calculator, where it is one undoable step. */
static void
try_hand_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  const char *json = g_variant_get_string (parameter, NULL);

  g_signal_emit (widget, signals[SIGNAL_TRY_HAND], 0, json);
  gtk_widget_activate_action (widget, "win.open-hand", "s", json);
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

  load_progress (self);

  /* Start with the course of the table the user plays at. */
  if (self->house_rules != NULL)
    ruleset = g_strdup (tai_house_rules_get_ruleset (self->house_rules));
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

/* The window prepares a hidden page once its first frame is painted. */
static void
prepare_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ensure_loaded (TAI_LESSON_PAGE (widget));
}

/* GObject. */

static void
tai_lesson_page_dispose (GObject *object)
{
  TaiLessonPage *self = TAI_LESSON_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_LESSON_PAGE);
  g_clear_object (&self->house_rules);
  g_clear_object (&self->matches);
  g_clear_object (&self->guided);
  g_clear_pointer (&self->progress_file, g_free);
  g_clear_pointer (&self->progress, tai_lesson_progress_free);
  g_clear_pointer (&self->courses, g_ptr_array_unref);
  g_clear_pointer (&self->errors, g_ptr_array_unref);

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
    case PROP_HOUSE_RULES:
      g_value_set_object (value, self->house_rules);
      break;
    case PROP_PROGRESS_FILE:
      g_value_set_string (value, self->progress_file);
      break;
    case PROP_MATCHES:
      g_value_set_object (value, self->matches);
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
    case PROP_HOUSE_RULES:
      /* Given by the window; read when the courses load, on first show. */
      if (g_set_object (&self->house_rules, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_MATCHES:
      /* Practice reads it when it asks about the learner's own hands. */
      if (g_set_object (&self->matches, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_PROGRESS_FILE:
      /* Read when the courses load: set it before the page is shown. */
      if (g_strcmp0 (self->progress_file, g_value_get_string (value)) != 0)
        {
          g_free (self->progress_file);
          self->progress_file = g_value_dup_string (value);
          if (self->courses != NULL)
            {
              load_progress (self);
              show_course (self, self->course);
            }
          g_object_notify_by_pspec (object, pspec);
        }
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
  gtk_widget_class_install_action (widget_class, "page.prepare", NULL, prepare_action_cb);

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
   * TaiLessonPage:house-rules:
   *
   * The table's house rules, whose ruleset picks the course shown first;
   * NULL starts with the first course.
   */
  properties[PROP_HOUSE_RULES]
      = g_param_spec_object ("house-rules", NULL, NULL, TAI_TYPE_HOUSE_RULES,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiLessonPage:progress-file:
   *
   * The file keeping the learner's answers and pages, or NULL for
   * lessons.json in the user's data folder (tai-counter/).
   */
  properties[PROP_PROGRESS_FILE]
      = g_param_spec_string ("progress-file", NULL, NULL, NULL,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiLessonPage:matches:
   *
   * The store of the learner's matches, for "Practise with my hands";
   * NULL offers random hands only.
   */
  properties[PROP_MATCHES]
      = g_param_spec_object ("matches", NULL, NULL, TAI_TYPE_MATCH_STORE,
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
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, score_label);
  gtk_widget_class_bind_template_callback (widget_class, course_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, outline_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, outline_button_clicked_cb);

  gtk_widget_class_install_action (widget_class, "lesson.previous", NULL, previous_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.next", NULL, next_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.course", "s", course_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.practice", NULL, practice_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.guided", NULL, guided_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.review", NULL, review_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.try-hand", "s", try_hand_activated_cb);
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
  show_extra (self, SHOWING_PRACTICE);
}

gboolean
tai_lesson_page_get_practising (TaiLessonPage *self)
{
  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), FALSE);

  return self->showing != SHOWING_PAGE;
}
