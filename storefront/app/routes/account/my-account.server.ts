import { data } from "react-router";
import { apiFailure, invalid } from "~/lib/account/api-failure.server";
import { ACCOUNT_FORM } from "~/lib/forms/messages";
import { formFailure, parseSubmission } from "~/lib/forms/submission";
import { PICTURE_MAX_BYTES, pictureProblem } from "~/lib/account/picture";
import { AddressSchema, DeleteAccountSchema, PasswordChangeSchema, ProfileSchema, type AccountMessage } from "~/lib/account/schemas";
import { endCustomerSession, updateSessionFirstName } from "~/lib/account/session.server";
import type { Language } from "~/lib/i18n/languages";
import {
  changePassword,
  deleteAccount,
  removePicture,
  updateAccount,
  uploadPicture,
} from "~/lib/medusa/customer-account.server";
import {
  createAddress,
  deleteAddress,
  listAddresses,
  makeDefaultAddress,
  updateAddress,
} from "~/lib/medusa/customer-addresses.server";

/** The profile page's actions, told apart by `intent` (one form each). */

export type ProfileIntent =
  | "profile"
  | "picture"
  | "remove-picture"
  | "address-create"
  | "address-update"
  | "address-delete"
  | "address-default"
  | "password"
  | "delete-account";

export interface ProfileSuccess {
  intent: ProfileIntent;
  success: AccountMessage;
}

const done = (intent: ProfileIntent, success: AccountMessage, headers?: HeadersInit) =>
  data<ProfileSuccess>({ intent, success }, { headers });

/** A picture bigger than this is refused before it is even read (the limit plus form overhead). */
export const PROFILE_FORM_MAX_BYTES = PICTURE_MAX_BYTES + 64 * 1024;

export async function runProfileAction(request: Request, token: string, formData: FormData, language: Language) {
  const intent = formData.get("intent");
  switch (intent) {
    case "profile": {
      const submission = parseSubmission(ProfileSchema, formData, ACCOUNT_FORM);
      if (!submission.ok) return invalid(submission);
      try {
        const account = await updateAccount(request, token, { ...submission.data, locale: language });
        return done(intent, "profileUpdated", { "Set-Cookie": await updateSessionFirstName(request, account.firstName) });
      } catch (error) {
        return apiFailure(error, formData, { form: "profileError" });
      }
    }
    case "picture": {
      const file = formData.get("picture");
      const problem = pictureProblem(file instanceof File ? file : null);
      if (problem) return invalid(formFailure(formData, { picture: problem }));
      try {
        await uploadPicture(request, token, file as File);
      } catch (error) {
        return apiFailure(error, formData);
      }
      return done(intent, "pictureUpdated");
    }
    case "remove-picture":
      await removePicture(request, token);
      return done(intent, "pictureRemoved");
    case "address-create":
    case "address-update": {
      const submission = parseSubmission(AddressSchema, formData, ACCOUNT_FORM);
      if (!submission.ok) return invalid(submission);
      const id = String(formData.get("address_id") ?? "");
      try {
        if (intent === "address-create") await createAddress(token, submission.data);
        else await updateAddress(token, id, submission.data);
      } catch (error) {
        return addressFailure(error, formData);
      }
      return done(intent, intent === "address-create" ? "addressAdded" : "addressUpdated");
    }
    case "address-delete":
    case "address-default": {
      const id = String(formData.get("address_id") ?? "");
      try {
        if (intent === "address-delete") {
          await deleteAddress(token, id);
        } else {
          // Only the customer's own addresses are listed: an id from elsewhere finds nothing.
          const address = (await listAddresses(token)).find((candidate) => candidate.id === id);
          if (!address) throw new Response("Unknown address", { status: 404 });
          await makeDefaultAddress(token, address);
        }
      } catch (error) {
        return addressFailure(error, formData);
      }
      return done(intent, intent === "address-delete" ? "addressDeleted" : "addressDefault");
    }
    case "password": {
      const submission = parseSubmission(PasswordChangeSchema, formData, ACCOUNT_FORM);
      if (!submission.ok) return invalid(submission);
      const { old_password, new_password } = submission.data;
      try {
        await changePassword(request, token, { old_password, new_password });
      } catch (error) {
        return apiFailure(error, formData);
      }
      return done(intent, "passwordChanged");
    }
    case "delete-account": {
      const submission = parseSubmission(DeleteAccountSchema, formData, ACCOUNT_FORM);
      if (!submission.ok) return invalid(submission);
      await deleteAccount(request, token);
      return endCustomerSession(request, { flash: "accountDeleted" });
    }
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}

/** The spec's address error (§8), unless the session expired (then the caller handles the 401). */
function addressFailure(error: unknown, formData: FormData) {
  const status = (error as { status?: unknown } | null)?.status;
  if (error instanceof Response || status === 401) throw error;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return invalid(formFailure(formData, { form: "addressError" }));
  }
  throw error;
}
