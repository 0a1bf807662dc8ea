//! Test support: a fake Discord (REST and gateway), the payloads it sends,
//! and a check of request bodies against Discord's API description.
#![allow(dead_code)]

pub mod bot;
pub mod fake_discord;
pub mod multipart;
pub mod payloads;
pub mod schema;
pub mod story;
