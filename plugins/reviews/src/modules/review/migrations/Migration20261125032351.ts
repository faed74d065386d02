import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125032351 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "review" drop constraint if exists "review_product_id_customer_id_unique";`);
    this.addSql(`alter table if exists "product_rating" drop constraint if exists "product_rating_product_id_unique";`);
    this.addSql(`create table if not exists "product_rating" ("id" text not null, "product_id" text not null, "average" real null, "count" integer not null default 0, "stars_1" integer not null default 0, "stars_2" integer not null default 0, "stars_3" integer not null default 0, "stars_4" integer not null default 0, "stars_5" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "product_rating_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_product_rating_product_id_unique" ON "product_rating" ("product_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_rating_deleted_at" ON "product_rating" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "review" ("id" text not null, "product_id" text not null, "customer_id" text not null, "author_first_name" text not null, "author_last_initial" text not null, "rating" integer not null, "comment" text not null, "status" text check ("status" in ('visible', 'hidden')) not null default 'visible', "answer" text null, "answered_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "review_pkey" primary key ("id"), constraint review_rating_range check (rating BETWEEN 1 AND 5), constraint review_comment_length check (char_length(comment) BETWEEN 1 AND 2000));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_deleted_at" ON "review" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_review_product_id_customer_id_unique" ON "review" ("product_id", "customer_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_product_id_status_created_at" ON "review" ("product_id", "status", "created_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_rating" cascade;`);

    this.addSql(`drop table if exists "review" cascade;`);
  }

}
