import { type ContentSources, listCourses, listPublicTopics, listSeminars } from '../content/course-content';

type Sources = [courses: object, topics: object, seminars: object];

const built = new WeakMap<ContentSources, { sources: Sources; texts: ReadonlySet<string> }>();

/**
 * The course texts the API serves to anyone (course titles and descriptions, topic, lecture and
 * seminar titles): the only texts it machine-translates and caches (docs/decisions/0151). Read from
 * the content caches, so the set is rebuilt only after the content changes.
 */
export async function servedTexts(ctx: ContentSources): Promise<ReadonlySet<string>> {
  const [courses, topics, seminars] = await Promise.all([
    listCourses(ctx),
    listPublicTopics(ctx),
    listSeminars(ctx),
  ]);
  const sources: Sources = [courses, topics, seminars];
  const last = built.get(ctx);
  if (last?.sources.every((source, index) => source === sources[index])) return last.texts;
  const texts = new Set<string>();
  for (const course of courses) texts.add(course.title).add(course.course_description);
  for (const topic of topics) {
    texts.add(topic.title);
    for (const lecture of topic.lectures) texts.add(lecture.title);
  }
  for (const seminar of seminars) texts.add(seminar.title);
  built.set(ctx, { sources, texts });
  return texts;
}
