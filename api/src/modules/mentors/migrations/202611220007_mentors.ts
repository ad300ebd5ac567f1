import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mentors', (t) => {
    t.increments('id').primary();
    t.string('name', 100).notNullable();
    t.string('role', 150).notNullable();
    t.string('avatar', 2000);
    t.text('bio').notNullable();
    t.string('location', 150).notNullable();
    t.jsonb('languages').notNullable().defaultTo('[]');
    t.jsonb('specialties').notNullable().defaultTo('[]');
    t.string('education', 300).notNullable();
    t.integer('years_experience').notNullable();
    t.text('availability').notNullable();
    t.decimal('rating', 2, 1).notNullable();
    t.integer('review_count').notNullable().defaultTo(0);
    t.string('contact_email', 200).notNullable();
    t.string('contact_phone', 50);
    t.jsonb('social_links').notNullable().defaultTo('{}');
    t.string('mentoring_since', 20).notNullable();
    t.text('background').notNullable();
    t.string('cover_image', 2000);
    t.timestamps(true, true);
  });
  await knex.raw('alter table mentors add constraint mentors_rating_range check (rating >= 1 and rating <= 5)');

  await knex.schema.createTable('mentor_testimonials', (t) => {
    t.increments('id').primary();
    t.integer('mentor_id').notNullable().references('id').inTable('mentors').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.text('text').notNullable();
    t.integer('rating').notNullable();
    t.date('date').notNullable();
    t.index(['mentor_id']);
  });
  await knex.raw('alter table mentor_testimonials add constraint mentor_testimonials_rating_range check (rating between 1 and 5)');

  await knex.schema.createTable('mentor_sessions', (t) => {
    t.increments('id').primary();
    t.integer('mentor_id').notNullable().references('id').inTable('mentors').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('description');
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.integer('duration_minutes').notNullable().defaultTo(60);
    t.integer('total_spots').notNullable();
    // Spots already taken (reservations made here plus any taken elsewhere, e.g. by phone).
    t.integer('spots_taken').notNullable().defaultTo(0);
    t.index(['mentor_id', 'starts_at']);
  });
  // The database itself refuses an overbooked session, whatever the code does.
  await knex.raw('alter table mentor_sessions add constraint mentor_sessions_spots check (total_spots >= 0 and spots_taken >= 0 and spots_taken <= total_spots)');

  await knex.schema.createTable('mentor_session_reservations', (t) => {
    t.increments('id').primary();
    t.integer('session_id').notNullable().references('id').inTable('mentor_sessions').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['session_id', 'user_id'], { indexName: 'mentor_session_reservations_unique' });
    t.index(['user_id']);
  });

  await knex.schema.createTable('mentorship_requests', (t) => {
    t.increments('id').primary();
    t.integer('mentor_id').notNullable().references('id').inTable('mentors').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('message');
    t.string('status', 20).notNullable().defaultTo('pending');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['mentor_id', 'user_id'], { indexName: 'mentorship_requests_unique' });
  });

  await knex.schema.createTable('mentor_applications', (t) => {
    t.increments('id').primary();
    t.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('name', 100).notNullable();
    t.string('email', 200).notNullable();
    t.string('expertise', 200).notNullable();
    t.integer('years_experience').notNullable();
    t.text('motivation').notNullable();
    t.string('status', 20).notNullable().defaultTo('received');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mentor_applications');
  await knex.schema.dropTableIfExists('mentorship_requests');
  await knex.schema.dropTableIfExists('mentor_session_reservations');
  await knex.schema.dropTableIfExists('mentor_sessions');
  await knex.schema.dropTableIfExists('mentor_testimonials');
  await knex.schema.dropTableIfExists('mentors');
}
