//! The rules of each game in a few paragraphs, in our own words and in the
//! reader's language (the catalogs' `rules` area): what `/gin rules` shows
//! on Discord and `?` in the terminal, and a table's rules in one line. The
//! full rules, with the ids the code cites (R…, G…, V…), are in
//! docs/rules/; each message of the catalog names the rules it sums up.
//! Every text stays under Discord's 2000-character limit for message
//! content in every language (tested beside `/gin rules`).

use crate::engine::{
    Clash, GameKind, GinRules, NextDealer, OklahomaLimit, Rules, RulesRefusal, Shutout,
};
use gin_text::{tr, FluentArgs, Lang};

/// Jersey Gin (docs/rules/jersey-gin.md), one message per line.
const JERSEY: [&str; 12] = [
    "rules-jersey-title",
    "",
    "rules-jersey-deal",
    "rules-jersey-turn",
    "rules-jersey-melds",
    "rules-jersey-knock",
    "rules-jersey-knock-lowest",
    "rules-jersey-knock-underknock",
    "rules-jersey-knock-gin",
    "rules-jersey-break",
    "rules-jersey-game",
    "rules-tables-may-change",
];

/// Two-handed Gin Rummy (docs/rules/gin-rummy.md, part G).
const GIN: [&str; 13] = [
    "rules-gin-title",
    "",
    "rules-gin-deal",
    "rules-gin-first-turn",
    "rules-gin-turns",
    "rules-gin-melds",
    "rules-gin-knock",
    "rules-gin-knock-lower",
    "rules-gin-knock-undercut",
    "rules-gin-knock-gin",
    "rules-gin-stock",
    "rules-gin-game",
    "rules-tables-may-change",
];

/// Colonel (docs/rules/gin-rummy.md, V9).
const COLONEL: [&str; 9] = [
    "rules-colonel-title",
    "",
    "rules-colonel-deal",
    "rules-colonel-melds",
    "rules-colonel-turn",
    "rules-colonel-going-out",
    "rules-colonel-stock-out",
    "rules-colonel-challenge",
    "rules-colonel-match",
];

/// Lines of messages, an empty id an empty line.
fn lines(lang: Lang, ids: &[&str]) -> String {
    let none = FluentArgs::new();
    ids.iter()
        .map(|id| match *id {
            "" => String::new(),
            id => gin_text::text(lang, id, &none),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The summary of a game of the family (without its switches).
pub fn game_rules(lang: Lang, kind: GameKind) -> String {
    match kind {
        GameKind::Jersey => lines(lang, &JERSEY),
        GameKind::Gin => lines(lang, &GIN),
        GameKind::Colonel => lines(lang, &COLONEL),
    }
}

/// A variant of two-handed Gin, as `/gin rules` explains it (V1–V8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Variant {
    Oklahoma,
    /// Oklahoma with the knock limit of the current top discard (V1.4).
    OklahomaCurrent,
    Hollywood,
    ElevenCard,
    AroundCorner,
    Doubling,
    GinOnly,
    ThreeSitout,
    Partnership,
}

/// A variant's paragraph.
pub fn variant_rules(lang: Lang, variant: Variant) -> String {
    match variant {
        Variant::Oklahoma => tr!(lang, "rules-oklahoma"),
        Variant::OklahomaCurrent => tr!(lang, "rules-oklahoma-current"),
        Variant::Hollywood => tr!(lang, "rules-hollywood"),
        Variant::ElevenCard => tr!(lang, "rules-eleven-card"),
        Variant::AroundCorner => tr!(lang, "rules-around-corner"),
        Variant::Doubling => tr!(lang, "rules-doubling"),
        Variant::GinOnly => tr!(lang, "rules-gin-only"),
        Variant::ThreeSitout => tr!(lang, "rules-three-players"),
        Variant::Partnership => tr!(lang, "rules-partnership"),
    }
}

/// Why rules cannot be played (V10.3), in `lang`: the engine's refusal
/// as `/gin new` and the command line say it to a player.
pub fn refusal(lang: Lang, r: &RulesRefusal) -> String {
    use RulesRefusal as R;
    let quoted = |s: &str| format!("{s:?}");
    match r {
        R::Conflict(clash) => {
            let clash = match clash {
                Clash::HollywoodThreePlayers => "hollywood-three",
                Clash::HollywoodPartnership => "hollywood-partnership",
                Clash::OklahomaElevenCard => "oklahoma-eleven",
                Clash::OklahomaGinOnly => "oklahoma-gin-only",
                Clash::ThreePlayersPartnership => "three-partnership",
            };
            tr!(lang, "rules-refusal-conflict", clash = clash)
        }
        R::ColonelIsAGame => tr!(lang, "rules-refusal-colonel-is-a-game"),
        R::ColonelWith(s) => tr!(lang, "rules-refusal-colonel-with", variant = quoted(s)),
        R::ColonelWithSwitches(list) => tr!(
            lang,
            "rules-refusal-colonel-with-switches",
            variants = list.join(", ")
        ),
        R::JerseyTakesNoVariants(s) => {
            tr!(lang, "rules-jersey-takes-no-variants", variant = quoted(s))
        }
        R::UnknownVariant(s) => tr!(
            lang,
            "rules-unknown-variant",
            variant = quoted(s),
            choices = crate::engine::rules::switch_names()
        ),
        R::UnknownGame(s) => tr!(lang, "rules-unknown-game", game = quoted(s)),
        R::Target(t) => tr!(lang, "rules-refusal-target", target = *t),
        // From a rules file (the lab's tools), never a player's choice.
        R::Setting(why) => why.clone(),
    }
}
/// What a Colonel hand counts, as both front ends write it under the
/// hand: every card held counts at the hand's end or an accepted
/// challenge (V9.4, V9.6), and laying down the melds and layoffs would
/// bring it to `after_laying_down`.
pub fn colonel_count(lang: Lang, held: u32, after_laying_down: u32) -> String {
    if after_laying_down < held {
        tr!(
            lang,
            "rules-colonel-count",
            held = held,
            after = after_laying_down
        )
    } else {
        tr!(lang, "rules-colonel-count-nothing-to-lay", held = held)
    }
}

/// What `/gin rules` shows for these rules: the game, then each switch in
/// force, then how strong the computer levels are at this game. Split
/// into messages that each fit Discord's limit.
pub fn rules_messages(lang: Lang, rules: &Rules) -> Vec<String> {
    let kind = rules.kind();
    let mut messages = vec![game_rules(lang, kind)];
    if let Rules::Gin(g) = rules {
        let variants = gin_variants(g);
        if !variants.is_empty() {
            let mut switches = vec![tr!(lang, "rules-this-table-plays")];
            switches.extend(variants.into_iter().map(|v| variant_rules(lang, v)));
            messages.push(switches.join("\n"));
        }
    }
    messages.push(crate::level_strength::levels_message(lang, kind));
    messages
}

fn gin_variants(g: &GinRules) -> Vec<Variant> {
    let mut out = Vec::new();
    if g.oklahoma {
        out.push(match g.oklahoma_limit {
            OklahomaLimit::FirstUpcard => Variant::Oklahoma,
            OklahomaLimit::Current => Variant::OklahomaCurrent,
        });
    }
    for (on, variant) in [
        (g.hollywood, Variant::Hollywood),
        (g.eleven_card, Variant::ElevenCard),
        (g.around_corner, Variant::AroundCorner),
        (g.doubling, Variant::Doubling),
        (g.gin_only, Variant::GinOnly),
        (g.three_sitout, Variant::ThreeSitout),
        (g.partnership, Variant::Partnership),
    ] {
        if on {
            out.push(variant);
        }
    }
    out
}

/// The game's name and its switches: "Gin Rummy: Oklahoma, doubling".
pub fn game_name(lang: Lang, rules: &Rules) -> String {
    let game = crate::words::game(lang, rules.kind());
    let Rules::Gin(g) = rules else {
        return game;
    };
    let switches: Vec<String> = g
        .switches()
        .into_iter()
        .map(|switch| match switch {
            crate::engine::Switch::Oklahoma if g.oklahoma_limit == OklahomaLimit::Current => {
                tr!(lang, "rules-summary-oklahoma-current")
            }
            crate::engine::Switch::Doubling if !g.redouble => {
                tr!(lang, "rules-summary-doubling-no-redouble")
            }
            other => crate::words::switch(lang, other),
        })
        .collect();
    if switches.is_empty() {
        game
    } else {
        tr!(
            lang,
            "rules-summary-switches",
            game = game,
            switches = switches.join(", ")
        )
    }
}

/// A table's rules in one line: the game, its switches, seats, target,
/// knock limit and bonuses. English is [`Rules::summary`]'s wording.
pub fn summary(lang: Lang, rules: &Rules) -> String {
    match rules {
        Rules::Jersey(o) => tr!(
            lang,
            "rules-summary-jersey",
            target = o.target,
            knock_limit = o.knock_limit,
            gin = o.gin_bonus,
            underknock = o.underknock_bonus,
            game = o.game_bonus,
            box = o.box_bonus
        ),
        Rules::Colonel(c) => tr!(lang, "rules-summary-colonel", hands = c.hands),
        Rules::Gin(g) => gin_summary(lang, rules, g),
    }
}

fn gin_summary(lang: Lang, rules: &Rules, g: &GinRules) -> String {
    let (seats, target) = (g.seats(), g.target());
    let mut parts = vec![
        game_name(lang, rules),
        if g.hollywood {
            tr!(
                lang,
                "rules-summary-seats-hollywood",
                seats = seats,
                target = target
            )
        } else {
            tr!(lang, "rules-summary-seats", seats = seats, target = target)
        },
    ];
    if !g.oklahoma && !g.gin_only {
        parts.push(tr!(
            lang,
            "rules-summary-knock-limit",
            limit = g.knock_limit
        ));
    }
    if g.around_corner {
        parts.push(tr!(
            lang,
            "rules-summary-ace-points",
            points = g.corner_ace.points()
        ));
    }
    let mut bonuses = tr!(
        lang,
        "rules-summary-bonuses",
        gin = g.gin_bonus,
        undercut = g.undercut_bonus,
        game = g.game_bonus,
        box = g.box_bonus
    );
    if g.extra_boxes > 0 {
        bonuses += ", ";
        bonuses += &tr!(lang, "rules-summary-extra-boxes", count = g.extra_boxes);
    }
    parts.push(bonuses);
    match g.shutout {
        Shutout::Double => {}
        Shutout::Bonus200 => parts.push(tr!(lang, "rules-summary-shutout-bonus")),
        Shutout::Off => parts.push(tr!(lang, "rules-summary-no-shutout")),
    }
    match g.next_dealer {
        NextDealer::Loser => {}
        NextDealer::Winner => parts.push(tr!(lang, "rules-summary-winner-deals")),
        NextDealer::Alternate => parts.push(tr!(lang, "rules-summary-deal-alternates")),
    }
    parts.join(&tr!(lang, "rules-summary-separator"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Switch;

    /// V9.4, V9.6: Colonel's count is the whole hand's, with what laying
    /// down would leave beside it.
    #[test]
    fn colonel_count_says_the_whole_hand_and_after_laying_down() {
        assert_eq!(
            colonel_count(Lang::En, 58, 15),
            "In hand: 58 (every card you hold counts, melds too) · after laying down what you can: 15"
        );
        assert!(colonel_count(Lang::En, 58, 58).ends_with("· nothing to lay down"));
        assert!(!colonel_count(Lang::En, 58, 15).contains("eadwood"));
        for lang in Lang::ALL {
            let both = colonel_count(lang, 58, 15);
            assert!(both.contains("58") && both.contains("15"), "{lang}: {both}");
        }
    }

    /// Every table the engine can set up: each switch alone and with the
    /// options that change the summary's wording.
    fn every_kind_of_table() -> Vec<Rules> {
        let mut all = vec![
            Rules::from_names("jersey", &[]).unwrap(),
            Rules::from_names("colonel", &[]).unwrap(),
            Rules::from_names("gin", &[]).unwrap(),
        ];
        for s in Switch::ALL {
            all.push(Rules::from_names("gin", &[s.name()]).unwrap());
        }
        let mut odd = GinRules {
            oklahoma: true,
            doubling: true,
            redouble: false,
            oklahoma_limit: OklahomaLimit::Current,
            extra_boxes: 2,
            shutout: Shutout::Off,
            next_dealer: NextDealer::Alternate,
            ..GinRules::default()
        };
        all.push(Rules::Gin(odd));
        odd.shutout = Shutout::Bonus200;
        odd.next_dealer = NextDealer::Winner;
        odd.extra_boxes = 1;
        all.push(Rules::Gin(odd));
        all.push(Rules::from_names("gin", &["around_corner", "hollywood"]).unwrap());
        all
    }

    /// The English one-line summary is the engine's own, word for word, so
    /// the terminal and the tools that print `Rules::summary` agree.
    #[test]
    fn english_summary_is_the_engines() {
        for rules in every_kind_of_table() {
            assert_eq!(summary(Lang::En, &rules), rules.summary());
            let head = rules.summary().split(';').next().unwrap().to_string();
            assert_eq!(game_name(Lang::En, &rules), head);
        }
    }

    /// Every language says every summary and every rules text in its own
    /// words: no placeable left, no English line (other than the few
    /// names every language keeps, such as "Oklahoma.").
    #[test]
    fn every_language_has_its_own_rules() {
        for rules in every_kind_of_table() {
            let english = rules_messages(Lang::En, &rules).join("\n");
            for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
                let theirs = rules_messages(lang, &rules).join("\n");
                assert!(
                    !theirs.contains('{') && !theirs.contains("rules-"),
                    "{theirs}"
                );
                for line in theirs.lines().filter(|l| l.len() > 20) {
                    assert!(!english.lines().any(|e| e == line), "{lang}: {line}");
                }
                let summary = summary(lang, &rules);
                assert_ne!(summary, rules.summary(), "{lang}");
                assert!(!summary.contains('{'), "{summary}");
            }
        }
    }
}
