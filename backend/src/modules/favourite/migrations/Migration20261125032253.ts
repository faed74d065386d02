import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125032253 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "favourite" drop constraint if exists "favourite_customer_id_product_id_unique";`);
    this.addSql(`create table if not exists "favourite" ("id" text not null, "customer_id" text not null, "product_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "favourite_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_favourite_deleted_at" ON "favourite" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_favourite_customer_id_product_id_unique" ON "favourite" ("customer_id", "product_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "favourite" cascade;`);
  }

}
