import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125032431 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "newsletter_subscriber" drop constraint if exists "newsletter_subscriber_email_unique";`);
    this.addSql(`create table if not exists "newsletter_subscriber" ("id" text not null, "email" text not null, "locale" text check ("locale" in ('fr', 'en')) not null default 'fr', "status" text check ("status" in ('pending', 'confirmed', 'unsubscribed')) not null default 'pending', "confirm_token_hash" text null, "confirm_token_expires_at" timestamptz null, "confirmation_sent_at" timestamptz null, "requested_at" timestamptz null, "requested_ip" text null, "confirmed_at" timestamptz null, "consent_ip" text null, "consent_wording" text null, "consent_locale" text check ("consent_locale" in ('fr', 'en')) null, "unsubscribed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "newsletter_subscriber_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_newsletter_subscriber_email_unique" ON "newsletter_subscriber" ("email") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_newsletter_subscriber_deleted_at" ON "newsletter_subscriber" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_newsletter_subscriber_confirm_token_hash" ON "newsletter_subscriber" ("confirm_token_hash") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_newsletter_subscriber_status" ON "newsletter_subscriber" ("status") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "newsletter_subscriber" cascade;`);
  }

}
