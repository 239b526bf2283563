/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-progress.c: a learner's answers and pages, and the small
 * JSON file that keeps them (format in tai-lesson-progress.h). */

#include "config.h"

#include "tai-lesson-progress.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tai-json.h"
#include "tai-read-file.h"
#include "tai-save-file.h"

#define PROGRESS_FORMAT "tai-lesson-progress"
#define PROGRESS_VERSION 1
/* Far above the answers of every course there is. */
#define PROGRESS_MAX_SIZE (4u << 20)

typedef struct
{
  gboolean right;
  char *answer;
  TaiLessonAttempt attempt;
  GStrv missed; /* line ids of the first wrong try, or NULL */
} Answer;

typedef struct
{
  char *current;
  GHashTable *read;    /* page id → itself */
  GHashTable *answers; /* question id → Answer * */
} Course;

struct _TaiLessonProgress
{
  GHashTable *courses; /* course id → Course * */
  char *last_course;
};

static void
answer_free (gpointer data)
{
  Answer *answer = data;

  g_free (answer->answer);
  g_strfreev (answer->missed);
  g_free (answer);
}

static void
course_free (gpointer data)
{
  Course *course = data;

  g_free (course->current);
  g_hash_table_unref (course->read);
  g_hash_table_unref (course->answers);
  g_free (course);
}

TaiLessonProgress *
tai_lesson_progress_new (void)
{
  TaiLessonProgress *self = g_new0 (TaiLessonProgress, 1);

  self->courses = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, course_free);
  return self;
}

void
tai_lesson_progress_free (TaiLessonProgress *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->courses);
  g_free (self->last_course);
  g_free (self);
}

static Course *
get_course (const TaiLessonProgress *self, const char *course_id)
{
  return g_hash_table_lookup (self->courses, course_id);
}

static Course *
ensure_course (TaiLessonProgress *self, const char *course_id)
{
  Course *course = get_course (self, course_id);

  if (course == NULL)
    {
      course = g_new0 (Course, 1);
      course->read = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      course->answers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, answer_free);
      g_hash_table_insert (self->courses, g_strdup (course_id), course);
    }
  return course;
}

/* Grading. */

TaiLessonVerdict
tai_lesson_attempt_answer (TaiLessonAttempt *attempt, gboolean right)
{
  g_return_val_if_fail (attempt != NULL, TAI_VERDICT_WRONG);

  if (!attempt->answered)
    {
      attempt->answered = TRUE;
      attempt->first_right = right;
    }
  if (right)
    {
      /* Copying the solution shown is not knowing it. */
      if (attempt->shown)
        return TAI_VERDICT_RIGHT_LATE;
      attempt->solved = TRUE;
      attempt->wrong = 0;
      return TAI_VERDICT_RIGHT;
    }
  /* A wrong try never undoes a question solved before. */
  attempt->wrong++;
  if (attempt->shown || attempt->wrong >= TAI_LESSON_TRIES_BEFORE_SOLUTION)
    {
      attempt->shown = TRUE;
      return TAI_VERDICT_WRONG;
    }
  return TAI_VERDICT_TRY_AGAIN;
}

void
tai_lesson_attempt_reveal (TaiLessonAttempt *attempt)
{
  g_return_if_fail (attempt != NULL);

  attempt->shown = TRUE;
}

void
tai_lesson_attempt_restart (TaiLessonAttempt *attempt)
{
  g_return_if_fail (attempt != NULL);

  attempt->shown = FALSE;
  attempt->wrong = 0;
}

static Answer *
ensure_answer (TaiLessonProgress *self, const char *course_id, const char *question_id)
{
  Course *course = ensure_course (self, course_id);
  Answer *entry = g_hash_table_lookup (course->answers, question_id);

  if (entry == NULL)
    {
      entry = g_new0 (Answer, 1);
      entry->answer = g_strdup ("");
      g_hash_table_insert (course->answers, g_strdup (question_id), entry);
    }
  return entry;
}

static Answer *
lookup_answer (const TaiLessonProgress *self, const char *course_id, const char *question_id)
{
  Course *course = get_course (self, course_id);

  return course != NULL ? g_hash_table_lookup (course->answers, question_id) : NULL;
}

TaiLessonVerdict
tai_lesson_progress_record (TaiLessonProgress *self, const char *course_id,
                            const char *question_id, gboolean right, const char *answer)
{
  Answer *entry;

  g_return_val_if_fail (self != NULL && course_id != NULL && question_id != NULL,
                        TAI_VERDICT_WRONG);

  entry = ensure_answer (self, course_id, question_id);
  entry->right = right;
  g_free (entry->answer);
  entry->answer = g_strdup (answer != NULL ? answer : "");
  return tai_lesson_attempt_answer (&entry->attempt, right);
}

void
tai_lesson_progress_reveal (TaiLessonProgress *self, const char *course_id,
                            const char *question_id)
{
  g_return_if_fail (self != NULL && course_id != NULL && question_id != NULL);

  tai_lesson_attempt_reveal (&ensure_answer (self, course_id, question_id)->attempt);
}

void
tai_lesson_progress_restart (TaiLessonProgress *self, const char *course_id,
                             const char *question_id)
{
  Answer *entry;

  g_return_if_fail (self != NULL && course_id != NULL && question_id != NULL);

  entry = lookup_answer (self, course_id, question_id);
  if (entry != NULL)
    tai_lesson_attempt_restart (&entry->attempt);
}

void
tai_lesson_progress_get_attempt (const TaiLessonProgress *self, const char *course_id,
                                 const char *question_id, TaiLessonAttempt *out)
{
  Answer *entry;

  g_return_if_fail (self != NULL && out != NULL);

  entry = lookup_answer (self, course_id, question_id);
  if (entry != NULL)
    *out = entry->attempt;
  else
    memset (out, 0, sizeof *out);
}

void
tai_lesson_progress_set_missed_lines (TaiLessonProgress *self, const char *course_id,
                                      const char *question_id, const char *const *line_ids)
{
  Answer *entry;

  g_return_if_fail (self != NULL && course_id != NULL && question_id != NULL);

  entry = ensure_answer (self, course_id, question_id);
  if (entry->missed == NULL && line_ids != NULL)
    entry->missed = g_strdupv ((char **)line_ids);
}

void
tai_lesson_progress_set_last_course (TaiLessonProgress *self, const char *course_id)
{
  g_return_if_fail (self != NULL);

  g_free (self->last_course);
  self->last_course = g_strdup (course_id);
}

const char *
tai_lesson_progress_get_last_course (const TaiLessonProgress *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->last_course;
}

TaiAnswerState
tai_lesson_progress_get_answer (const TaiLessonProgress *self, const char *course_id,
                                const char *question_id, const char **answer)
{
  Course *course = get_course (self, course_id);
  Answer *entry = course != NULL ? g_hash_table_lookup (course->answers, question_id) : NULL;

  if (answer != NULL)
    *answer = entry != NULL ? entry->answer : NULL;
  if (entry == NULL)
    return TAI_ANSWER_NONE;
  return entry->right ? TAI_ANSWER_RIGHT : TAI_ANSWER_WRONG;
}

void
tai_lesson_progress_set_read (TaiLessonProgress *self, const char *course_id,
                              const char *page_id)
{
  g_return_if_fail (self != NULL && course_id != NULL && page_id != NULL);

  g_hash_table_add (ensure_course (self, course_id)->read, g_strdup (page_id));
}

gboolean
tai_lesson_progress_get_read (const TaiLessonProgress *self, const char *course_id,
                              const char *page_id)
{
  Course *course = get_course (self, course_id);

  return course != NULL && g_hash_table_contains (course->read, page_id);
}

void
tai_lesson_progress_set_current (TaiLessonProgress *self, const char *course_id,
                                 const char *page_id)
{
  Course *course;

  g_return_if_fail (self != NULL && course_id != NULL);

  course = ensure_course (self, course_id);
  g_free (course->current);
  course->current = g_strdup (page_id);
}

const char *
tai_lesson_progress_get_current (const TaiLessonProgress *self, const char *course_id)
{
  Course *course = get_course (self, course_id);

  return course != NULL ? course->current : NULL;
}

void
tai_lesson_progress_page_score (const TaiLessonProgress *self, const TaiLessonCourse *course,
                                const TaiLessonCoursePage *page, guint *right, guint *total)
{
  const char *course_id = tai_lesson_course_get_id (course);
  guint n = tai_lesson_course_page_get_n_questions (page);
  guint n_right = 0;

  for (guint q = 0; q < n; q++)
    {
      Answer *entry = lookup_answer (
          self, course_id,
          tai_lesson_question_get_id (tai_lesson_course_page_get_question (page, q)));

      if (entry != NULL && entry->attempt.answered && entry->attempt.first_right)
        n_right++;
    }
  if (right != NULL)
    *right = n_right;
  if (total != NULL)
    *total = n;
}

void
tai_lesson_progress_course_score (const TaiLessonProgress *self, const TaiLessonCourse *course,
                                  guint *right, guint *total)
{
  guint n_right = 0, n_total = 0;

  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    {
      guint page_right, page_total;

      tai_lesson_progress_page_score (self, course, tai_lesson_course_get_page (course, p),
                                      &page_right, &page_total);
      n_right += page_right;
      n_total += page_total;
    }
  if (right != NULL)
    *right = n_right;
  if (total != NULL)
    *total = n_total;
}

gboolean
tai_lesson_progress_page_done (const TaiLessonProgress *self, const TaiLessonCourse *course,
                               const TaiLessonCoursePage *page)
{
  const char *course_id = tai_lesson_course_get_id (course);
  guint n = tai_lesson_course_page_get_n_questions (page);

  if (n == 0)
    return tai_lesson_progress_get_read (self, course_id, tai_lesson_course_page_get_id (page));
  for (guint q = 0; q < n; q++)
    {
      Answer *entry = lookup_answer (
          self, course_id,
          tai_lesson_question_get_id (tai_lesson_course_page_get_question (page, q)));

      if (entry == NULL || !entry->attempt.solved)
        return FALSE;
    }
  return TRUE;
}

GPtrArray *
tai_lesson_progress_missed (const TaiLessonProgress *self, const TaiLessonCourse *course)
{
  GPtrArray *missed = g_ptr_array_new ();
  const char *course_id = tai_lesson_course_get_id (course);

  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

      for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
        {
          const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);
          Answer *entry = lookup_answer (self, course_id, tai_lesson_question_get_id (question));

          if (entry != NULL && entry->attempt.answered && !entry->attempt.solved)
            g_ptr_array_add (missed, (gpointer)question);
        }
    }
  return missed;
}

static const TaiLine *
line_of_question (const TaiLessonQuestion *question, const char *id)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (tai_lesson_question_get_hand_file (question)->rules);

  for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
    if (g_strcmp0 (tai_ruleset_get_line (ruleset, i)->id, id) == 0)
      return tai_ruleset_get_line (ruleset, i);
  return NULL;
}

static int
compare_missed_lines (gconstpointer a, gconstpointer b)
{
  const TaiLessonMissedLine *x = a, *y = b;

  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return x->page < y->page ? -1 : x->page > y->page;
}

GArray *
tai_lesson_progress_missed_lines (const TaiLessonProgress *self, const TaiLessonCourse *course)
{
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (TaiLessonMissedLine));
  const char *course_id = tai_lesson_course_get_id (course);

  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

      for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
        {
          const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);
          Answer *entry = lookup_answer (self, course_id, tai_lesson_question_get_id (question));

          for (guint m = 0; entry != NULL && entry->missed != NULL && entry->missed[m] != NULL;
               m++)
            {
              const TaiLine *line = line_of_question (question, entry->missed[m]);
              gboolean found = FALSE;

              if (line == NULL)
                continue;
              /* Rulesets of one course share line ids; the id is the key. */
              for (guint i = 0; i < lines->len && !found; i++)
                {
                  TaiLessonMissedLine *seen = &g_array_index (lines, TaiLessonMissedLine, i);

                  if (g_strcmp0 (seen->line->id, line->id) == 0)
                    {
                      seen->count++;
                      found = TRUE;
                    }
                }
              if (!found)
                {
                  TaiLessonMissedLine entry_line = { line, 1, p };

                  g_array_append_val (lines, entry_line);
                }
            }
        }
    }
  g_array_sort (lines, compare_missed_lines);
  return lines;
}

/* The file. */

char *
tai_lesson_progress_to_data (const TaiLessonProgress *self)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autoptr (GPtrArray) course_ids = tai_json_sorted_keys (self->courses);

  json_builder_begin_object (builder);
  tai_json_add_string (builder, "format", PROGRESS_FORMAT);
  tai_json_add_int (builder, "version", PROGRESS_VERSION);
  if (self->last_course != NULL)
    tai_json_add_string (builder, "course", self->last_course);
  json_builder_set_member_name (builder, "courses");
  json_builder_begin_object (builder);
  for (guint c = 0; c < course_ids->len; c++)
    {
      Course *course = g_hash_table_lookup (self->courses, course_ids->pdata[c]);
      g_autoptr (GPtrArray) read = tai_json_sorted_keys (course->read);
      g_autoptr (GPtrArray) answers = tai_json_sorted_keys (course->answers);

      json_builder_set_member_name (builder, course_ids->pdata[c]);
      json_builder_begin_object (builder);
      if (course->current != NULL)
        tai_json_add_string (builder, "page", course->current);
      g_ptr_array_add (read, NULL);
      tai_json_add_strv (builder, "read", (char **)read->pdata);
      json_builder_set_member_name (builder, "answers");
      json_builder_begin_object (builder);
      for (guint a = 0; a < answers->len; a++)
        {
          Answer *answer = g_hash_table_lookup (course->answers, answers->pdata[a]);

          json_builder_set_member_name (builder, answers->pdata[a]);
          json_builder_begin_object (builder);
          tai_json_add_bool (builder, "right", answer->right);
          tai_json_add_string (builder, "answer", answer->answer);
          tai_json_add_bool (builder, "first", answer->attempt.first_right);
          tai_json_add_bool (builder, "solved", answer->attempt.solved);
          tai_json_add_bool (builder, "shown", answer->attempt.shown);
          tai_json_add_int (builder, "wrong", (int)answer->attempt.wrong);
          if (answer->missed != NULL)
            tai_json_add_strv (builder, "missed", answer->missed);
          json_builder_end_object (builder);
        }
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return tai_json_write (root);
}

gboolean
tai_lesson_progress_save (const TaiLessonProgress *self, const char *path, GError **error)
{
  g_autofree char *data = NULL;

  g_return_val_if_fail (self != NULL && path != NULL, FALSE);

  data = tai_lesson_progress_to_data (self);
  return tai_lesson_progress_save_data (data, path, error);
}

gboolean
tai_lesson_progress_save_data (const char *data, const char *path, GError **error)
{
  g_autofree char *dir = NULL;

  g_return_val_if_fail (data != NULL && path != NULL, FALSE);

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Could not make the folder %s: %s"), dir,
                   g_strerror (saved));
      return FALSE;
    }
  return tai_save_file (path, data, strlen (data), 0600, error);
}

/* One course's entry; what does not fit is skipped. */
static void
read_course (TaiLessonProgress *self, const char *course_id, JsonNode *node)
{
  JsonObject *object;
  JsonNode *member;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return;
  object = json_node_get_object (node);
  ensure_course (self, course_id);
  member = tai_json_get_member (object, "page");
  if (member != NULL && JSON_NODE_HOLDS_VALUE (member)
      && json_node_get_value_type (member) == G_TYPE_STRING)
    tai_lesson_progress_set_current (self, course_id, json_node_get_string (member));
  member = tai_json_get_member (object, "read");
  if (member != NULL && JSON_NODE_HOLDS_ARRAY (member))
    {
      JsonArray *array = json_node_get_array (member);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *element = json_array_get_element (array, i);

          if (JSON_NODE_HOLDS_VALUE (element)
              && json_node_get_value_type (element) == G_TYPE_STRING)
            tai_lesson_progress_set_read (self, course_id, json_node_get_string (element));
        }
    }
  member = tai_json_get_member (object, "answers");
  if (member != NULL && JSON_NODE_HOLDS_OBJECT (member))
    {
      JsonObject *answers = json_node_get_object (member);
      g_autoptr (GList) ids = json_object_get_members (answers);

      for (GList *l = ids; l != NULL; l = l->next)
        {
          JsonNode *entry = json_object_get_member (answers, l->data);
          JsonObject *fields;
          const char *answer = NULL;
          gboolean right = FALSE;
          Answer *kept;
          int wrong = 0;
          JsonNode *missed;

          if (!JSON_NODE_HOLDS_OBJECT (entry))
            continue;
          fields = json_node_get_object (entry);
          if (!tai_json_read_bool (fields, NULL, "right", TRUE, &right, NULL)
              || !tai_json_read_string (fields, NULL, "answer", FALSE, &answer, NULL))
            continue;
          kept = ensure_answer (self, course_id, l->data);
          kept->right = right;
          g_free (kept->answer);
          kept->answer = g_strdup (answer != NULL ? answer : "");
          /* Written before the tries were kept: the answer was the first. */
          kept->attempt.answered = TRUE;
          kept->attempt.first_right = kept->attempt.solved = right;
          if (!tai_json_read_bool (fields, NULL, "first", FALSE, &kept->attempt.first_right, NULL))
            kept->attempt.first_right = right;
          if (!tai_json_read_bool (fields, NULL, "solved", FALSE, &kept->attempt.solved, NULL))
            kept->attempt.solved = right;
          if (!tai_json_read_bool (fields, NULL, "shown", FALSE, &kept->attempt.shown, NULL))
            kept->attempt.shown = FALSE;
          if (tai_json_read_int (fields, NULL, "wrong", FALSE, 0, 1000, &wrong, NULL))
            kept->attempt.wrong = (guint)wrong;
          missed = tai_json_get_member (fields, "missed");
          if (missed != NULL && JSON_NODE_HOLDS_ARRAY (missed))
            {
              JsonArray *array = json_node_get_array (missed);
              g_autoptr (GStrvBuilder) line_ids = g_strv_builder_new ();

              for (guint i = 0; i < json_array_get_length (array); i++)
                {
                  JsonNode *element = json_array_get_element (array, i);

                  if (JSON_NODE_HOLDS_VALUE (element)
                      && json_node_get_value_type (element) == G_TYPE_STRING)
                    g_strv_builder_add (line_ids, json_node_get_string (element));
                }
              g_strfreev (kept->missed);
              kept->missed = g_strv_builder_end (line_ids);
            }
        }
    }
}

TaiLessonProgress *
tai_lesson_progress_load_data (const char *data, gssize length, GError **error)
{
  g_autoptr (JsonParser) parser = tai_json_parse (data, length, error);
  g_autoptr (TaiLessonProgress) self = NULL;
  JsonObject *root;
  JsonObject *courses = NULL;
  const char *format = NULL;
  int version = PROGRESS_VERSION;
  g_autoptr (GList) ids = NULL;

  if (parser == NULL)
    return NULL;
  if (!tai_json_node_get_object (json_parser_get_root (parser), "", &root, error)
      || !tai_json_read_string (root, NULL, "format", TRUE, &format, error))
    return NULL;
  if (strcmp (format, PROGRESS_FORMAT) != 0)
    {
      tai_json_set_error (error, "format", _("this is not a file of lesson progress"));
      return NULL;
    }
  if (!tai_json_read_int (root, NULL, "version", FALSE, 1, G_MAXINT, &version, error))
    return NULL;
  /* A newer file read here and saved again would lose whatever the newer
   * version keeps: refused with its own code, so that the window leaves
   * it in place and saves nothing over it. */
  if (version > PROGRESS_VERSION)
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_VERSION,
                   _("lesson progress version %d is not known (this version of Tai Counter "
                     "reads version %d)"),
                   version, PROGRESS_VERSION);
      return NULL;
    }
  if (!tai_json_read_object (root, NULL, "courses", FALSE, &courses, error))
    return NULL;
  self = tai_lesson_progress_new ();
  {
    JsonNode *last = tai_json_get_member (root, "course");

    if (last != NULL && JSON_NODE_HOLDS_VALUE (last)
        && json_node_get_value_type (last) == G_TYPE_STRING)
      self->last_course = g_strdup (json_node_get_string (last));
  }
  if (courses == NULL)
    return g_steal_pointer (&self);
  ids = json_object_get_members (courses);
  for (GList *l = ids; l != NULL; l = l->next)
    read_course (self, l->data, json_object_get_member (courses, l->data));
  return g_steal_pointer (&self);
}

TaiLessonProgress *
tai_lesson_progress_load (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  /* Saves interrupted by a crash leave temporary files beside the file;
   * the matches folder is swept when it is read, and so is this one. */
  {
    g_autofree char *dir = g_path_get_dirname (path);

    tai_save_file_clean_stale (dir);
  }
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return tai_lesson_progress_new ();
  if (!tai_read_file (path, PROGRESS_MAX_SIZE, &data, &length, error))
    return NULL;
  return tai_lesson_progress_load_data (data, (gssize)length, error);
}

TaiLessonProgress *
tai_lesson_progress_load_or_set_aside (const char *path, char **set_aside, char **reason,
                                       GError **error)
{
  g_autoptr (GError) local = NULL;
  TaiLessonProgress *self;
  g_autofree char *bad = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (set_aside != NULL && *set_aside == NULL, NULL);
  g_return_val_if_fail (reason != NULL && *reason == NULL, NULL);

  self = tai_lesson_progress_load (path, &local);
  if (self != NULL)
    return self;
  /* A newer version's file is that version's to read; one that could not
   * be read at all (not a regular file, too large, no permission) may be
   * the disk's trouble, not the file's. Both stay where they are. */
  if (g_error_matches (local, TAI_LESSON_ERROR, TAI_LESSON_ERROR_VERSION)
      || g_error_matches (local, TAI_FILE_ERROR, TAI_FILE_ERROR_IO))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  /* Truncated by a crash, edited by hand, or not progress at all: kept
   * whole beside, so that the next save makes a fresh file rather than
   * the lessons never saving again while it is there. */
  bad = tai_save_file_set_aside (path);
  if (bad == NULL)
    {
      int saved = errno;

      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO,
                   /* TRANSLATORS: the first %s is why the file could not be
                    * read, the second why it could not be moved. */
                   _("%s; it could not be set aside: %s"), local->message, g_strerror (saved));
      return NULL;
    }
  *set_aside = g_steal_pointer (&bad);
  *reason = g_strdup (local->message);
  return tai_lesson_progress_new ();
}
