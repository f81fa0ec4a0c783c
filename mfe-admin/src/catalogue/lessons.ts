import { LESSON_CATEGORIES, LESSON_LEVELS, levelLabel } from '@kingside/contracts';
import { optionsOf } from '../kit/list';
import { defineResource } from '../kit/resource';

/** /admin/lessons: the courses of /learn, their content previewed as the lesson page shows it. */
export const lessons = defineResource({
  kind: 'lessons',
  labels: { singular: 'lesson', plural: 'lessons', title: 'Lessons' },
  titleOf: (lesson) => lesson.title,
  filter: { param: 'level', label: 'Level', options: optionsOf(LESSON_LEVELS, levelLabel) },
  columns: [
    { id: 'title', header: 'Title', cell: (lesson) => lesson.title, link: true },
    { id: 'level', header: 'Level', cell: (lesson) => levelLabel(lesson.level) },
    { id: 'category', header: 'Category', cell: (lesson) => lesson.category },
    { id: 'lessonCount', header: 'Lessons', cell: (lesson) => lesson.lessonCount },
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'level', label: 'Level', kind: 'select', options: LESSON_LEVELS, optionLabel: levelLabel },
    { name: 'category', label: 'Category', kind: 'select', options: LESSON_CATEGORIES },
    { name: 'lessonCount', label: 'Lesson count', kind: 'integer', defaultValue: '1' },
    { name: 'imageUrl', label: 'Image', kind: 'image' },
    { name: 'content', label: 'Content', kind: 'textarea', preview: true },
  ],
});
