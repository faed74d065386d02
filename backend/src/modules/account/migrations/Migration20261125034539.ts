import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125034539 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "customer_session" ("id" text not null, "customer_id" text not null, "ended_at" timestamptz null, "ended_reason" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "customer_session_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_customer_session_deleted_at" ON "customer_session" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_customer_session_customer_id" ON "customer_session" ("customer_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "customer_session" cascade;`);
  }

}
