import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FormAlert, FormSuccess, INPUT_CLASS, SubmitButton } from "~/components/account/form-controls";
import type { FormFailure } from "~/lib/forms/submission";
import { REVIEW_COMMENT_MAX_LENGTH } from "@dreamshade/contracts";
import type { ReviewRefusal } from "~/lib/medusa/review-refusals";

export const REVIEW_INTENT = "review";

/** What a refused submission sends back: why (one refusal for the form), and what was typed (the form layer's values). */
export interface ReviewFormFailure extends Pick<FormFailure<ReviewRefusal>, "values"> {
  refusal: ReviewRefusal;
}

interface ReviewFormProps {
  productId: string;
  failure?: ReviewFormFailure;
}

/**
 * The review form for a customer who ordered the product. A plain POST to the product page: it
 * works without JavaScript, and a refusal shows its reason above what was typed.
 */
export function ReviewForm({ productId, failure }: ReviewFormProps) {
  const { t } = useTranslation("product");
  const busy = useNavigation().formData?.get("intent") === REVIEW_INTENT;
  const typed = failure?.values ?? {};
  return (
    <Form method="post" noValidate preventScrollReset className="flex max-w-xl flex-col gap-4" aria-labelledby="review-form-heading">
      <h3 id="review-form-heading" className="font-display text-xl text-ink-900">
        {t("reviews.form.heading")}
      </h3>
      <p className="text-sm text-ink-700">{t("reviews.form.intro")}</p>
      {failure ? <FormAlert>{t(`reviews.refusals.${failure.refusal}`, { max: REVIEW_COMMENT_MAX_LENGTH })}</FormAlert> : null}
      <input type="hidden" name="intent" value={REVIEW_INTENT} />
      <input type="hidden" name="product_id" value={productId} />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink-900">{t("reviews.form.rating")}</legend>
        <div className="flex flex-wrap gap-2">
          {[5, 4, 3, 2, 1].map((stars) => (
            <label key={stars} className="flex items-center gap-1.5 rounded-full border border-sand-300 px-3 py-1.5 text-sm text-ink-900 has-checked:border-accent-700 has-checked:bg-accent-50">
              <input type="radio" name="rating" value={stars} defaultChecked={typed.rating === String(stars)} required />
              {t("reviews.form.star", { count: stars })}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="review-comment" className="text-sm font-medium text-ink-900">
          {t("reviews.form.comment")}
        </label>
        <textarea
          id="review-comment"
          name="comment"
          rows={5}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          required
          defaultValue={typed.comment ?? ""}
          aria-describedby="review-comment-hint"
          className={INPUT_CLASS}
        />
        <p id="review-comment-hint" className="text-xs text-ink-500">
          {t("reviews.form.commentHint", { max: REVIEW_COMMENT_MAX_LENGTH })}
        </p>
      </div>
      <div>
        <SubmitButton busy={busy}>{t("reviews.form.submit")}</SubmitButton>
      </div>
    </Form>
  );
}

/** Shown instead of the form after a review was posted (the page was redirected with `?review=sent`). */
export function ReviewSent() {
  const { t } = useTranslation("product");
  return <FormSuccess>{t("reviews.form.sent")}</FormSuccess>;
}
