import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127143000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "whatsapp_message_status" ("id" text not null, "message_id" text not null, "status" text check ("status" in ('sent', 'delivered', 'read', 'failed')) not null, "error" text null, "occurred_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "whatsapp_message_status_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_whatsapp_message_status_deleted_at" ON "whatsapp_message_status" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_whatsapp_message_status_message_id_status_unique" ON "whatsapp_message_status" ("message_id", "status") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "whatsapp_subscription" ("id" text not null, "customer_id" text not null, "phone" text not null, "opted_in" boolean not null default false, "opted_in_at" timestamptz null, "opted_out_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "whatsapp_subscription_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_whatsapp_subscription_customer_id_unique" ON "whatsapp_subscription" ("customer_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_whatsapp_subscription_deleted_at" ON "whatsapp_subscription" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_whatsapp_subscription_phone" ON "whatsapp_subscription" ("phone") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "whatsapp_message_status" cascade;`);

    this.addSql(`drop table if exists "whatsapp_subscription" cascade;`);
  }

}
