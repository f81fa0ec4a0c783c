import { LIST_FILTERS, ROUTES, levelLabel } from '@kingside/contracts';
import { TRAINING_COPY } from '@kingside/contracts/training';
import { Link } from '@kingside/ui';
import { useLearnGetTrainingSummaryQuery } from './memberTrainingApi';

/**
 * /learn's "Suggested for you: Intermediate" (docs/spec.md §2.3): the level the member's strength suits (their Lichess
 * ratings, else their settled puzzle rating), linking to the list filtered by it. LessonList loads this for members
 * only: a guest's /learn downloads nothing of training.
 */
export default function SuggestedLevel({ token }: { token: string }) {
  const level = useLearnGetTrainingSummaryQuery(token).currentData?.suggestedLevel;
  if (!level) return null;
  return (
    <span css={{ display: 'block', marginTop: 8 }}>
      <Link to={`${ROUTES.learn}?${LIST_FILTERS.lessons.param}=${level}`} data-testid="suggested-level" css={{ fontWeight: 600 }}>
        {TRAINING_COPY.suggestedLevel(levelLabel(level))}
      </Link>
    </span>
  );
}
