//! What game a table plays and with which options: [`Rules`], validated,
//! serialisable, stored with every game and replay.

use super::jersey::Options;
use super::melds::{AceRule, AceValue, MeldRules};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// Why rules cannot be played. The engine does not word it for players:
/// each front end says it in the player's language (the catalogs' `rules`
/// area); `Display` is the engine's English, for logs, the lab and the
/// engine's own tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesRefusal {
    /// V10.3: two switches that do not go together.
    Conflict(Clash),
    /// V10.3: Colonel named among the switches.
    ColonelIsAGame,
    /// V10.3: Colonel with a switch (as it was named).
    ColonelWith(String),
    /// V10.3: Gin Rummy with Colonel and other switches (as named).
    ColonelWithSwitches(Vec<String>),
    /// Jersey Gin with a variant (as it was named).
    JerseyTakesNoVariants(String),
    /// A switch name the engine does not know (normalised).
    UnknownVariant(String),
    /// A game name the engine does not know (lowercased).
    UnknownGame(String),
    /// A target outside 1 to 10,000.
    Target(u32),
    /// Another setting out of its range: those come from a rules file
    /// (the lab's tools), never from a player's choice, and are said in
    /// the engine's words.
    Setting(String),
}

impl std::fmt::Display for RulesRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use RulesRefusal as R;
        match self {
            R::Conflict(clash) => write!(f, "{} cannot be combined (V10.3)", clash.english()),
            R::ColonelIsAGame => {
                write!(
                    f,
                    "Colonel is a game of its own (V10.3): it takes no switches"
                )
            }
            R::ColonelWith(s) => write!(
                f,
                "Colonel cannot be combined with {s:?} (V10.3: Colonel takes no switches)"
            ),
            R::ColonelWithSwitches(list) => write!(
                f,
                "Colonel cannot be combined with {} (V10.3)",
                list.join(", ")
            ),
            R::JerseyTakesNoVariants(s) => write!(f, "Jersey Gin takes no variants (got {s:?})"),
            R::UnknownVariant(name) => {
                write!(f, "unknown variant {name:?}: use {}", switch_names())
            }
            R::UnknownGame(name) => write!(f, "unknown game {name:?}: use jersey, gin or colonel"),
            R::Target(t) => write!(f, "target must be 1 to 10000, not {t}"),
            R::Setting(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for RulesRefusal {}

/// The refusal as the engine says it, where errors are strings.
impl From<RulesRefusal> for String {
    fn from(r: RulesRefusal) -> String {
        r.to_string()
    }
}

/// V10.3: the switches that do not go together, two by two.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Clash {
    HollywoodThreePlayers,
    HollywoodPartnership,
    OklahomaElevenCard,
    OklahomaGinOnly,
    ThreePlayersPartnership,
}

impl Clash {
    pub const ALL: [Clash; 5] = [
        Clash::HollywoodThreePlayers,
        Clash::HollywoodPartnership,
        Clash::OklahomaElevenCard,
        Clash::OklahomaGinOnly,
        Clash::ThreePlayersPartnership,
    ];

    /// The two switches.
    pub fn switches(self) -> (Switch, Switch) {
        use Switch as S;
        match self {
            Clash::HollywoodThreePlayers => (S::Hollywood, S::ThreeSitout),
            Clash::HollywoodPartnership => (S::Hollywood, S::Partnership),
            Clash::OklahomaElevenCard => (S::Oklahoma, S::ElevenCard),
            Clash::OklahomaGinOnly => (S::Oklahoma, S::GinOnly),
            Clash::ThreePlayersPartnership => (S::ThreeSitout, S::Partnership),
        }
    }

    fn english(self) -> &'static str {
        match self {
            Clash::HollywoodThreePlayers => "Hollywood and three players",
            Clash::HollywoodPartnership => "Hollywood and partnership",
            Clash::OklahomaElevenCard => "Oklahoma and the eleven-card hand",
            Clash::OklahomaGinOnly => "Oklahoma and gin only",
            Clash::ThreePlayersPartnership => "three players and partnership",
        }
    }
}

/// Every switch's name, for an unknown one.
pub fn switch_names() -> String {
    Switch::ALL
        .iter()
        .map(|s| s.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The game of a table and its options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum Rules {
    /// Jersey Gin, three players (docs/rules/jersey-gin.md).
    Jersey(Options),
    /// Two-handed Gin Rummy and its switches (docs/rules/gin-rummy.md, G and V).
    Gin(GinRules),
    /// Colonel (docs/rules/gin-rummy.md, V9).
    Colonel(ColonelRules),
}

/// The kind of game, without options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    Jersey,
    Gin,
    Colonel,
}

impl GameKind {
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Jersey => "Jersey Gin",
            GameKind::Gin => "Gin Rummy",
            GameKind::Colonel => "Colonel",
        }
    }
}

/// V1.4: which upcard sets Oklahoma's knock limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OklahomaLimit {
    /// V1.1: the hand's first upcard.
    #[default]
    FirstUpcard,
    /// V1.4: the top discard when the knocker's turn starts.
    Current,
}

/// G8.2(b).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shutout {
    /// The reacher's points and game bonus are doubled.
    #[default]
    Double,
    /// The game bonus is 200 instead.
    Bonus200,
    Off,
}

/// G2.3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NextDealer {
    #[default]
    Loser,
    Winner,
    Alternate,
}

/// Two-handed Gin (Part G) with the switches of Part V and the options of
/// G9. Defaults are the standard game to 100.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GinRules {
    /// V1.
    pub oklahoma: bool,
    /// V1.4.
    pub oklahoma_limit: OklahomaLimit,
    /// V2.
    pub hollywood: bool,
    /// V3.
    pub eleven_card: bool,
    /// V4.
    pub around_corner: bool,
    /// V4.2: 15 (default) or 1.
    pub corner_ace: AceValue,
    /// V5.
    pub doubling: bool,
    /// V5.2 (on by default; only meaningful with `doubling`).
    pub redouble: bool,
    /// V6.
    pub gin_only: bool,
    /// V7.
    pub three_sitout: bool,
    /// V8.
    pub partnership: bool,
    /// T, when the table sets it; otherwise the switches decide (V10.3).
    pub target: Option<u32>,
    /// L (G5.1).
    pub knock_limit: u32,
    /// U (G7.2): 10, 20 or 25.
    pub undercut_bonus: u32,
    /// B (G7.3): 20 or 25.
    pub gin_bonus: u32,
    pub game_bonus: u32,
    pub box_bonus: u32,
    pub shutout: Shutout,
    pub next_dealer: NextDealer,
    /// G8.2(c): more boxes per gin or undercut won, 0 to 2.
    pub extra_boxes: u32,
}

impl Default for GinRules {
    fn default() -> Self {
        GinRules {
            oklahoma: false,
            oklahoma_limit: OklahomaLimit::FirstUpcard,
            hollywood: false,
            eleven_card: false,
            around_corner: false,
            corner_ace: AceValue::Fifteen,
            doubling: false,
            redouble: true,
            gin_only: false,
            three_sitout: false,
            partnership: false,
            target: None,
            knock_limit: 10,
            undercut_bonus: 25,
            gin_bonus: 25,
            game_bonus: 100,
            box_bonus: 25,
            shutout: Shutout::Double,
            next_dealer: NextDealer::Loser,
            extra_boxes: 0,
        }
    }
}

/// A switch of Part V: one variant of two-handed Gin that a table turns
/// on. Each is named here once, with everything a front end shows of it:
/// its name (stored rules, the command line's `--variant`), its `/gin new`
/// option, its label and its rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Switch {
    Oklahoma,
    Hollywood,
    ElevenCard,
    AroundCorner,
    Doubling,
    GinOnly,
    ThreeSitout,
    Partnership,
}

impl Switch {
    pub const ALL: [Switch; 8] = [
        Switch::Oklahoma,
        Switch::Hollywood,
        Switch::ElevenCard,
        Switch::AroundCorner,
        Switch::Doubling,
        Switch::GinOnly,
        Switch::ThreeSitout,
        Switch::Partnership,
    ];

    /// Its name, as [`GinRules`] stores it and the command line writes it.
    pub fn name(self) -> &'static str {
        match self {
            Switch::Oklahoma => "oklahoma",
            Switch::Hollywood => "hollywood",
            Switch::ElevenCard => "eleven_card",
            Switch::AroundCorner => "around_corner",
            Switch::Doubling => "doubling",
            Switch::GinOnly => "gin_only",
            Switch::ThreeSitout => "three_sitout",
            Switch::Partnership => "partnership",
        }
    }

    /// The name of its option of Discord's `/gin new`.
    pub fn option(self) -> &'static str {
        match self {
            Switch::ElevenCard => "eleven_cards",
            Switch::AroundCorner => "around_the_corner",
            Switch::ThreeSitout => "three_players",
            other => other.name(),
        }
    }

    /// What players call it (the rules' summary, the table message).
    pub fn label(self) -> &'static str {
        match self {
            Switch::Oklahoma => "Oklahoma",
            Switch::Hollywood => "Hollywood scoring",
            Switch::ElevenCard => "eleven-card hand",
            Switch::AroundCorner => "around the corner",
            Switch::Doubling => "doubling",
            Switch::GinOnly => "gin only",
            Switch::ThreeSitout => "three players (one sits out)",
            Switch::Partnership => "partnership",
        }
    }

    /// What it does, in a few words (the `/gin new` option's description).
    pub fn description(self) -> &'static str {
        match self {
            Switch::Oklahoma => "Oklahoma (the first upcard sets the knock limit)",
            Switch::Hollywood => "Hollywood scoring (three games at once)",
            Switch::ElevenCard => "eleven-card hands",
            Switch::AroundCorner => "runs go around the corner (K-A-2)",
            Switch::Doubling => "doubling and redoubling the stake",
            Switch::GinOnly => "no knocking, gin only",
            Switch::ThreeSitout => "three players, one sits out each hand",
            Switch::Partnership => "four players in two partnerships",
        }
    }

    /// Its rule in docs/rules/gin-rummy.md, part V.
    pub fn rule(self) -> &'static str {
        match self {
            Switch::Oklahoma => "V1",
            Switch::Hollywood => "V2",
            Switch::ElevenCard => "V3",
            Switch::AroundCorner => "V4",
            Switch::Doubling => "V5",
            Switch::GinOnly => "V6",
            Switch::ThreeSitout => "V7",
            Switch::Partnership => "V8",
        }
    }

    /// Shorter names people type for it.
    fn aliases(self) -> &'static [&'static str] {
        match self {
            Switch::ElevenCard => &["eleven"],
            Switch::AroundCorner => &["around_the_corner", "corner"],
            Switch::ThreeSitout => &["sitout", "three", "three_players"],
            Switch::Partnership => &["partners"],
            _ => &[],
        }
    }

    /// The switch a name means: its name, option or an alias, in any case,
    /// with `-` or a space for `_`.
    pub fn named(name: &str) -> Option<Switch> {
        let n = normalised(name);
        Switch::ALL
            .into_iter()
            .find(|s| n == s.name() || n == s.option() || s.aliases().contains(&n.as_str()))
    }

    /// Whether `rules` have it on.
    pub fn is_on(self, rules: &GinRules) -> bool {
        match self {
            Switch::Oklahoma => rules.oklahoma,
            Switch::Hollywood => rules.hollywood,
            Switch::ElevenCard => rules.eleven_card,
            Switch::AroundCorner => rules.around_corner,
            Switch::Doubling => rules.doubling,
            Switch::GinOnly => rules.gin_only,
            Switch::ThreeSitout => rules.three_sitout,
            Switch::Partnership => rules.partnership,
        }
    }

    fn turn_on(self, rules: &mut GinRules) {
        *match self {
            Switch::Oklahoma => &mut rules.oklahoma,
            Switch::Hollywood => &mut rules.hollywood,
            Switch::ElevenCard => &mut rules.eleven_card,
            Switch::AroundCorner => &mut rules.around_corner,
            Switch::Doubling => &mut rules.doubling,
            Switch::GinOnly => &mut rules.gin_only,
            Switch::ThreeSitout => &mut rules.three_sitout,
            Switch::Partnership => &mut rules.partnership,
        } = true;
    }
}

/// A name as [`Switch::named`] and [`GinRules::set_switch`] compare it.
fn normalised(name: &str) -> String {
    name.trim().to_ascii_lowercase().replace(['-', ' '], "_")
}

/// The settings that [`GinRules::set_switch`] takes beside the switches:
/// V1.4's limit, V5.2 off, and G9's preset.
const SWITCH_SETTINGS: [&str; 3] = ["oklahoma_current", "no_redouble", "alternative_scoring"];

/// Every name `--variant` takes, for the command line's help: the switches
/// and the settings beside them.
pub fn variant_names() -> String {
    Switch::ALL
        .iter()
        .map(|s| s.name())
        .chain(SWITCH_SETTINGS)
        .map(|n| n.replace('_', "-"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The command line's help for `--variant`.
pub fn variant_help() -> String {
    format!(
        "Gin Rummy's variants, comma-separated: {} (docs/rules/gin-rummy.md, part V)",
        variant_names()
    )
}

impl GinRules {
    /// G9's preset "alternative scoring" (004): B 20, U 10, box 20.
    pub fn alternative_scoring() -> GinRules {
        GinRules {
            gin_bonus: 20,
            undercut_bonus: 10,
            box_bonus: 20,
            ..GinRules::default()
        }
    }

    /// The scoring of the EAAI-2021 Gin Rummy challenge, which the
    /// open-source Gin bots are measured under: target 100, knock limit 10,
    /// gin and undercut bonus 25, no game, box or shutout bonus, the deal
    /// alternating. For measurements, not a table option.
    pub fn eaai_2021() -> GinRules {
        GinRules {
            target: Some(100),
            knock_limit: 10,
            gin_bonus: 25,
            undercut_bonus: 25,
            game_bonus: 0,
            box_bonus: 0,
            shutout: Shutout::Off,
            next_dealer: NextDealer::Alternate,
            extra_boxes: 0,
            ..GinRules::default()
        }
    }

    /// The switches that are on.
    pub fn switches(&self) -> Vec<Switch> {
        Switch::ALL.into_iter().filter(|s| s.is_on(self)).collect()
    }

    /// Turns a switch on by any of its names (`oklahoma`, `around-corner`,
    /// ...; [`Switch::named`]), or sets one of the settings named beside
    /// them (`oklahoma_current`, `no_redouble`, `alternative_scoring`).
    pub fn set_switch(&mut self, name: &str) -> Result<(), RulesRefusal> {
        if let Some(switch) = Switch::named(name) {
            switch.turn_on(self);
            return Ok(());
        }
        let n = normalised(name);
        match n.as_str() {
            "oklahoma_current" => {
                self.oklahoma = true;
                self.oklahoma_limit = OklahomaLimit::Current;
            }
            "no_redouble" => self.redouble = false,
            // G9's preset, accepted where switches are named.
            "alternative_scoring" => {
                let alt = GinRules::alternative_scoring();
                self.gin_bonus = alt.gin_bonus;
                self.undercut_bonus = alt.undercut_bonus;
                self.box_bonus = alt.box_bonus;
            }
            "colonel" => return Err(RulesRefusal::ColonelIsAGame),
            other => return Err(RulesRefusal::UnknownVariant(other.to_string())),
        }
        Ok(())
    }

    /// The seats the game needs: 2; 3 with one sitting out (V7); 4 in
    /// partnership (V8).
    pub fn seats(&self) -> usize {
        if self.three_sitout {
            3
        } else if self.partnership {
            4
        } else {
            2
        }
    }

    /// T (V10.3): the table's if set, else the largest a switch sets
    /// (V4 125, V6 250, V8 125), else 100.
    pub fn target(&self) -> u32 {
        self.target.unwrap_or_else(|| {
            let mut t = 100;
            if self.around_corner || self.partnership {
                t = t.max(125);
            }
            if self.gin_only {
                t = t.max(250);
            }
            t
        })
    }

    /// The melds of this game: V4 wraps the ace around the corner.
    pub fn meld_rules(&self) -> MeldRules {
        if self.around_corner {
            MeldRules {
                aces: AceRule::Corner,
                ace_value: self.corner_ace,
            }
        } else {
            MeldRules::LOW
        }
    }

    /// Refuses V10.3's combinations and options out of range, with the reason.
    pub fn validate(&self) -> Result<(), RulesRefusal> {
        for clash in Clash::ALL {
            let (a, b) = clash.switches();
            if a.is_on(self) && b.is_on(self) {
                return Err(RulesRefusal::Conflict(clash));
            }
        }
        if let Some(t) = self.target {
            if !(1..=10_000).contains(&t) {
                return Err(RulesRefusal::Target(t));
            }
        }
        self.validate_settings().map_err(RulesRefusal::Setting)
    }

    /// The settings only a rules file sets, in the engine's words.
    fn validate_settings(&self) -> Result<(), String> {
        if self.knock_limit > 10 {
            return Err(format!(
                "knock limit must be 0 to 10, not {}",
                self.knock_limit
            ));
        }
        if ![10, 20, 25].contains(&self.undercut_bonus) {
            return Err(format!(
                "undercut bonus must be 10, 20 or 25, not {}",
                self.undercut_bonus
            ));
        }
        if ![20, 25].contains(&self.gin_bonus) {
            return Err(format!(
                "gin bonus must be 20 or 25, not {}",
                self.gin_bonus
            ));
        }
        if self.corner_ace == AceValue::Ten {
            return Err("around the corner, an ace counts 15 or 1".into());
        }
        for (name, v) in [
            ("game bonus", self.game_bonus),
            ("box bonus", self.box_bonus),
        ] {
            if v > 1000 {
                return Err(format!("{name} must be 0 to 1000, not {v}"));
            }
        }
        if self.extra_boxes > 2 {
            return Err(format!(
                "extra boxes must be 0, 1 or 2, not {}",
                self.extra_boxes
            ));
        }
        if (self.three_sitout || self.partnership) && self.next_dealer != NextDealer::Loser {
            return Err(
                "with three players or partnerships the deal follows V7.2 / V8.3, not next_dealer"
                    .into(),
            );
        }
        Ok(())
    }

    /// In words, for the lobby and `/gin rules`.
    pub fn summary(&self) -> String {
        let mut s = String::from("Gin Rummy");
        let names: Vec<&str> = self
            .switches()
            .into_iter()
            .map(|switch| match switch {
                Switch::Oklahoma if self.oklahoma_limit == OklahomaLimit::Current => {
                    "Oklahoma (limit from the current upcard)"
                }
                Switch::Doubling if !self.redouble => "doubling (no redouble)",
                other => other.label(),
            })
            .collect();
        if !names.is_empty() {
            let _ = write!(s, ": {}", names.join(", "));
        }
        let _ = write!(s, "; {} seats; to {}", self.seats(), self.target());
        if self.hollywood {
            s.push_str(" in each of three games");
        }
        if !self.oklahoma && !self.gin_only {
            let _ = write!(s, "; knock at {} or less", self.knock_limit);
        }
        if self.around_corner {
            let _ = write!(s, "; aces count {}", self.corner_ace.points());
        }
        let _ = write!(
            s,
            "; gin {}, undercut {}, game {}, box {}",
            self.gin_bonus, self.undercut_bonus, self.game_bonus, self.box_bonus
        );
        if self.extra_boxes > 0 {
            let _ = write!(
                s,
                ", {} extra box(es) per gin or undercut",
                self.extra_boxes
            );
        }
        match self.shutout {
            Shutout::Double => {}
            Shutout::Bonus200 => s.push_str("; shutout: game bonus 200"),
            Shutout::Off => s.push_str("; no shutout bonus"),
        }
        match self.next_dealer {
            NextDealer::Loser => {}
            NextDealer::Winner => s.push_str("; the winner deals next"),
            NextDealer::Alternate => s.push_str("; the deal alternates"),
        }
        s
    }
}

/// Colonel (docs/rules/gin-rummy.md, V9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ColonelRules {
    /// V9.7: the number of hands in the match.
    pub hands: u32,
}

impl Default for ColonelRules {
    fn default() -> Self {
        ColonelRules { hands: 4 }
    }
}

impl ColonelRules {
    pub fn validate(&self) -> Result<(), String> {
        if !(1..=100).contains(&self.hands) {
            return Err(format!(
                "a Colonel match has 1 to 100 hands, not {}",
                self.hands
            ));
        }
        Ok(())
    }
}

impl Default for Rules {
    fn default() -> Self {
        Rules::Jersey(Options::default())
    }
}

impl Rules {
    pub fn kind(&self) -> GameKind {
        match self {
            Rules::Jersey(_) => GameKind::Jersey,
            Rules::Gin(_) => GameKind::Gin,
            Rules::Colonel(_) => GameKind::Colonel,
        }
    }

    /// A game by name (`jersey`, `gin`, `colonel`) with switches by name;
    /// V10.3's combinations are refused with the reason.
    pub fn from_names(game: &str, switches: &[&str]) -> Result<Rules, RulesRefusal> {
        let game = game.trim().to_ascii_lowercase();
        let mut switches: Vec<&str> = switches
            .iter()
            .map(|s| s.trim())
            .filter(|s| !s.is_empty())
            .collect();
        let rules = match game.as_str() {
            "jersey" | "jersey_gin" | "jersey-gin" => {
                if let Some(s) = switches.first() {
                    return Err(RulesRefusal::JerseyTakesNoVariants(s.to_string()));
                }
                Rules::Jersey(Options::default())
            }
            "colonel" => {
                if let Some(s) = switches.iter().find(|s| !s.eq_ignore_ascii_case("colonel")) {
                    return Err(RulesRefusal::ColonelWith(s.to_string()));
                }
                Rules::Colonel(ColonelRules::default())
            }
            "gin" | "gin_rummy" | "gin-rummy" => {
                if switches.iter().any(|s| s.eq_ignore_ascii_case("colonel")) {
                    switches.retain(|s| !s.eq_ignore_ascii_case("colonel"));
                    if switches.is_empty() {
                        return Ok(Rules::Colonel(ColonelRules::default()));
                    }
                    return Err(RulesRefusal::ColonelWithSwitches(
                        switches.iter().map(|s| s.to_string()).collect(),
                    ));
                }
                let mut g = GinRules::default();
                for s in switches {
                    g.set_switch(s)?;
                }
                Rules::Gin(g)
            }
            other => return Err(RulesRefusal::UnknownGame(other.to_string())),
        };
        rules.validate()?;
        Ok(rules)
    }

    pub fn validate(&self) -> Result<(), RulesRefusal> {
        match self {
            Rules::Jersey(o) => o.validate().map_err(RulesRefusal::Setting),
            Rules::Gin(g) => g.validate(),
            Rules::Colonel(c) => c.validate().map_err(RulesRefusal::Setting),
        }
    }

    /// How many seats the game needs.
    pub fn seats(&self) -> usize {
        match self {
            Rules::Jersey(_) => 3,
            Rules::Gin(g) => g.seats(),
            Rules::Colonel(_) => 2,
        }
    }

    /// The melds of this game.
    pub fn meld_rules(&self) -> MeldRules {
        match self {
            Rules::Jersey(_) => MeldRules::LOW,
            Rules::Gin(g) => g.meld_rules(),
            Rules::Colonel(_) => MeldRules::COLONEL,
        }
    }

    /// The game and its options in words.
    pub fn summary(&self) -> String {
        match self {
            Rules::Jersey(o) => format!(
                "Jersey Gin; 3 seats; to {}; knock at {} or less; gin {}, underknock {}, game {}, box {}",
                o.target, o.knock_limit, o.gin_bonus, o.underknock_bonus, o.game_bonus, o.box_bonus
            ),
            Rules::Gin(g) => g.summary(),
            Rules::Colonel(c) => format!("Colonel; 2 seats; a match of {} hands", c.hands),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn v10_3_forbidden_combinations_are_refused_with_a_reason() {
        for (game, switches, needle) in [
            ("gin", &["hollywood", "three_sitout"][..], "Hollywood"),
            ("gin", &["hollywood", "partnership"][..], "Hollywood"),
            ("gin", &["oklahoma", "eleven_card"][..], "Oklahoma"),
            ("gin", &["oklahoma", "gin_only"][..], "Oklahoma"),
            ("gin", &["colonel", "oklahoma"][..], "Colonel"),
            ("colonel", &["doubling"][..], "Colonel"),
            ("gin", &["hollywood", "nonsense"][..], "unknown"),
        ] {
            let e = Rules::from_names(game, switches).unwrap_err().to_string();
            assert!(e.contains(needle), "{switches:?}: {e}");
        }
        assert!(Rules::from_names("gin", &["oklahoma", "doubling", "around-corner"]).is_ok());
        let Rules::Gin(alt) = Rules::from_names("gin", &["alternative-scoring"]).unwrap() else {
            panic!()
        };
        assert_eq!(
            (alt.gin_bonus, alt.undercut_bonus, alt.box_bonus),
            (20, 10, 20)
        );
        assert_eq!(
            Rules::from_names("gin", &["colonel"]).unwrap().kind(),
            GameKind::Colonel
        );
    }

    #[test]
    fn v10_3_the_larger_target_applies_and_the_table_overrides() {
        let mut g = GinRules::default();
        assert_eq!(g.target(), 100);
        g.around_corner = true;
        assert_eq!(g.target(), 125);
        g.gin_only = true;
        assert_eq!(g.target(), 250);
        g.target = Some(150);
        assert_eq!(g.target(), 150);
        let p = GinRules {
            partnership: true,
            ..GinRules::default()
        };
        assert_eq!((p.target(), p.seats()), (125, 4));
        let o = GinRules {
            oklahoma: true,
            ..GinRules::default()
        };
        assert_eq!(o.target(), 100, "V1.5");
    }

    #[test]
    fn rules_serialise_with_their_game_and_defaults() {
        let r = Rules::Gin(GinRules {
            oklahoma: true,
            ..GinRules::default()
        });
        let json = serde_json::to_string(&r).unwrap();
        assert!(
            json.starts_with(r#"{"game":"gin","oklahoma":true"#),
            "{json}"
        );
        let back: Rules = serde_json::from_str(&json).unwrap();
        assert_eq!(back, r);
        let short: Rules = serde_json::from_str(r#"{"game":"gin","doubling":true}"#).unwrap();
        assert_eq!(
            short,
            Rules::Gin(GinRules {
                doubling: true,
                ..GinRules::default()
            })
        );
        let j: Rules = serde_json::from_str(r#"{"game":"jersey","target":150}"#).unwrap();
        assert_eq!(
            j,
            Rules::Jersey(Options {
                target: 150,
                ..Options::default()
            })
        );
        let c: Rules = serde_json::from_str(r#"{"game":"colonel"}"#).unwrap();
        assert_eq!(c.seats(), 2);
        assert!(serde_json::from_str::<Rules>(r#"{"game":"gin","okla":true}"#).is_err());
    }

    #[test]
    fn each_switch_is_named_once_and_found_by_every_name() {
        let mut rules_seen = Vec::new();
        for switch in Switch::ALL {
            for name in [
                switch.name(),
                switch.option(),
                &switch.name().replace('_', "-"),
            ] {
                assert_eq!(Switch::named(name), Some(switch), "{name}");
                let mut g = GinRules::default();
                g.set_switch(name).unwrap();
                assert_eq!(
                    g.switches(),
                    vec![switch],
                    "{name} turns on only {switch:?}"
                );
                assert!(switch.is_on(&g));
            }
            for alias in switch.aliases() {
                assert_eq!(Switch::named(alias), Some(switch), "{alias}");
            }
            assert!(switch.rule().starts_with('V'));
            rules_seen.push(switch.rule());
            assert!(variant_names().contains(&switch.name().replace('_', "-")));
        }
        rules_seen.dedup();
        assert_eq!(rules_seen, ["V1", "V2", "V3", "V4", "V5", "V6", "V7", "V8"]);
        assert_eq!(Switch::named("colonel"), None);
        assert!(GinRules::default().set_switch("fly").is_err());
    }

    #[test]
    fn summary_names_the_game_switches_and_seats() {
        let r = Rules::from_names("gin", &["partnership", "doubling"]).unwrap();
        let s = r.summary();
        assert!(s.contains("partnership") && s.contains("doubling") && s.contains("4 seats"));
        assert!(s.contains("to 125"), "{s}");
    }
}
