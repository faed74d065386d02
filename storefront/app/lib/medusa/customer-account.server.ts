import { z } from "zod";
import { backendJson } from "./backend-fetch.server";

/** The signed-in customer's own account routes (docs/accounts-api.md): each takes the token. */

const AccountShape = z.object({
  id: z.string(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email: z.string(),
  phone: z.string().nullish(),
  picture_url: z.string().nullish(),
  created_at: z.string().nullish(),
});

export interface CustomerAccount {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  pictureUrl: string | null;
}

const AccountResponse = z.object({ account: AccountShape }).transform(
  ({ account }): CustomerAccount => ({
    id: account.id,
    firstName: account.first_name ?? "",
    lastName: account.last_name ?? "",
    email: account.email,
    phone: account.phone ?? "",
    pictureUrl: account.picture_url ?? null,
  }),
);

const Empty = z.object({}).passthrough();

export function getAccount(request: Request, token: string): Promise<CustomerAccount> {
  return backendJson(request, "/store/account/me", AccountResponse, { token });
}

export function updateAccount(
  request: Request,
  token: string,
  changes: { first_name?: string; last_name?: string; phone?: string; locale?: string },
): Promise<CustomerAccount> {
  return backendJson(request, "/store/account/me", AccountResponse, { method: "POST", token, body: changes });
}

export async function changePassword(
  request: Request,
  token: string,
  passwords: { old_password: string; new_password: string },
): Promise<void> {
  await backendJson(request, "/store/account/password", Empty, { method: "POST", token, body: passwords });
}

export async function uploadPicture(request: Request, token: string, picture: File): Promise<void> {
  const body = new FormData();
  body.append("picture", picture, picture.name || "picture");
  await backendJson(request, "/store/account/picture", Empty, { method: "POST", token, body });
}

export async function removePicture(request: Request, token: string): Promise<void> {
  await backendJson(request, "/store/account/picture", Empty, { method: "DELETE", token });
}

/** Anonymises the account (orders stay); the token is useless afterwards. */
export async function deleteAccount(request: Request, token: string): Promise<void> {
  await backendJson(request, "/store/account", Empty, { method: "DELETE", token });
}

const NotificationShape = z.object({
  id: z.string(),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()).nullish(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});

export interface CustomerNotification {
  id: string;
  kind: string;
  /** Values to show in the text: plain strings and numbers only. */
  data: Record<string, string | number>;
  readAt: string | null;
  createdAt: string;
}

function plainValues(data: Record<string, unknown> | null | undefined): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(data ?? {}).filter((entry): entry is [string, string | number] =>
      ["string", "number"].includes(typeof entry[1]),
    ),
  );
}

const NotificationList = z
  .object({ notifications: z.array(NotificationShape), count: z.number(), unread_count: z.number() })
  .transform(({ notifications, count, unread_count }) => ({
    count,
    unreadCount: unread_count,
    notifications: notifications.map(
      (notification): CustomerNotification => ({
        id: notification.id,
        kind: notification.kind,
        data: plainValues(notification.data),
        readAt: notification.read_at,
        createdAt: notification.created_at,
      }),
    ),
  }));

export function listNotifications(request: Request, token: string, limit = 10) {
  return backendJson(request, "/store/account/notifications", NotificationList, {
    token,
    query: { limit, offset: 0 },
  });
}

export async function markNotificationRead(request: Request, token: string, id: string): Promise<void> {
  await backendJson(request, `/store/account/notifications/${encodeURIComponent(id)}/read`, Empty, {
    method: "POST",
    token,
  });
}
