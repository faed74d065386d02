import { Modules } from "@medusajs/framework/utils"
import { integrationTestRunner } from "../test-runner"
import { BACKEND_DIR } from "../helpers"
import { latestEmail } from "../outbox"

// The configured app sends e-mail through Medusa's Notification module and our provider.
integrationTestRunner({
  cwd: BACKEND_DIR,
  testSuite: ({ getContainer }) => {
    describe("e-mail channel", () => {
      it("renders the template in the asked language, writes it to the outbox and records it as sent", async () => {
        const notifications = getContainer().resolve(Modules.NOTIFICATION)
        const link = "http://localhost:3000/reset-password/awa%40example.cm/tok"

        const sent = await notifications.createNotifications({
          to: "awa@example.cm",
          channel: "email",
          template: "password-reset",
          data: { locale: "en", first_name: "Awa", link, valid_hours: 1 },
        })

        expect(sent.status).toBe("success")
        const email = await latestEmail("awa@example.cm", "password-reset")
        expect(email.subject).toBe("Reset your DreamShade password")
        expect(email.text).toContain("This link is valid for 1 hour.")
        expect(email.links).toEqual([link])
      })

      it("refuses a notification whose data is incomplete and records the failure", async () => {
        const notifications = getContainer().resolve(Modules.NOTIFICATION)
        await expect(
          notifications.createNotifications({ to: "b@example.cm", channel: "email", template: "account-activation", data: {} })
        ).rejects.toThrow(/link/)
        const [failed] = await notifications.listNotifications({ to: "b@example.cm" })
        expect(failed.status).toBe("failure")
      })
    })
  },
})
