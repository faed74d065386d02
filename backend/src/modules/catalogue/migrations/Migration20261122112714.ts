import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122112714 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "tutorial" drop constraint if exists "tutorial_handle_unique";`);
    this.addSql(`alter table if exists "brand" drop constraint if exists "brand_handle_unique";`);
    this.addSql(`create table if not exists "brand" ("id" text not null, "handle" text not null, "name" text not null, "description" text not null default '', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "brand_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_brand_handle_unique" ON "brand" ("handle") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_brand_deleted_at" ON "brand" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "product_detail" ("id" text not null, "details" text not null default '', "how_to_use" text not null default '', "sold_count" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "product_detail_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_detail_deleted_at" ON "product_detail" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "tutorial" ("id" text not null, "handle" text not null, "title" text not null, "description" text not null default '', "video_url" text not null, "thumbnail_url" text not null, "duration_seconds" integer not null default 0, "rank" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "tutorial_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_tutorial_handle_unique" ON "tutorial" ("handle") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_tutorial_deleted_at" ON "tutorial" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_tutorial_rank" ON "tutorial" ("rank") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "brand" cascade;`);

    this.addSql(`drop table if exists "product_detail" cascade;`);

    this.addSql(`drop table if exists "tutorial" cascade;`);
  }

}
