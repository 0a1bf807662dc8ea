//! How strong the opponent's hand is, read from its public play (issue
//! 13): a few numbers of the hand's log ([`Tells`]) and, from them, the
//! chance that it undercuts our best knock, by models learned from games
//! against `gin-rummy-engine`'s `MonteCarloBot`.
//!
//! The search's sampled opponent hands place its cards with normal's
//! inference and keep the least deadwood of several draws, which makes
//! knocks look far safer than they are: at the decisions where we may
//! knock against `MonteCarloBot` 512, 37.6% of real hands undercut our
//! best knock and 16% of the sampled ones do (`gin_vs_engine --dump`,
//! 8,460 such decisions). A model of the log's numbers says it much
//! better (log loss 0.44 per decision, against 0.78 for the sampled
//! share and 0.65 for a constant).

use super::gin::{Spot, Standing};
use super::seen::Seen;
use crate::engine::melds::MeldRules;
use crate::engine::{Action, Event, SeatView};
use crate::engine::{Card, CardSet, Seat};

/// How many numbers [`Tells`] holds.
pub const TELLS: usize = 22;

/// The numbers of the hand's public play that say how strong the
/// opponent's hand is, as the models read them (the order is the models'
/// input order: see [`Tells::NAMES`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tells(pub [f32; TELLS]);

impl Tells {
    pub const NAMES: [&'static str; TELLS] = [
        "pile",
        "stock",
        "their_turns",
        "their_stock_draws",
        "their_takes",
        "their_known",
        "they_passed",
        "turns_since_take",
        "throw_mean",
        "throw_last",
        "throw_last2",
        "throws_high",
        "throws_low",
        "known_value",
        "known_related",
        "our_score",
        "their_score",
        "discarding",
        "knock_deadwood",
        "unseen_layoffs",
        "known_layoffs",
        "knock_melds",
    ];

    /// The tells at the seat's decision, and our best knock where we may
    /// knock now (short of gin, which cannot be undercut). None outside a
    /// two-handed hand in play.
    pub fn at(view: &SeatView<'_>) -> Option<(Tells, Option<BestKnock>)> {
        let spot = Spot::of(view)?;
        let seen = spot.seen(1.0, 1.0);
        let standing = Standing::of(view, spot.opponent)?;
        let knock = BestKnock::of(view, spot.hand, spot.melds);
        let tells = Tells::read(
            view,
            &seen,
            spot.melds,
            (standing.mine, standing.theirs),
            knock.as_ref(),
        )?;
        Some((tells, knock))
    }

    fn read(
        view: &SeatView<'_>,
        seen: &Seen,
        melds: MeldRules,
        scores: (u32, u32),
        knock: Option<&BestKnock>,
    ) -> Option<Tells> {
        let table = view.gin_table()?;
        let opponent = seen.opponent;
        let play = TheirPlay::of(table.log(), opponent, melds);
        let known = seen.known;
        let known_cards: Vec<_> = known.iter().collect();
        let mut related = 0;
        for (i, &a) in known_cards.iter().enumerate() {
            for &b in &known_cards[i + 1..] {
                if super::seen::related(a, seen.aces).contains(b) {
                    related += 1;
                }
            }
        }
        let throws = &play.throw_values;
        let mean = |v: &[u32]| {
            if v.is_empty() {
                0.0
            } else {
                v.iter().sum::<u32>() as f32 / v.len() as f32
            }
        };
        let layoffs = |cards: CardSet, onto: &[CardSet]| {
            cards
                .iter()
                .filter(|&c| {
                    onto.iter()
                        .any(|&m| melds.can_lay_off(CardSet::EMPTY.with(c), m))
                })
                .count() as f32
        };
        let (knock_deadwood, unseen_layoffs, known_layoffs, knock_melds) = match knock {
            Some(k) => (
                k.deadwood as f32,
                layoffs(seen.unknown, &k.melds),
                layoffs(known, &k.melds),
                k.melds.len() as f32,
            ),
            None => (-1.0, 0.0, 0.0, 0.0),
        };
        Some(Tells([
            table.discards().len() as f32,
            table.stock_len() as f32,
            seen.their_turns as f32,
            play.stock_draws as f32,
            seen.took.len() as f32,
            known.len() as f32,
            f32::from(u8::from(play.passed)),
            play.turns_since_take.map_or(30.0, |t| t as f32),
            mean(throws),
            throws.last().map_or(0.0, |&v| v as f32),
            mean(&throws[throws.len().saturating_sub(2)..]),
            throws.iter().filter(|&&v| v >= 10).count() as f32,
            throws.iter().filter(|&&v| v <= 4).count() as f32,
            known.value() as f32,
            related as f32,
            scores.0 as f32,
            scores.1 as f32,
            f32::from(u8::from(view.hand().len() == 11)),
            knock_deadwood,
            unseen_layoffs,
            known_layoffs,
            knock_melds,
        ]))
    }
}

/// What the log says of the opponent's play that [`Seen`] does not keep:
/// the order of its throws and takes.
struct TheirPlay {
    /// The point values of its discards, oldest first.
    throw_values: Vec<u32>,
    stock_draws: u32,
    passed: bool,
    /// Its turns since it last took from the pile.
    turns_since_take: Option<u32>,
}

impl TheirPlay {
    fn of(log: &[Event], opponent: Seat, melds: MeldRules) -> TheirPlay {
        let mut play = TheirPlay {
            throw_values: Vec::new(),
            stock_draws: 0,
            passed: false,
            turns_since_take: None,
        };
        for e in log {
            match *e {
                Event::DrewStock { seat } if seat == opponent => {
                    play.stock_draws += 1;
                    if let Some(t) = play.turns_since_take.as_mut() {
                        *t += 1;
                    }
                }
                Event::TookDiscard { seat, .. } if seat == opponent => {
                    play.turns_since_take = Some(0);
                }
                Event::Discarded { seat, card } if seat == opponent => {
                    play.throw_values.push(melds.value(card));
                }
                Event::PassedUpcard { seat } if seat == opponent => play.passed = true,
                _ => {}
            }
        }
        play
    }
}

/// The chance that the opponent's hand undercuts our best knock, as the
/// model learned from play against `MonteCarloBot` 512 reads the tells
/// (one hidden layer of ReLU units; `tools/train_strength.py` fits it
/// from `gin_vs_engine --dump` files and writes `gin_strength_model.rs`).
pub fn undercut_chance(tells: &Tells) -> f32 {
    use super::gin_strength_model::*;
    let mut x = [0f32; TELLS];
    for (i, v) in x.iter_mut().enumerate() {
        *v = (tells.0[i] - MEAN[i]) / SCALE[i];
    }
    let mut z = OUT_BIAS;
    for h in 0..HIDDEN {
        let a = HIDDEN_BIAS[h]
            + HIDDEN_WEIGHTS[h]
                .iter()
                .zip(&x)
                .map(|(w, v)| w * v)
                .sum::<f32>();
        z += OUT_WEIGHTS[h] * a.max(0.0);
    }
    1.0 / (1.0 + (-z).exp())
}

/// Our knock leaving the least deadwood, where we may knock now and it is
/// not gin (a gin cannot be undercut): its melds and deadwood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BestKnock {
    pub melds: Vec<CardSet>,
    pub deadwood: u32,
}

/// The cards the seat may knock with now.
pub fn knock_cards(view: &SeatView<'_>) -> Vec<Card> {
    view.legal_actions()
        .iter()
        .filter_map(|a| match a {
            Action::Knock { card } => Some(*card),
            _ => None,
        })
        .collect()
}

impl BestKnock {
    pub fn of(view: &SeatView<'_>, hand: CardSet, melds: MeldRules) -> Option<BestKnock> {
        let card = knock_cards(view)
            .into_iter()
            .min_by_key(|&c| melds.deadwood(hand.without(c)))?;
        let arrangement = melds.knocker_arrangement(hand.without(card));
        (arrangement.deadwood > 0).then_some(BestKnock {
            melds: arrangement.melds,
            deadwood: arrangement.deadwood,
        })
    }

    /// Whether `defender` undercuts it: its deadwood after laying off
    /// is at most the knock's (a tie undercuts under every rule set here
    /// that scores undercuts).
    pub fn undercut_by(&self, defender: CardSet, melds: MeldRules) -> bool {
        melds.arrange(defender, &self.melds).deadwood <= self.deadwood
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The model reads tells as the trainer's own model did (the
    /// trainer prints these checks: tells, then its chance).
    #[test]
    fn undercut_chance_matches_the_trainer() {
        let checks: [([f32; TELLS], f32); 3] = [
            (
                [
                    9.0, 22.0, 7.0, 4.0, 3.0, 2.0, 0.0, 1.0, 8.0, 2.0, 3.5, 4.0, 1.0, 10.0, 0.0,
                    0.0, 0.0, 1.0, 10.0, 2.0, 0.0, 2.0,
                ],
                0.825785,
            ),
            (
                [
                    19.0, 12.0, 10.0, 10.0, 0.0, 0.0, 1.0, 30.0, 8.1, 3.0, 4.5, 4.0, 1.0, 0.0, 0.0,
                    0.0, 34.0, 1.0, 2.0, 3.0, 0.0, 3.0,
                ],
                0.316909,
            ),
            (
                [
                    11.0, 20.0, 7.0, 5.0, 2.0, 2.0, 0.0, 4.0, 9.28571, 7.0, 7.5, 5.0, 0.0, 15.0,
                    0.0, 36.0, 59.0, 1.0, 8.0, 2.0, 0.0, 2.0,
                ],
                0.128818,
            ),
        ];
        for (tells, chance) in checks {
            let got = undercut_chance(&Tells(tells));
            assert!((got - chance).abs() < 1e-3, "{got} against {chance}");
        }
    }
}
