import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { pictureProblem, PICTURE_TYPES } from "~/lib/account/picture";
import type { AccountMessage } from "~/lib/account/schemas";
import { FieldError, FormSuccess, useAccountMessage } from "../form-controls";
import { answerFor, type ProfileAnswer } from "./profile-answer";

export function PictureForm({ pictureUrl, answer }: { pictureUrl: string | null; answer?: ProfileAnswer }) {
  const { t } = useTranslation("account");
  const message = useAccountMessage();
  const { failure, success } = answerFor(answer, ["picture", "remove-picture"]);
  const [clientError, setClientError] = useState<AccountMessage | null>(null);
  const error = clientError ?? failure?.errors.picture;

  // Checked here for a quick answer; the action and the backend check again.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem("picture") as HTMLInputElement | null;
    const problem = pictureProblem(input?.files?.[0] ?? null);
    setClientError(problem);
    if (problem) event.preventDefault();
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {pictureUrl ? (
        <img src={pictureUrl} alt={t("profile.pictureAlt")} width={96} height={96} className="h-24 w-24 rounded-full object-cover" />
      ) : (
        <p className="text-sm text-ink-500">{t("profile.noPicture")}</p>
      )}
      <div className="flex flex-col gap-3">
        {success ? <FormSuccess>{message(success)}</FormSuccess> : null}
        <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="flex flex-col gap-2">
          <label htmlFor="picture" className="text-sm font-medium text-ink-900">
            {t("fields.picture")}
          </label>
          <input
            id="picture"
            name="picture"
            type="file"
            accept={PICTURE_TYPES.join(",")}
            aria-invalid={error ? true : undefined}
            aria-describedby={`picture-hint${error ? " picture-error" : ""}`}
            className="text-sm"
          />
          <p id="picture-hint" className="text-xs text-ink-500">
            {t("fields.pictureHint")}
          </p>
          <FieldError id="picture-error" error={error ?? undefined} />
          <button type="submit" name="intent" value="picture" className="button-primary self-start">
            {t("profile.uploadPicture")}
          </button>
        </Form>
        {pictureUrl ? (
          <Form method="post">
            <button type="submit" name="intent" value="remove-picture" className="text-sm text-accent-800 underline">
              {t("profile.removePicture")}
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}
