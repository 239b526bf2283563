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
#include "tai-lesson-outline.h"
#include "tai-lesson-page.h"
#include "tai-lesson-progress-saver.h"
#include "tai-lesson-review.h"
#include "tai-lesson-sheet.h"
#include "tai-lesson-summary.h"
#include "tai-lesson.h"
#include "tai-practice-questions.h"
#include "tai-question-card.h"
#include "tai-worker.h"

struct _TaiLessonPage
{
  GtkWidget parent_instance;

  GtkWidget *breakpoint_bin;
  GtkStack *load_stack;
  AdwNavigationSplitView *split_view;
  GtkWidget *sidebar;
  GtkWidget *content;
  GtkDropDown *course_dropdown;
  TaiLessonOutline *outline;
  GtkScrolledWindow *scroller;
  GtkBox *page_box;
  GtkLabel *position_label;
  GtkWidget *previous_button;
  GtkWidget *next_button;
  AdwBanner *progress_banner;

  GtkLabel *score_label;

  TaiHouseRules *house_rules;
  TaiMatchStore *matches;
  char *progress_file;
  TaiLessonProgress *progress;
  gboolean keep_file; /* the file could not be read: left as it is, nothing saved over it */
  /* What the progress banner says, so that its button does the right
   * thing and a save that works again takes down only its own notice. */
  enum
  {
    BANNER_NONE,
    BANNER_KEPT,      /* the file is left as it is, nothing is saved */
    BANNER_SET_ASIDE, /* a bad file was set aside; answers are saved afresh */
    BANNER_SAVE_FAILED,
  } banner;
  guint save_watch; /* tai_lesson_progress_saver_watch() */
  /* The bad file the last read set aside, and why, for the banner and
   * its Details; not yet said while a read made again (a save was asked
   * for meanwhile) is on its way. */
  char *set_aside;
  char *set_aside_reason;
  gboolean set_aside_unsaid;
  GPtrArray *courses; /* TaiLessonCourse *, in built-in order; NULL where one failed */
  GPtrArray *errors;  /* char *, the load error of each course or NULL */
  guint course;
  guint page;
  /* Loading, in a thread: whether a load is on its way, and what the
   * caller asked for before it arrived (G_MAXUINT: nothing). */
  gboolean loading;
  GCancellable *cancellable;
  guint wanted_course;
  guint wanted_page;
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
  TaiLessonSheet *sheet; /* the course page on show, or NULL */
  GtkWidget *summary;    /* TaiLessonSummary under the last page, or NULL */
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

static void start_load (TaiLessonPage *self);

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

static void
show_banner (TaiLessonPage *self, int banner, const char *title, const char *button)
{
  self->banner = banner;
  adw_banner_set_title (self->progress_banner, title);
  adw_banner_set_button_label (self->progress_banner, button);
  adw_banner_set_revealed (self->progress_banner, TRUE);
}

static void
hide_banner (TaiLessonPage *self)
{
  self->banner = BANNER_NONE;
  adw_banner_set_revealed (self->progress_banner, FALSE);
}

/* Read in a thread with the courses (start_load()). A file that a newer
 * version wrote, or that cannot be read at all, is left alone (nothing is
 * saved over it), the banner says so, and the lessons start afresh. One
 * that holds no progress (truncated by a crash, edited by hand) was set
 * aside as PATH.bad by the read (@set_aside), as a bad match file is, and
 * the answers are saved to a fresh file from now on. */
static void
apply_progress (TaiLessonPage *self, const char *path, TaiLessonProgress *progress,
                const GError *error, const char *set_aside, const char *reason)
{
  g_clear_pointer (&self->progress, tai_lesson_progress_free);
  self->progress = progress;
  self->keep_file = self->progress == NULL;
  if (self->progress == NULL)
    {
      g_message ("Lesson progress %s is kept as it is: %s", path, error->message);
      self->progress = tai_lesson_progress_new ();
      show_banner (self, BANNER_KEPT,
                   g_error_matches (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_VERSION)
                       ? _("Your lesson progress was saved by a newer version of Tai Counter. It "
                           "is kept as it is, and answers given here are not saved.")
                       : _("Your lesson progress could not be read. It is kept as it is, and "
                           "answers given here are not saved."),
                   NULL);
    }
  else if (set_aside != NULL)
    {
      g_autofree char *name = g_path_get_basename (set_aside);
      g_autofree char *title = NULL;

      g_message ("Lesson progress %s was set aside as %s: %s", path, set_aside, reason);
      /* The banner stays short, so that a narrow window shows it whole;
       * what was wrong with the file is in its Details. */
      /* TRANSLATORS: %s is the name the file was set aside under
       * ("lessons.json.bad"). */
      title = g_strdup_printf (_("Your lesson progress could not be read and was set aside as "
                                 "“%s”; your answers are saved afresh."),
                               name);
      show_banner (self, BANNER_SET_ASIDE, title, _("_Details"));
    }
  else if (self->banner != BANNER_SAVE_FAILED)
    hide_banner (self);
}

/* Every write of the progress ends here (tai-lesson-progress-saver.h). A
 * failure is shown with Retry; the next answer, which saves the whole
 * progress again, retries too, and a write that works takes the notice
 * down. */
static void
progress_saved_cb (const char *path, const GError *error, gpointer user_data)
{
  TaiLessonPage *self = user_data;
  g_autofree char *own = progress_path (self);
  g_autofree char *title = NULL;

  if (strcmp (path, own) != 0)
    return;
  if (error == NULL)
    {
      if (self->banner == BANNER_SAVE_FAILED)
        hide_banner (self);
      return;
    }
  /* TRANSLATORS: %s is why, such as "the new contents could not be
   * written: No space left on device". */
  title = g_strdup_printf (_("Your answers could not be saved: %s"), error->message);
  show_banner (self, BANNER_SAVE_FAILED, title, _("_Retry"));
}

/* In a thread (tai-lesson-progress-saver.h): answers are saved as they are
 * given, and a slow disk must not hold up the page. */
static void
save_progress (TaiLessonPage *self)
{
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;

  if (self->keep_file)
    return;
  path = progress_path (self);
  data = tai_lesson_progress_to_data (self->progress);
  tai_lesson_progress_saver_save (path, data);
}

guint
tai_lesson_page_get_progress (TaiLessonPage *self)
{
  TaiLessonCourse *course;
  guint done = 0;

  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), 0);

  course = current_course (self);
  if (course == NULL || self->progress == NULL)
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

  course = current_course (self);
  return course != NULL && self->progress != NULL && index < tai_lesson_course_get_n_pages (course)
         && tai_lesson_progress_page_done (self->progress, course,
                                           tai_lesson_course_get_page (course, index));
}

static void update_outline_marks (TaiLessonPage *self);
static void select_outline_row (TaiLessonPage *self);

/* An answer is kept at once, so that a crash loses nothing; a first
 * answer that is wrong also keeps the lines it missed, for the course's
 * summary. */
static void
record_answer (TaiLessonPage *self, const TaiLessonQuestion *question, gboolean right,
               const char *answer)
{
  const char *id = tai_lesson_question_get_id (question);
  TaiLessonAttempt attempt;

  if (course_id (self) == NULL || self->progress == NULL)
    return;
  tai_lesson_progress_record (self->progress, course_id (self), id, right, answer);
  tai_lesson_progress_get_attempt (self->progress, course_id (self), id, &attempt);
  if (!right && !attempt.first_right)
    {
      g_auto (GStrv) lines = tai_lesson_question_missed_lines (question, answer);

      tai_lesson_progress_set_missed_lines (self->progress, course_id (self), id,
                                            (const char *const *)lines);
    }
  save_progress (self);
  update_outline_marks (self);
}

/* The same for a question answered on the page or in the review. */
static void
answered_cb (GtkWidget *widget, gpointer question, gboolean right, const char *answer,
             TaiLessonPage *self)
{
  record_answer (self, question, right, answer);
}

/* "Show Answer": a right answer after it no longer counts. */
static void
revealed_cb (GtkWidget *widget, gpointer question, TaiLessonPage *self)
{
  if (course_id (self) == NULL || self->progress == NULL)
    return;
  tai_lesson_progress_reveal (self->progress, course_id (self),
                              tai_lesson_question_get_id (question));
  save_progress (self);
}

static void
details_closed_cb (TaiLessonPage *self)
{
  if (self->banner == BANNER_SET_ASIDE)
    hide_banner (self);
}

/* A label of the details that may break anywhere: a reason read from a
 * file, a file's name or a folder's path can hold a word wider than the
 * dialog ("“progress-1.json.bad”" is one word to Pango), which the
 * dialog's own body would not break. */
static GtkWidget *
details_label (const char *text, const char *name)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_name (label, name);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  return label;
}

/* What was wrong with the file set aside, in full, and where it is. */
static void
show_set_aside_details (TaiLessonPage *self)
{
  g_autofree char *bad_name = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *dir_name = NULL;
  g_autofree char *where = NULL;
  GtkWidget *box;
  GtkWidget *folder;
  AdwDialog *dialog;

  if (self->set_aside == NULL)
    {
      hide_banner (self);
      return;
    }
  bad_name = g_filename_display_basename (self->set_aside);
  dir = g_path_get_dirname (self->set_aside);
  dir_name = g_filename_display_name (dir);
  dialog = adw_alert_dialog_new (
      _("Progress Set Aside"),
      _("Your lesson progress could not be read. The file is kept whole under a new name, to "
        "mend by hand if you wish, and your answers are saved to a new file from now on. What "
        "was wrong with it:"));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_box_append (GTK_BOX (box), details_label (self->set_aside_reason, "set-aside-reason"));
  /* TRANSLATORS: the name the file was set aside under
   * ("lessons.json.bad"), and its folder's path. */
  where = g_strdup_printf (_("Set aside as “%s” in the folder %s"), bad_name, dir_name);
  folder = details_label (where, "set-aside-folder");
  gtk_widget_add_css_class (folder, "dim-label");
  gtk_box_append (GTK_BOX (box), folder);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), box);
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "close");
  /* Read: the banner has said what it had to. */
  g_signal_connect_object (dialog, "closed", G_CALLBACK (details_closed_cb), self,
                           G_CONNECT_SWAPPED);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

static void
progress_banner_clicked_cb (TaiLessonPage *self)
{
  if (self->banner == BANNER_SAVE_FAILED)
    save_progress (self);
  else if (self->banner == BANNER_SET_ASIDE)
    show_set_aside_details (self);
  else
    hide_banner (self);
}

/* Building a page. */

/* When collapsed, the page rather than the outline is on show. */
static void
show_content (TaiLessonPage *self)
{
  adw_navigation_split_view_set_show_content (self->split_view, TRUE);
}

/* When the page on show is replaced while the focus is in it (Check was
 * clicked, then Alt+Page Down), GTK hands the focus to the first control
 * of the new page and the page scrolls to it, past its title. The focus
 * goes to the action bar instead, where the keys that turn pages are. */
static void
keep_focus_out_of_page (TaiLessonPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->page_box)))
    return;
  if (!(gtk_widget_get_sensitive (self->next_button) && gtk_widget_grab_focus (self->next_button))
      && !(gtk_widget_get_sensitive (self->previous_button)
           && gtk_widget_grab_focus (self->previous_button)))
    gtk_root_set_focus (root, NULL);
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
  GtkAdjustment *adjustment;

  self->sheet = NULL;
  self->summary = NULL;
  keep_focus_out_of_page (self);
  clear_box (self->page_box);
  if (course == NULL)
    {
      show_load_error (self);
      return;
    }
  self->sheet = TAI_LESSON_SHEET (tai_lesson_sheet_new (course, self->page, self->progress));
  g_signal_connect (self->sheet, "answered", G_CALLBACK (answered_cb), self);
  g_signal_connect (self->sheet, "revealed", G_CALLBACK (revealed_cb), self);
  gtk_box_append (self->page_box, GTK_WIDGET (self->sheet));
  /* The course ends with its summary. */
  if (self->page + 1 == tai_lesson_course_get_n_pages (course))
    {
      self->summary = tai_lesson_summary_new ();
      gtk_box_append (self->page_box, self->summary);
    }

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

  if (course == NULL)
    return;

  for (guint i = 0; i < tai_lesson_course_get_n_pages (course); i++)
    tai_lesson_outline_set_done (self->outline, i, tai_lesson_page_get_page_done (self, i));

  /* The scores: this page's and the course's questions answered right. */
  tai_lesson_progress_course_score (self->progress, course, &right, &total);
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u question right at the first try",
                                       "%u of %u questions right at the first try", total),
                          right, total);
  gtk_label_set_text (self->score_label, text);
  if (self->sheet != NULL && self->showing == SHOWING_PAGE)
    tai_lesson_sheet_update_score (self->sheet, self->progress);
  if (self->summary != NULL && self->showing == SHOWING_PAGE)
    tai_lesson_summary_update (TAI_LESSON_SUMMARY (self->summary), course, self->progress);
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
       * as done for it; the lessons reopen at this course and page. */
      if (!tai_lesson_progress_get_read (self->progress, id, page_id)
          || g_strcmp0 (tai_lesson_progress_get_current (self->progress, id), page_id) != 0
          || g_strcmp0 (tai_lesson_progress_get_last_course (self->progress), id) != 0)
        {
          tai_lesson_progress_set_read (self->progress, id, page_id);
          tai_lesson_progress_set_current (self->progress, id, page_id);
          tai_lesson_progress_set_last_course (self->progress, id);
          save_progress (self);
        }
    }
  update_outline_marks (self);
  select_outline_row (self);
}

/* The entries after the course in the outline, and what each shows. */
static const guint entry_showing[TAI_LESSON_OUTLINE_N_ENTRIES] = {
  [TAI_LESSON_OUTLINE_PRACTICE] = SHOWING_PRACTICE,
  [TAI_LESSON_OUTLINE_REVIEW] = SHOWING_REVIEW,
  [TAI_LESSON_OUTLINE_GUIDED] = SHOWING_GUIDED,
};

/* Selects the outline row of what is on show. */
static void
select_outline_row (TaiLessonPage *self)
{
  self->syncing = TRUE;
  if (self->showing == SHOWING_PAGE)
    tai_lesson_outline_select_page (self->outline, self->page);
  else
    for (guint e = 0; e < TAI_LESSON_OUTLINE_N_ENTRIES; e++)
      if (entry_showing[e] == self->showing)
        tai_lesson_outline_select_entry (self->outline, e);
  self->syncing = FALSE;
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
  /* Next may have been made insensitive on the last page, and GTK then
   * moves the focus on, into the page. */
  keep_focus_out_of_page (self);
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

  tai_lesson_outline_set_course (self->outline, loaded);
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
  self->sheet = NULL;
  self->summary = NULL;
  keep_focus_out_of_page (self);
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
          g_autoptr (GPtrArray) missed = tai_lesson_progress_missed (self->progress, course);
          GtkWidget *review;

          /* The review is a later, fresh try at each missed question. */
          for (guint i = 0; i < missed->len; i++)
            tai_lesson_progress_restart (self->progress, tai_lesson_course_get_id (course),
                                         tai_lesson_question_get_id (missed->pdata[i]));
          review = tai_lesson_review_new (course, self->progress);
          g_signal_connect (review, "answered", G_CALLBACK (answered_cb), self);
          g_signal_connect (review, "revealed", G_CALLBACK (revealed_cb), self);
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
outline_page_activated_cb (TaiLessonPage *self, guint page)
{
  show_page (self, page);
  show_content (self);
}

static void
outline_entry_activated_cb (TaiLessonPage *self, guint entry)
{
  g_return_if_fail (entry < TAI_LESSON_OUTLINE_N_ENTRIES);

  show_extra (self, entry_showing[entry]);
  show_content (self);
}

static void
outline_button_clicked_cb (TaiLessonPage *self)
{
  adw_navigation_split_view_set_show_content (self->split_view, FALSE);
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

  if (self->progress != NULL)
    show_extra (self, SHOWING_GUIDED);
}

static void
review_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiLessonPage *self = TAI_LESSON_PAGE (widget);

  if (self->progress != NULL)
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

/* lesson.go-to-page: a link to a page of the course, from its summary. */
static void
go_to_page_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiLessonPage *self = TAI_LESSON_PAGE (widget);
  guint index = g_variant_get_uint32 (parameter);

  if (index < tai_lesson_page_get_n_pages (self))
    show_page (self, index);
}

static void
course_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  tai_lesson_page_set_course (TAI_LESSON_PAGE (widget), g_variant_get_string (parameter, NULL));
}

/* The course studied last; the first time, the course of the table the
 * user plays at. */
static guint
start_course (TaiLessonPage *self)
{
  const char *last = tai_lesson_progress_get_last_course (self->progress);
  g_autofree char *ruleset = NULL;
  guint start = 0;

  for (guint i = 0; last != NULL && i < self->courses->len; i++)
    if (self->courses->pdata[i] != NULL
        && strcmp (tai_lesson_course_get_id (self->courses->pdata[i]), last) == 0)
      return i;
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
  return start;
}

/* Loading. Reading the courses checks every hand in them (and makes
 * each question's hand variant), 30–70 ms for the Singapore course, and
 * the progress is a file: both are read in a thread, when the page is
 * first shown or prepared, while the page shows that it is loading. */

typedef struct
{
  char *path;          /* the progress file */
  char *pending;       /* the text of a save to it still on its way at the start, or NULL */
  gsize serial;        /* tai_lesson_progress_saver_serial() at the start */
  gboolean courses_too; /* FALSE: the progress only (the courses are loaded) */
  GPtrArray *courses;  /* as TaiLessonPage's */
  GPtrArray *errors;
  TaiLessonProgress *progress;
  GError *progress_error;
  char *set_aside;     /* where a bad file was moved, or NULL */
  char *set_aside_reason;
} LoadJob;

/* The thread that last loaded a page, for the tests. */
static GThread *last_load_thread;

static void
load_job_free (gpointer data)
{
  LoadJob *job = data;

  g_free (job->path);
  g_free (job->pending);
  g_clear_pointer (&job->courses, g_ptr_array_unref);
  g_clear_pointer (&job->errors, g_ptr_array_unref);
  g_clear_pointer (&job->progress, tai_lesson_progress_free);
  g_clear_error (&job->progress_error);
  g_free (job->set_aside);
  g_free (job->set_aside_reason);
  g_free (job);
}

static void
load_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  LoadJob *job = task_data;

  if (job->courses_too)
    {
      const char *const *names = tai_lesson_course_builtin_names ();

      job->courses = g_ptr_array_new_with_free_func ((GDestroyNotify)tai_lesson_course_unref);
      job->errors = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; names[i] != NULL; i++)
        {
          g_autoptr (GError) error = NULL;

          g_ptr_array_add (job->courses, tai_lesson_course_load_builtin (names[i], &error));
          g_ptr_array_add (job->errors, error != NULL ? g_strdup (error->message) : NULL);
        }
    }
  /* A save still on its way is newer than the file. */
  if (job->pending != NULL)
    job->progress = tai_lesson_progress_load_data (job->pending, -1, &job->progress_error);
  else
    job->progress = tai_lesson_progress_load_or_set_aside (job->path, &job->set_aside,
                                                           &job->set_aside_reason,
                                                           &job->progress_error);
  g_atomic_pointer_set (&last_load_thread, g_thread_self ());
  g_task_return_boolean (task, TRUE);
}

gboolean
tai_lesson_page_load_ran_on (GThread *thread)
{
  return g_atomic_pointer_get (&last_load_thread) == thread;
}

static void
take_courses (TaiLessonPage *self, LoadJob *job)
{
  const char *const *names = tai_lesson_course_builtin_names ();
  g_autoptr (GtkStringList) titles = gtk_string_list_new (NULL);

  self->courses = g_steal_pointer (&job->courses);
  self->errors = g_steal_pointer (&job->errors);
  for (guint i = 0; i < self->courses->len; i++)
    {
      TaiLessonCourse *course = self->courses->pdata[i];

      if (course == NULL)
        g_warning ("Lesson course %s: %s", names[i], (char *)self->errors->pdata[i]);
      gtk_string_list_append (titles,
                              course != NULL ? tai_lesson_course_get_title (course) : names[i]);
    }
  self->syncing = TRUE;
  gtk_drop_down_set_model (self->course_dropdown, G_LIST_MODEL (titles));
  self->syncing = FALSE;
}

static void
loaded_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  TaiLessonPage *self;
  LoadJob *job = g_task_get_task_data (G_TASK (result));
  g_autofree char *path = NULL;
  guint course;

  /* Cancelled: the page was disposed. */
  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;
  self = TAI_LESSON_PAGE (source);
  self->loading = FALSE;
  if (job->courses != NULL)
    take_courses (self, job);
  /* The progress file was changed meanwhile, or a save to it was asked
   * for after the read began: what was read may be older than what the
   * learner did, and must not replace it. Read again. */
  path = progress_path (self);
  /* A file set aside is gone either way: said when the read again comes. */
  if (job->set_aside != NULL && strcmp (path, job->path) == 0)
    {
      g_free (self->set_aside);
      g_free (self->set_aside_reason);
      self->set_aside = g_steal_pointer (&job->set_aside);
      self->set_aside_reason = g_steal_pointer (&job->set_aside_reason);
      self->set_aside_unsaid = TRUE;
    }
  if (strcmp (path, job->path) != 0 || tai_lesson_progress_saver_serial (path) != job->serial)
    {
      start_load (self);
      return;
    }
  apply_progress (self, path, g_steal_pointer (&job->progress), job->progress_error,
                  self->set_aside_unsaid ? self->set_aside : NULL, self->set_aside_reason);
  self->set_aside_unsaid = FALSE;
  course = self->wanted_course != G_MAXUINT ? self->wanted_course : start_course (self);
  self->wanted_course = G_MAXUINT;
  show_course (self, course);
  if (self->wanted_page != G_MAXUINT && self->wanted_page < tai_lesson_page_get_n_pages (self))
    show_page (self, self->wanted_page);
  self->wanted_page = G_MAXUINT;
  gtk_stack_set_visible_child_name (self->load_stack, "lessons");
}

/* Starts reading the courses (the first time) and the progress in a
 * thread. The page on show stays until they arrive. */
static void
start_load (TaiLessonPage *self)
{
  g_autoptr (GTask) task = NULL;
  LoadJob *job;

  if (self->loading)
    return;
  self->loading = TRUE;
  job = g_new0 (LoadJob, 1);
  job->path = progress_path (self);
  job->pending = g_strdup (tai_lesson_progress_saver_pending (job->path));
  job->serial = tai_lesson_progress_saver_serial (job->path);
  job->courses_too = self->courses == NULL;
  task = g_task_new (self, self->cancellable, loaded_cb, NULL);
  g_task_set_source_tag (task, start_load);
  g_task_set_task_data (task, job, load_job_free);
  tai_worker_run (task, load_thread);
}

gboolean
tai_lesson_page_get_loaded (TaiLessonPage *self)
{
  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), FALSE);

  return self->courses != NULL && self->progress != NULL;
}

static void
tai_lesson_page_map (GtkWidget *widget)
{
  if (!tai_lesson_page_get_loaded (TAI_LESSON_PAGE (widget)))
    start_load (TAI_LESSON_PAGE (widget));
  GTK_WIDGET_CLASS (tai_lesson_page_parent_class)->map (widget);
}

/* The window prepares a hidden page once its first frame is painted. */
static void
prepare_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  if (!tai_lesson_page_get_loaded (TAI_LESSON_PAGE (widget)))
    start_load (TAI_LESSON_PAGE (widget));
}

/* GObject. */

static void
tai_lesson_page_dispose (GObject *object)
{
  TaiLessonPage *self = TAI_LESSON_PAGE (object);

  /* A load on its way has no page to fill. */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->save_watch != 0)
    tai_lesson_progress_saver_unwatch (self->save_watch);
  self->save_watch = 0;
  g_clear_pointer (&self->set_aside, g_free);
  g_clear_pointer (&self->set_aside_reason, g_free);
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
          /* Read again, in a thread; a load on its way sees the new
           * name when it arrives and reads again. */
          if (self->courses != NULL)
            start_load (self);
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

  g_type_ensure (TAI_TYPE_LESSON_OUTLINE);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/lessons/tai-lesson-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, breakpoint_bin);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, load_stack);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, split_view);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, sidebar);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, content);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, course_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, outline);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, page_box);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, position_label);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, progress_banner);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, previous_button);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, next_button);
  gtk_widget_class_bind_template_child (widget_class, TaiLessonPage, score_label);
  gtk_widget_class_bind_template_callback (widget_class, course_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, outline_page_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, outline_entry_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, outline_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, progress_banner_clicked_cb);

  gtk_widget_class_install_action (widget_class, "lesson.previous", NULL, previous_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.next", NULL, next_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.course", "s", course_activated_cb);
  gtk_widget_class_install_action (widget_class, "lesson.go-to-page", "u",
                                   go_to_page_activated_cb);
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
  self->cancellable = g_cancellable_new ();
  self->save_watch = tai_lesson_progress_saver_watch (progress_saved_cb, self);
  self->wanted_course = G_MAXUINT;
  self->wanted_page = G_MAXUINT;
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

  course = current_course (self);
  if (course != NULL)
    return tai_lesson_course_get_id (course);
  return tai_lesson_course_builtin_names ()[self->wanted_course != G_MAXUINT ? self->wanted_course
                                                                            : self->course];
}

void
tai_lesson_page_set_course (TaiLessonPage *self, const char *course_id)
{
  const char *const *names = tai_lesson_course_builtin_names ();

  g_return_if_fail (TAI_IS_LESSON_PAGE (self));

  for (guint i = 0; names[i] != NULL; i++)
    if (g_strcmp0 (names[i], course_id) == 0)
      {
        /* Before the courses arrive: shown when they do. */
        if (!tai_lesson_page_get_loaded (self))
          {
            self->wanted_course = i;
            self->wanted_page = G_MAXUINT;
            start_load (self);
          }
        else if (i != self->course)
          show_course (self, i);
        return;
      }
}

guint
tai_lesson_page_get_page_index (TaiLessonPage *self)
{
  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), 0);

  return self->page;
}

void
tai_lesson_page_set_page_index (TaiLessonPage *self, guint index)
{
  g_return_if_fail (TAI_IS_LESSON_PAGE (self));

  /* Before the courses arrive: shown when they do. */
  if (!tai_lesson_page_get_loaded (self))
    {
      self->wanted_page = index;
      start_load (self);
      return;
    }
  if (index != self->page && index < tai_lesson_page_get_n_pages (self))
    show_page (self, index);
}

guint
tai_lesson_page_get_n_pages (TaiLessonPage *self)
{
  TaiLessonCourse *course;

  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), 0);

  course = current_course (self);
  return course != NULL ? tai_lesson_course_get_n_pages (course) : 0;
}

void
tai_lesson_page_show_practice (TaiLessonPage *self)
{
  g_return_if_fail (TAI_IS_LESSON_PAGE (self));

  if (tai_lesson_page_get_loaded (self))
    show_extra (self, SHOWING_PRACTICE);
}

gboolean
tai_lesson_page_get_practising (TaiLessonPage *self)
{
  g_return_val_if_fail (TAI_IS_LESSON_PAGE (self), FALSE);

  return self->showing != SHOWING_PAGE;
}
