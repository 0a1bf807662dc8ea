//! The integration tests of the bot crate, in one binary so that serenity,
//! poise and axum are linked once: the command line and the README's
//! examples, the table service and store, crash safety, the two fuzzers
//! (damaged files, command sequences), and the fake-Discord end-to-end
//! suites. The engine's rules, reference and property tests live beside it
//! in `crates/core/tests`.

mod harness;
mod support;

mod cli;
mod cli_lang;
mod cli_pictures;
mod cli_render;
mod cli_store;
mod crash;
mod db_faults;
mod discord_anywhere;
mod discord_daily;
mod discord_e2e;
mod discord_every_language;
mod discord_game;
mod discord_lang;
mod discord_languages;
mod discord_load;
mod discord_notices;
mod discord_privacy;
mod discord_profiles;
mod discord_turns;
mod discord_v2;
mod discord_watch;
mod fuzz_commands;
mod fuzz_files;
mod postgres;
mod processes;
mod prune;
mod readme;
mod service;
mod shards;
mod story_wording;
mod wording;
