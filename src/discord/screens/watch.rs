//! The watch view (issue 42): an ephemeral message that shows anyone,
//! seated or not, the public table (what the table message shows: the
//! sides, whose turn it is, the hands in play as everyone sees them, the
//! melds on the table and the last moves), in the watcher's own language,
//! refreshed by the board while its token lives. It is built from the
//! public [`TableView`] alone, so it cannot hold a hidden card. Below the
//! table: who waits for the next game, and the watcher's own buttons (Join
//! next game or Leave the list for someone without a seat, Refresh).

use super::table_message::table_message;
use crate::discord::custom_id::ComponentId;
use crate::discord::message::{Control, Msg, Style};
use crate::table::{StageKind, TableView, UserId};
use gin_text::{tr, Lang};

/// The watch view of `table` for `viewer`, in `lang`; `until_s` (Unix
/// seconds) is when it stops following the game by itself.
pub fn watch_view(
    lang: Lang,
    table: u64,
    view: &TableView,
    viewer: UserId,
    until_s: Option<u64>,
) -> Msg {
    // The table message in the watcher's language, without its buttons.
    let mut public = view.clone();
    public.settings.lang = lang;
    let shown = table_message(table, &public);
    let mut s = format!(
        "{}\n{}\n",
        tr!(lang, "watch-header"),
        shown.content.trim_end()
    );
    if !view.waiting.is_empty() {
        let names: Vec<String> = view.waiting.iter().map(|u| format!("<@{u}>")).collect();
        s += &tr!(lang, "watch-waiting", names = names.join(", "));
        s.push('\n');
    }
    let seated = view.seats.iter().any(|x| x.player.user() == Some(viewer));
    let listed = view.waiting.contains(&viewer);
    if seated {
        s += &format!("-# {}\n", tr!(lang, "watch-seated"));
    } else if listed {
        s += &format!("-# {}\n", tr!(lang, "watch-you-wait"));
    }
    if let Some(until) = until_s {
        s += &format!(
            "-# {}",
            tr!(lang, "watch-until", until = format!("<t:{until}:t>"))
        );
    }
    let mut row = Vec::new();
    if !seated && view.stage != StageKind::Lobby {
        row.push(if listed {
            Control::button(
                ComponentId::LeaveNext { table },
                tr!(lang, "watch-leave-next"),
                Style::Secondary,
                true,
            )
        } else {
            Control::button(
                ComponentId::JoinNext { table },
                tr!(lang, "watch-join-next"),
                Style::Success,
                true,
            )
        });
    }
    row.push(Control::button(
        ComponentId::WatchRefresh { table },
        tr!(lang, "table-refresh"),
        Style::Secondary,
        true,
    ));
    Msg::new(s, vec![row])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::message::MAX_CONTENT;
    use crate::table::{ChannelId, Settings, Table};

    /// The watch view is the table message (in the watcher's language)
    /// with the list and the watcher's buttons: Join next game for
    /// someone without a seat, Leave the list once on it, none of those
    /// for a seated player; within Discord's limits in every language.
    #[test]
    fn the_watch_view_offers_the_list_to_those_without_a_seat() {
        let (t, _) = Table::open(&ChannelId::new("1"), UserId(7), Settings::default()).unwrap();
        let mut view = t.view();
        view.stage = StageKind::Finished;
        for lang in Lang::ALL {
            let ids = |m: &Msg| -> Vec<String> {
                m.rows
                    .iter()
                    .flatten()
                    .map(|c| c.id().to_string())
                    .collect()
            };
            let m = watch_view(lang, 42, &view, UserId(9), Some(1_800_000_000));
            assert!(m.content.chars().count() <= MAX_CONTENT, "{lang}");
            assert!(m.content.starts_with("👀"), "{lang}: {}", m.content);
            assert!(m.content.contains("<t:1800000000:t>"), "{lang}");
            assert_eq!(ids(&m), ["jg1.nextjoin.42", "jg1.wview.42"], "{lang}");
            let mut listed = view.clone();
            listed.waiting = vec![UserId(9)];
            let m = watch_view(lang, 42, &listed, UserId(9), None);
            assert!(m.content.contains("<@9>"), "{lang}");
            assert!(m.content.contains(&tr!(lang, "watch-you-wait")), "{lang}");
            assert_eq!(ids(&m), ["jg1.nextleave.42", "jg1.wview.42"], "{lang}");
            let m = watch_view(lang, 42, &view, UserId(7), None);
            assert!(m.content.contains(&tr!(lang, "watch-seated")), "{lang}");
            assert_eq!(ids(&m), ["jg1.wview.42"], "{lang}");
            // The table's part speaks the watcher's language.
            let header = format!(
                "🃏 **{}",
                super::super::rules_line(lang, &view.settings.rules)
            );
            assert!(m.content.contains(&header), "{lang}: {}", m.content);
        }
    }
}
