//! The slash commands, all under `/gin`. One file per command group.
//!
//! Only commands that work are registered: the table commands (`new`, `join`,
//! `leave`, `start`, `hand`, `table`, `leaderboard`, `stats`, `history`,
//! `abandon`) come with the table service.

pub mod rules;

use crate::discord::{Context, Data, Error};

/// Jersey Gin: three-player Gin Rummy.
#[poise::command(slash_command, subcommands("rules::rules"), subcommand_required)]
pub async fn gin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Every top-level command the bot registers.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![gin()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gin_group_has_rules() {
        let cmds = all();
        assert_eq!(cmds.len(), 1);
        assert_eq!(cmds[0].name, "gin");
        let subs: Vec<&str> = cmds[0]
            .subcommands
            .iter()
            .map(|c| c.name.as_ref())
            .collect();
        assert_eq!(subs, ["rules"]);
        for c in &cmds[0].subcommands {
            let d = c.description.as_deref().unwrap_or("");
            assert!(!d.is_empty() && d.chars().count() <= 100, "{}", c.name);
        }
    }
}
