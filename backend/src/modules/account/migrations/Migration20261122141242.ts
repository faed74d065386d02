import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122141242 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "used_token" drop constraint if exists "used_token_purpose_token_id_unique";`);
    this.addSql(`alter table if exists "customer_account" drop constraint if exists "customer_account_customer_id_unique";`);
    this.addSql(`create table if not exists "customer_account" ("id" text not null, "customer_id" text not null, "status" text check ("status" in ('not_validated', 'active', 'deactivated', 'deleted')) not null default 'not_validated', "locale" text check ("locale" in ('fr', 'en')) not null default 'fr', "picture_file_id" text null, "picture_url" text null, "terms_accepted_at" timestamptz null, "activated_at" timestamptz null, "deactivated_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "customer_account_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_customer_account_customer_id_unique" ON "customer_account" ("customer_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_customer_account_deleted_at" ON "customer_account" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "customer_notification" ("id" text not null, "customer_id" text not null, "kind" text not null, "data" jsonb not null default '{}', "read_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "customer_notification_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_customer_notification_deleted_at" ON "customer_notification" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_customer_notification_customer_id_created_at" ON "customer_notification" ("customer_id", "created_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "used_token" ("id" text not null, "purpose" text check ("purpose" in ('account_activation', 'captcha')) not null, "token_id" text not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "used_token_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_used_token_deleted_at" ON "used_token" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_used_token_purpose_token_id_unique" ON "used_token" ("purpose", "token_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_used_token_expires_at" ON "used_token" ("expires_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "customer_account" cascade;`);

    this.addSql(`drop table if exists "customer_notification" cascade;`);

    this.addSql(`drop table if exists "used_token" cascade;`);
  }

}
