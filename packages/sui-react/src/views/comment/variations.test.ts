import { testVariations } from '../../test-utils/variations.js';
import { COMMENT_GROUP_VARIATIONS, COMMENT_VARIATIONS } from './Comment.js';

testVariations('views/comment/index.ts', 'comment', [
  {
    component: 'CommentGroup',
    table: COMMENT_GROUP_VARIATIONS,
    base: ['ui', 'comments'],
    notProps: {
      reply: 'a reply Form placed in the group (`.ui.comments > .reply.form`)',
      form: 'a reply Form',
    },
  },
  { component: 'Comment', table: COMMENT_VARIATIONS, base: ['comment'] },
]);
