//! Where a table is played and how the bot reaches its channel (issue 39).
//!
//! The app may be installed to a server (the bot is a member and posts
//! with its own token) or to a person's account, who then uses `/gin` in a
//! DM with the bot, a group DM, or a server that did not add the bot. In
//! those places the bot's token opens no door: it may only answer the
//! interactions it is sent (the first answer within 3 s, then edits and up
//! to five follow-ups through the interaction's token for 15 minutes).
//! Each table is told which at `/gin new`, from the interaction's
//! `context` and `authorizing_integration_owners`, and keeps it
//! ([`Delivery`], stored with the table). A server may also deny its
//! members' apps public answers (the "Use External Apps" permission):
//! Discord then makes every answer of an app the server did not add
//! ephemeral, so nobody else could see or join a table there.

use crate::table::Delivery;
use poise::serenity_prelude as serenity;

/// How a table opened by this interaction reaches its channel: with the
/// bot's token only in a server that installed the app (the interaction
/// is authorised by that server's install); anywhere else (a DM with the
/// bot, a group DM, a server where only the person installed the app),
/// through interactions alone. An interaction that names neither field
/// (an older client) in a server counts as the server's install, as
/// before the app could be installed to a person. In a server without the
/// bot where the person may not use external apps publicly
/// (`permissions`, the member's in the channel, lack
/// `USE_EXTERNAL_APPS`), every answer is private.
pub fn delivery_of(
    context: Option<serenity::InteractionContext>,
    owners: &serenity::AuthorizingIntegrationOwners,
    guild: Option<serenity::GuildId>,
    permissions: Option<serenity::Permissions>,
) -> Delivery {
    use serenity::AuthorizingIntegrationOwner as Owner;
    let Some(guild) = guild else {
        return Delivery::Interactions;
    };
    let in_guild = matches!(context, None | Some(serenity::InteractionContext::Guild));
    let server_installed = owners
        .0
        .iter()
        .any(|o| matches!(o, Owner::GuildInstall(Some(g)) if *g == guild));
    if in_guild && (server_installed || (context.is_none() && owners.0.is_empty())) {
        Delivery::BotToken
    } else if permissions.is_some_and(|p| !p.use_external_apps()) {
        Delivery::PrivateAnswers
    } else {
        Delivery::Interactions
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::serenity_prelude::AuthorizingIntegrationOwner as Owner;
    use poise::serenity_prelude::InteractionContext as Ctx;

    fn owners(list: Vec<Owner>) -> serenity::AuthorizingIntegrationOwners {
        serenity::AuthorizingIntegrationOwners(list)
    }

    #[test]
    fn only_a_server_that_installed_the_app_is_reached_with_the_bots_token() {
        let guild = serenity::GuildId::new(3);
        let person = serenity::UserId::new(7);
        let server = owners(vec![Owner::GuildInstall(Some(guild))]);
        let both = owners(vec![
            Owner::GuildInstall(Some(guild)),
            Owner::UserInstall(person),
        ]);
        let user = owners(vec![Owner::UserInstall(person)]);
        // A server with the bot (installed there, whether or not the
        // person installed it too).
        assert_eq!(
            delivery_of(Some(Ctx::Guild), &server, Some(guild), None),
            Delivery::BotToken
        );
        assert_eq!(
            delivery_of(Some(Ctx::Guild), &both, Some(guild), None),
            Delivery::BotToken
        );
        // A server without the bot: only the person's install.
        assert_eq!(
            delivery_of(Some(Ctx::Guild), &user, Some(guild), None),
            Delivery::Interactions
        );
        // Another server's install does not open this one.
        let other = owners(vec![Owner::GuildInstall(Some(serenity::GuildId::new(4)))]);
        assert_eq!(
            delivery_of(Some(Ctx::Guild), &other, Some(guild), None),
            Delivery::Interactions
        );
        // A DM with the bot and a group DM: never the bot's token.
        assert_eq!(
            delivery_of(Some(Ctx::BotDm), &user, None, None),
            Delivery::Interactions
        );
        assert_eq!(
            delivery_of(Some(Ctx::PrivateChannel), &user, None, None),
            Delivery::Interactions
        );
        assert_eq!(
            delivery_of(
                Some(Ctx::BotDm),
                &owners(vec![Owner::GuildInstall(None)]),
                None,
                None
            ),
            Delivery::Interactions
        );
        // An older client's interaction in a server, naming neither.
        assert_eq!(
            delivery_of(None, &owners(vec![]), Some(guild), None),
            Delivery::BotToken
        );
    }

    /// Where the person may not use external apps publicly, a server
    /// without the bot answers privately; the permission does not matter
    /// where the server added the bot, nor outside servers.
    #[test]
    fn a_server_denying_external_apps_public_answers_gets_private_ones() {
        let guild = serenity::GuildId::new(3);
        let user = owners(vec![Owner::UserInstall(serenity::UserId::new(7))]);
        let server = owners(vec![Owner::GuildInstall(Some(guild))]);
        let denied = Some(serenity::Permissions::SEND_MESSAGES);
        let allowed =
            Some(serenity::Permissions::SEND_MESSAGES | serenity::Permissions::USE_EXTERNAL_APPS);
        assert_eq!(
            delivery_of(Some(Ctx::Guild), &user, Some(guild), denied),
            Delivery::PrivateAnswers
        );
        assert_eq!(
            delivery_of(Some(Ctx::Guild), &user, Some(guild), allowed),
            Delivery::Interactions
        );
        assert_eq!(
            delivery_of(Some(Ctx::Guild), &server, Some(guild), denied),
            Delivery::BotToken
        );
        assert_eq!(
            delivery_of(Some(Ctx::BotDm), &user, None, denied),
            Delivery::Interactions
        );
        // Discord's JSON: permissions as a decimal string; bit 50.
        let p: serenity::Permissions = serde_json::from_str(r#""1125899906842624""#).unwrap();
        assert!(p.use_external_apps());
    }

    /// The fields as Discord sends them deserialise into what is read.
    #[test]
    fn read_from_discords_json() {
        let read = |json: &str| -> serenity::AuthorizingIntegrationOwners {
            serde_json::from_str(json).unwrap()
        };
        let guild = serenity::GuildId::new(3);
        assert_eq!(
            delivery_of(Some(Ctx::Guild), &read(r#"{"0": "3"}"#), Some(guild), None),
            Delivery::BotToken
        );
        assert_eq!(
            delivery_of(Some(Ctx::Guild), &read(r#"{"1": "7"}"#), Some(guild), None),
            Delivery::Interactions
        );
        let ctx: Ctx = serde_json::from_str("2").unwrap();
        assert_eq!(ctx, Ctx::PrivateChannel);
    }
}
