import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125032323 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "contact_message" ("id" text not null, "kind" text check ("kind" in ('sales_inquiry', 'customer_support')) not null, "name" text not null, "email" text not null, "phone" text null, "subject" text not null, "message" text not null, "language" text check ("language" in ('fr', 'en')) not null default 'fr', "state" text check ("state" in ('new', 'answered')) not null default 'new', "answered_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "contact_message_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_contact_message_deleted_at" ON "contact_message" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_contact_message_state" ON "contact_message" ("state") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_contact_message_kind" ON "contact_message" ("kind") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_contact_message_created_at" ON "contact_message" ("created_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_message" cascade;`);
  }

}
