//! Test support: a fake Discord (REST and gateway), the payloads it sends,
//! a check of request bodies against Discord's API description, and
//! PostgreSQL test databases.
#![allow(dead_code)]

pub mod bot;
pub mod cli;
pub mod components_v2;
pub mod fake_discord;
pub mod leaks;
pub mod multipart;
pub mod payloads;
pub mod schema;
pub mod story;

/// Test databases on throwaway PostgreSQL servers: the library's own
/// test module, compiled here too (it names what it uses through
/// `super`: these two).
#[path = "../../../src/store/postgres/test_db.rs"]
pub mod pg;
pub use jersey_gin::config::REQUIRE_POSTGRES_ENV;
pub use jersey_gin::store::postgres::local;
