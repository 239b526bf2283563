/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-review.c: the missed questions of a course, from the
 * learner's progress (tai-lesson-progress.h), each as a question card
 * showing the answer that was wrong. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-lesson-hand.h"
#include "tai-lesson-review.h"
#include "tai-question-card.h"

struct _TaiLessonReview
{
  GtkWidget parent_instance;

  GtkLabel *intro_label;
  GtkBox *questions_box;

  TaiLessonCourse *course;
};

G_DEFINE_FINAL_TYPE (TaiLessonReview, tai_lesson_review, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_ANSWERED,
  SIGNAL_REVEALED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
card_answered_cb (TaiQuestionCard *card, gboolean right, const char *answer,
                  TaiLessonReview *self)
{
  g_signal_emit (self, signals[SIGNAL_ANSWERED], 0,
                 (gpointer)tai_question_card_get_question (card), right, answer);
}

static void
card_revealed_cb (TaiQuestionCard *card, TaiLessonReview *self)
{
  g_signal_emit (self, signals[SIGNAL_REVEALED], 0,
                 (gpointer)tai_question_card_get_question (card));
}

static GtkWidget *
heading_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

static void
build (TaiLessonReview *self, const TaiLessonProgress *progress)
{
  const char *course_id = tai_lesson_course_get_id (self->course);
  g_autoptr (GPtrArray) missed = tai_lesson_progress_missed (progress, self->course);

  if (missed->len == 0)
    {
      gtk_label_set_text (self->intro_label, _("Nothing to review: every question you have "
                                               "answered was solved."));
      return;
    }
  gtk_label_set_text (self->intro_label, _("These questions are not solved yet. Try them "
                                           "again; a right answer here counts for their page."));
  for (guint p = 0; p < tai_lesson_course_get_n_pages (self->course); p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (self->course, p);

      for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
        {
          const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);
          const TaiLessonExample *example = tai_lesson_question_get_example (question);
          const char *answer = NULL;
          TaiLessonAttempt attempt;
          GtkWidget *card;

          if (!g_ptr_array_find (missed, question, NULL))
            continue;
          gtk_box_append (self->questions_box,
                          heading_new (tai_lesson_course_page_get_title (page)));
          if (example != NULL)
            gtk_box_append (self->questions_box, tai_lesson_example_block_new (page, example));
          card = tai_question_card_new (question, 0);
          tai_lesson_progress_get_attempt (progress, course_id,
                                           tai_lesson_question_get_id (question), &attempt);
          tai_question_card_set_attempt (TAI_QUESTION_CARD (card), &attempt);
          tai_lesson_progress_get_answer (progress, course_id, tai_lesson_question_get_id (question),
                                          &answer);
          /* A wrong answer comes back with its hint; a right one given
           * after the solution was shown does not: this is a fresh try. */
          if (answer != NULL
              && tai_lesson_progress_get_answer (progress, course_id,
                                                 tai_lesson_question_get_id (question), NULL)
                     == TAI_ANSWER_WRONG)
            tai_question_card_show_answer (TAI_QUESTION_CARD (card), answer);
          g_signal_connect (card, "answered", G_CALLBACK (card_answered_cb), self);
          g_signal_connect (card, "revealed", G_CALLBACK (card_revealed_cb), self);
          gtk_box_append (self->questions_box, card);
        }
    }
}

static void
tai_lesson_review_dispose (GObject *object)
{
  TaiLessonReview *self = TAI_LESSON_REVIEW (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_LESSON_REVIEW);
  /* The template's unnamed children too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->course, tai_lesson_course_unref);
  G_OBJECT_CLASS (tai_lesson_review_parent_class)->dispose (object);
}

static void
tai_lesson_review_class_init (TaiLessonReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_lesson_review_dispose;

  /**
   * TaiLessonReview::answered:
   * @question: the TaiLessonQuestion answered
   * @right: whether the answer is right
   * @answer: the answer as text
   *
   * A missed question was answered again.
   */
  signals[SIGNAL_ANSWERED] = g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_POINTER,
                                           G_TYPE_BOOLEAN, G_TYPE_STRING);
  /**
   * TaiLessonReview::revealed:
   * @question: the TaiLessonQuestion whose solution was asked for
   */
  signals[SIGNAL_REVEALED] = g_signal_new ("revealed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                           G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/lessons/tai-lesson-review.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiLessonReview, intro_label);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonReview, questions_box);
  gtk_widget_class_set_css_name (widget_class, "lessonreview");
}

static void
tai_lesson_review_init (TaiLessonReview *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tai_lesson_review_new (TaiLessonCourse *course, const TaiLessonProgress *progress)
{
  TaiLessonReview *self;

  g_return_val_if_fail (course != NULL && progress != NULL, NULL);

  self = g_object_new (TAI_TYPE_LESSON_REVIEW, NULL);
  self->course = tai_lesson_course_ref (course);
  build (self, progress);
  return GTK_WIDGET (self);
}
