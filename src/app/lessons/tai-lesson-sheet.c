/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-sheet.c: one page of a course. The text and figures come
 * from the core; hands are drawn by tai-lesson-hand.c; each question is a
 * TaiQuestionCard, which asks the core to check answers. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-lesson-hand.h"
#include "tai-lesson-sheet.h"
#include "tai-question-card.h"

struct _TaiLessonSheet
{
  GtkWidget parent_instance;

  GtkBox *box;
  GtkLabel *score; /* under the Practice heading, or NULL without questions */

  TaiLessonCourse *course;
  guint page;
};

G_DEFINE_FINAL_TYPE (TaiLessonSheet, tai_lesson_sheet, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_ANSWERED,
  SIGNAL_REVEALED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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
card_answered_cb (TaiQuestionCard *card, gboolean right, const char *answer, TaiLessonSheet *self)
{
  g_signal_emit (self, signals[SIGNAL_ANSWERED], 0,
                 (gpointer)tai_question_card_get_question (card), right, answer);
}

static void
card_revealed_cb (TaiQuestionCard *card, TaiLessonSheet *self)
{
  g_signal_emit (self, signals[SIGNAL_REVEALED], 0,
                 (gpointer)tai_question_card_get_question (card));
}

static GtkWidget *
card_new (TaiLessonSheet *self, const TaiLessonQuestion *question, guint number,
          const TaiLessonProgress *progress)
{
  GtkWidget *card = tai_question_card_new (question, number);
  const char *course_id = tai_lesson_course_get_id (self->course);
  const char *id = tai_lesson_question_get_id (question);
  const char *answer = NULL;
  TaiLessonAttempt attempt;

  tai_lesson_progress_get_attempt (progress, course_id, id, &attempt);
  tai_question_card_set_attempt (TAI_QUESTION_CARD (card), &attempt);
  if (tai_lesson_progress_get_answer (progress, course_id, id, &answer) != TAI_ANSWER_NONE)
    tai_question_card_show_answer (TAI_QUESTION_CARD (card), answer);
  g_signal_connect (card, "answered", G_CALLBACK (card_answered_cb), self);
  g_signal_connect (card, "revealed", G_CALLBACK (card_revealed_cb), self);
  return card;
}

static void
build (TaiLessonSheet *self, const TaiLessonProgress *progress)
{
  const TaiLessonCoursePage *page = tai_lesson_course_get_page (self->course, self->page);
  guint n_questions = tai_lesson_course_page_get_n_questions (page);
  GtkWidget *title;

  gtk_box_append (self->box,
                  wrapped_label (tai_lesson_course_get_part_title (
                                     self->course, tai_lesson_course_page_get_part (page)),
                                 "dim-label"));
  title = wrapped_label (tai_lesson_course_page_get_title (page), "title-1");
  gtk_widget_set_name (title, "page-title");
  gtk_accessible_update_property (GTK_ACCESSIBLE (title), GTK_ACCESSIBLE_PROPERTY_LEVEL, 1, -1);
  gtk_box_append (self->box, title);

  for (guint b = 0; b < tai_lesson_course_page_get_n_blocks (page); b++)
    {
      if (tai_lesson_course_page_get_block_kind (page, b) == TAI_LESSON_BLOCK_PARAGRAPH)
        {
          GtkWidget *label
              = wrapped_label (tai_lesson_course_page_get_block_text (page, b), "body");

          gtk_widget_set_name (label, "paragraph");
          gtk_box_append (self->box, label);
        }
      else
        gtk_box_append (self->box, tai_lesson_example_block_new (
                                       page, tai_lesson_course_page_get_block_example (page, b)));
    }

  if (n_questions > 0)
    {
      GtkWidget *heading = wrapped_label (_("Practice"), "title-3");
      GtkWidget *score = wrapped_label (NULL, "dim-label");

      gtk_widget_set_margin_top (heading, 12);
      gtk_box_append (self->box, heading);
      gtk_widget_set_name (score, "page-score");
      gtk_box_append (self->box, score);
      self->score = GTK_LABEL (score);
    }
  for (guint q = 0; q < n_questions; q++)
    gtk_box_append (self->box, card_new (self, tai_lesson_course_page_get_question (page, q),
                                         q + 1, progress));
  tai_lesson_sheet_update_score (self, progress);
}

void
tai_lesson_sheet_update_score (TaiLessonSheet *self, const TaiLessonProgress *progress)
{
  g_autofree char *text = NULL;
  guint right = 0, total = 0;

  g_return_if_fail (TAI_IS_LESSON_SHEET (self));

  if (self->score == NULL)
    return;
  tai_lesson_progress_page_score (progress, self->course,
                                  tai_lesson_course_get_page (self->course, self->page), &right,
                                  &total);
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "On this page: %u of %u question right at the first try",
                                       "On this page: %u of %u questions right at the first try",
                                       total),
                          right, total);
  gtk_label_set_text (self->score, text);
}

static void
tai_lesson_sheet_dispose (GObject *object)
{
  TaiLessonSheet *self = TAI_LESSON_SHEET (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_LESSON_SHEET);
  self->score = NULL;
  g_clear_pointer (&self->course, tai_lesson_course_unref);
  G_OBJECT_CLASS (tai_lesson_sheet_parent_class)->dispose (object);
}

static void
tai_lesson_sheet_class_init (TaiLessonSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_lesson_sheet_dispose;

  /**
   * TaiLessonSheet::answered:
   * @question: the TaiLessonQuestion answered
   * @right: whether the answer is right
   * @answer: the answer as text
   */
  signals[SIGNAL_ANSWERED]
      = g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 3, G_TYPE_POINTER, G_TYPE_BOOLEAN, G_TYPE_STRING);
  /**
   * TaiLessonSheet::revealed:
   * @question: the TaiLessonQuestion whose solution was asked for
   */
  signals[SIGNAL_REVEALED] = g_signal_new ("revealed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                           G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/lessons/tai-lesson-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiLessonSheet, box);
}

static void
tai_lesson_sheet_init (TaiLessonSheet *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tai_lesson_sheet_new (TaiLessonCourse *course, guint page, const TaiLessonProgress *progress)
{
  TaiLessonSheet *self;

  g_return_val_if_fail (course != NULL, NULL);
  g_return_val_if_fail (page < tai_lesson_course_get_n_pages (course), NULL);
  g_return_val_if_fail (progress != NULL, NULL);

  self = g_object_new (TAI_TYPE_LESSON_SHEET, NULL);
  self->course = tai_lesson_course_ref (course);
  self->page = page;
  build (self, progress);
  return GTK_WIDGET (self);
}
