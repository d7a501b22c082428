import type { Essay } from '@academy/shared';
import { postFinalEssaySubmit } from './api/post-final-essay-submit';
import { postTopicEssaySubmit } from './api/post-topic-essay-submit';
import { putFinalEssay } from './api/put-final-essay';
import { putTopicEssay } from './api/put-topic-essay';

/** Saves the draft of the essay's slot: a topic's essay or the final one. */
export function saveDraft(essay: Essay, text: string): Promise<Essay> {
  return essay.topic === null
    ? putFinalEssay(essay.course, { text })
    : putTopicEssay(essay.course, essay.topic, { text });
}

/** Submits the essay with this text for evaluation. */
export function submitEssay(essay: Essay, text: string): Promise<Essay> {
  return essay.topic === null
    ? postFinalEssaySubmit(essay.course, { text })
    : postTopicEssaySubmit(essay.course, essay.topic, { text });
}
