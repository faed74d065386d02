import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";

export interface NotificationView {
  id: string;
  text: string;
  unread: boolean;
  receivedOn: string;
}

/** The dashboard's notifications: an unread one is marked, and opening it marks it read. */
export function NotificationList({ notifications }: { notifications: NotificationView[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </ul>
  );
}

function NotificationItem({ notification }: { notification: NotificationView }) {
  const { t } = useTranslation("account");
  const fetcher = useFetcher();
  // Read as soon as the shopper opened it, without waiting for the server.
  const unread = notification.unread && fetcher.state === "idle" && !fetcher.data;
  const markRead = () => {
    if (unread) void fetcher.submit({ intent: "read-notification", notification: notification.id }, { method: "post" });
  };

  return (
    <li>
      <details
        onToggle={(event) => {
          if (event.currentTarget.open) markRead();
        }}
        className={"rounded-lg border px-4 py-3 " + (unread ? "border-accent-100 bg-accent-50" : "border-sand-200")}
      >
        <summary className="cursor-pointer text-sm">
          {unread ? (
            <span className="mr-2 rounded-full bg-accent-700 px-2 py-0.5 text-xs font-semibold text-white">{t("dashboard.unread")}</span>
          ) : null}
          <span className={unread ? "font-semibold text-ink-900" : "text-ink-700"}>{notification.text}</span>
        </summary>
        <div className="mt-2 flex flex-wrap items-center gap-3 text-xs text-ink-500">
          <span>{t("dashboard.receivedOn", { date: notification.receivedOn })}</span>
          {unread ? (
            // Without JavaScript, opening cannot tell the server: this button does.
            <fetcher.Form method="post">
              <input type="hidden" name="notification" value={notification.id} />
              <button type="submit" name="intent" value="read-notification" className="text-accent-800 underline">
                {t("dashboard.markRead")}
              </button>
            </fetcher.Form>
          ) : null}
        </div>
      </details>
    </li>
  );
}
