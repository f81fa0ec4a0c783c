import { REVIEW_RATING_MAX, REVIEW_TEXT_MAX, ROUTES, type MyReview, type ReviewInput } from '@kingside/contracts';
import type { FieldErrors } from '@kingside/contracts/schemas';
import {
  Button,
  errorStatus,
  formErrors,
  Link,
  preloadFormRules,
  selectAuthToken,
  serverMessage,
  Skeleton,
  TextArea,
  useAppSelector,
  usePrerendering,
  useSingleSubmit,
  useToast,
} from '@kingside/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useShopMyReviewQuery, useShopSaveReviewMutation } from './reviewsApi';
import { REVIEWS_COPY } from './reviewsCopy';
import { Stars } from './Stars';

const panel = { margin: '16px 0', padding: 16, borderRadius: 10 } as const;

const alertStyle = { ...panel, margin: '0 0 12px', padding: '10px 14px' } as const;

const RATINGS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

interface FormProps {
  token: string;
  productId: number;
  /** the review being edited, or null for a new one */
  review: MyReview | null;
  onDone(): void;
  /** a refusal to say, or null to clear it */
  onFailure(message: string | null): void;
  onCancel?: () => void;
}

/**
 * The rating (a radio group: arrow keys move between the stars) and the text, checked by contracts' reviewSchema
 * (fetched on first use, docs/architecture.md §10.13) and then by the api. A refusal is said above the form (the
 * api's message); a 412 says the review changed elsewhere, and the panel shows it as it is now.
 */
function ReviewForm({ token, productId, review, onDone, onFailure, onCancel }: FormProps) {
  const toast = useToast();
  const [save, { isLoading }] = useShopSaveReviewMutation();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [text, setText] = useState(review?.text ?? '');
  const [errors, setErrors] = useState<FieldErrors<ReviewInput>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const ratingErrorId = `${ids}-rating-error`;

  const submit = useSingleSubmit(async () => {
    const input = { rating: rating ?? undefined, text } as unknown as ReviewInput;
    const found = (await formErrors((rules) => rules.fieldErrors(rules.reviewSchema, input))) as FieldErrors<ReviewInput>;
    if (found.rating || found.text) {
      setErrors(found);
      formRef.current?.querySelector<HTMLElement>(found.rating ? 'input[name="rating"]' : 'textarea')?.focus();
      return;
    }
    onFailure(null);
    try {
      const saved = await save({
        token,
        productId,
        input: { rating: rating!, text: text.trim() },
        version: review?.version ?? null,
      }).unwrap();
      toast.success(review ? REVIEWS_COPY.saved : REVIEWS_COPY.posted, saved.hidden ? REVIEWS_COPY.hidden : REVIEWS_COPY.shown);
      onDone();
    } catch (error) {
      if (errorStatus(error) === 401) return; // signed out: the panel offers to sign in again
      onFailure(errorStatus(error) === 412 ? REVIEWS_COPY.changedElsewhere : serverMessage(error, REVIEWS_COPY.failed));
    }
  });

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      onFocus={preloadFormRules}
      noValidate
      aria-label={review ? REVIEWS_COPY.edit : REVIEWS_COPY.writeHeading}
      css={(t) => ({ ...panel, background: t.colors.paper, border: `1px solid ${t.colors.line}` })}
    >
      {review ? null : <h3 css={{ margin: '0 0 12px', fontSize: '1.1rem' }}>{REVIEWS_COPY.writeHeading}</h3>}
      <fieldset
        aria-describedby={errors.rating ? ratingErrorId : undefined}
        aria-invalid={errors.rating ? true : undefined}
        css={{ border: 0, margin: '0 0 8px', padding: 0 }}
      >
        <legend css={{ fontWeight: 600, fontSize: '0.9rem', marginBottom: 6, padding: 0 }}>{REVIEWS_COPY.ratingLegend}</legend>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px' }}>
          {RATINGS.map((stars) => (
            <label key={stars} css={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 32, cursor: 'pointer' }}>
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                onChange={() => {
                  setRating(stars);
                  setErrors((e) => ({ ...e, rating: undefined }));
                }}
                css={(t) => ({
                  width: 18,
                  height: 18,
                  accentColor: t.colors.primary,
                  '&:focus-visible': { outline: `3px solid ${t.colors.focus}` },
                })}
              />
              <span aria-hidden="true" css={(t) => ({ color: t.colors.accent })}>
                {'★'.repeat(stars)}
              </span>
              {REVIEWS_COPY.star(stars)}
            </label>
          ))}
        </div>
        <p
          id={ratingErrorId}
          role={errors.rating ? 'alert' : undefined}
          css={(t) => ({ margin: '4px 0 0', minHeight: '1.3rem', color: t.colors.danger, fontSize: '0.85rem' })}
        >
          {errors.rating ?? ''}
        </p>
      </fieldset>
      <TextArea
        label={REVIEWS_COPY.textLabel}
        name="text"
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        hint={REVIEWS_COPY.textHint}
        error={errors.text}
        onChange={(event) => {
          setText(event.target.value);
          setErrors((e) => ({ ...e, text: undefined }));
        }}
      />
      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
          {review ? (isLoading ? REVIEWS_COPY.saving : REVIEWS_COPY.save) : isLoading ? REVIEWS_COPY.posting : REVIEWS_COPY.post}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {REVIEWS_COPY.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The member's review as they wrote it, said hidden when moderators hid it, with Edit your review. */
function OwnReview({ review, onEdit }: { review: MyReview; onEdit(): void }) {
  return (
    <div data-testid="my-review" css={(t) => ({ ...panel, background: t.colors.accentSoft })}>
      <h3 css={{ margin: '0 0 8px', fontSize: '1.1rem' }}>{REVIEWS_COPY.yourReview}</h3>
      <Stars rating={review.rating} />
      <p css={{ margin: '8px 0 12px', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</p>
      {review.hidden ? (
        <p role="status" css={(t) => ({ color: t.colors.danger, fontWeight: 600 })}>
          {REVIEWS_COPY.hidden}
        </p>
      ) : null}
      <Button variant="outline" onClick={onEdit}>
        {REVIEWS_COPY.edit}
      </Button>
    </div>
  );
}

/** A refusal of the api, kept above the panel while its state is read again (a 409 shows the review written elsewhere). */
function Refusal({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <div ref={ref} tabIndex={-1} role="alert" css={(t) => ({ ...alertStyle, background: t.colors.dangerSoft, color: t.colors.danger })}>
      <strong>{REVIEWS_COPY.failed}</strong>
      <div>{message}</div>
    </div>
  );
}

function MemberReview({ token, productId }: { token: string; productId: number }) {
  const { data: state, isError, isFetching, refetch, error } = useShopMyReviewQuery({ token, productId });
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (isError && !isFetching) {
    if (errorStatus(error) === 401) return null; // the session is being cleared: the guest's line follows
    return (
      <div role="alert" css={panel}>
        <p css={{ marginTop: 0 }}>{REVIEWS_COPY.myLoadFailed}</p>
        <Button variant="outline" onClick={() => void refetch()}>
          {REVIEWS_COPY.tryAgain}
        </Button>
      </div>
    );
  }
  if (!state) return <Skeleton height={48} css={{ margin: '16px 0' }} />;
  const refusal = failure ? <Refusal message={failure} /> : null;
  if (state.review && !editing) {
    return (
      <>
        {refusal}
        <OwnReview
          review={state.review}
          onEdit={() => {
            setFailure(null);
            setEditing(true);
          }}
        />
      </>
    );
  }
  if (!state.canReview) {
    return (
      <>
        {refusal}
        <p css={(t) => ({ color: t.colors.inkSoft })}>{REVIEWS_COPY.notReceived}</p>
      </>
    );
  }
  return (
    <>
      {refusal}
      <ReviewForm
        token={token}
        productId={productId}
        review={state.review}
        onDone={() => setEditing(false)}
        onFailure={setFailure}
        {...(state.review ? { onCancel: () => setEditing(false) } : {})}
      />
    </>
  );
}

/**
 * The member's part of a product's reviews (docs/spec.md §2.8): theirs, so never drawn by the server nor by the
 * hydrating render (usePrerendering: a blank of no height, the same on both sides), then, once the page is live, for
 * a guest a link to sign in, and for a member their review, the form to write one when an order of theirs with the
 * product has shipped, or why they cannot yet.
 */
export function MyReviewPanel({ productId }: { productId: number }) {
  const prerendering = usePrerendering();
  const token = useAppSelector(selectAuthToken);
  if (prerendering) return null;
  if (!token) {
    return (
      <p css={(t) => ({ color: t.colors.inkSoft })}>
        {REVIEWS_COPY.boughtThis} <Link to={ROUTES.auth}>{REVIEWS_COPY.signInToReview}</Link>
      </p>
    );
  }
  return <MemberReview token={token} productId={productId} />;
}
