/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-summary.c: the summary at the end of a course. The counts
 * and the lines missed come from the learner's progress
 * (tai_lesson_progress_course_score(), tai_lesson_progress_missed_lines());
 * this only lays them out. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-lesson-summary.h"

/* Enough to say where to look again, not a second outline. */
#define MAX_LINES 5

struct _TaiLessonSummary
{
  GtkWidget parent_instance;

  GtkLabel *heading;
  GtkLabel *score_label;
  GtkLabel *missed_label;
  GtkListBox *missed_list;
};

G_DEFINE_FINAL_TYPE (TaiLessonSummary, tai_lesson_summary, GTK_TYPE_WIDGET)

static gboolean
answered_any (const TaiLessonCourse *course, const TaiLessonProgress *progress)
{
  const char *course_id = tai_lesson_course_get_id (course);

  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

      for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
        {
          TaiLessonAttempt attempt;

          tai_lesson_progress_get_attempt (
              progress, course_id,
              tai_lesson_question_get_id (tai_lesson_course_page_get_question (page, q)),
              &attempt);
          if (attempt.answered)
            return TRUE;
        }
    }
  return FALSE;
}

void
tai_lesson_summary_update (TaiLessonSummary *self, const TaiLessonCourse *course,
                           const TaiLessonProgress *progress)
{
  g_autoptr (GArray) lines = NULL;
  g_autofree char *score = NULL;
  guint right = 0, total = 0;

  g_return_if_fail (TAI_IS_LESSON_SUMMARY (self));

  tai_lesson_progress_course_score (progress, course, &right, &total);
  score = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "You answered %u of %u question right at the first try.",
                                        "You answered %u of %u questions right at the first try.",
                                        total),
                           right, total);
  gtk_label_set_text (self->score_label, score);

  gtk_list_box_remove_all (self->missed_list);
  lines = tai_lesson_progress_missed_lines (progress, course);
  /* Before any answer, "no line was missed" would praise a learner who
   * has not tried yet. */
  gtk_label_set_text (self->missed_label,
                      lines->len > 0 ? _("Lines most often missed")
                      : answered_any (course, progress)
                          ? _("No line was missed at the first try.")
                          : _("Answer the questions on the pages, and the lines you miss at the "
                              "first try are listed here."));
  gtk_widget_set_visible (GTK_WIDGET (self->missed_list), lines->len > 0);
  for (guint i = 0; i < lines->len && i < MAX_LINES; i++)
    {
      const TaiLessonMissedLine *missed = &g_array_index (lines, TaiLessonMissedLine, i);
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, missed->page);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *subtitle = NULL;

      /* TRANSLATORS: under a line's name in the course summary: how often it
       * was missed, and the page the row opens. */
      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Missed %u time. Go to “%s”",
                                               "Missed %u times. Go to “%s”", missed->count),
                                  missed->count, tai_lesson_course_page_get_title (page));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tai_line_get_name (missed->line));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "lesson.go-to-page");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "u", missed->page);
      gtk_widget_set_name (row, "summary-line");
      gtk_list_box_append (self->missed_list, row);
    }
}

static void
tai_lesson_summary_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_LESSON_SUMMARY);
  /* The template's unnamed box too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tai_lesson_summary_parent_class)->dispose (object);
}

static void
tai_lesson_summary_class_init (TaiLessonSummaryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_lesson_summary_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/lessons/tai-lesson-summary.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiLessonSummary, heading);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonSummary, score_label);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonSummary, missed_label);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonSummary, missed_list);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tai_lesson_summary_init (TaiLessonSummary *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_name (GTK_WIDGET (self), "course-summary");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Course Summary"), -1);
}

GtkWidget *
tai_lesson_summary_new (void)
{
  return g_object_new (TAI_TYPE_LESSON_SUMMARY, NULL);
}
