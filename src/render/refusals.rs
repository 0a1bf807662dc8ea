//! Why a command was refused, as a sentence in the reader's language: one
//! catalog message (area `refusals`) per refusal of the table and per
//! refusal of the game's rules.

use crate::engine::ActionError;
use crate::table::Refusal;
use gin_text::{tr, Lang};

/// Why a command was refused, as a sentence (capital first, full stop):
/// the words every front end shows for a refusal, unless it says more for
/// its own (Discord's "open one with `/gin new`").
pub fn refusal(r: &Refusal, lang: Lang) -> String {
    match r {
        Refusal::NoTable => tr!(lang, "refusal-no-table"),
        Refusal::TableExists => tr!(lang, "refusal-table-exists"),
        Refusal::NotInLobby => tr!(lang, "refusal-not-in-lobby"),
        Refusal::NotPlaying => tr!(lang, "refusal-not-playing"),
        Refusal::NotFinished => tr!(lang, "refusal-not-finished"),
        Refusal::AlreadySeated => tr!(lang, "refusal-already-seated"),
        Refusal::TableFull => tr!(lang, "refusal-table-full"),
        Refusal::NotAPlayer => tr!(lang, "refusal-not-a-player"),
        Refusal::NoComputer => tr!(lang, "refusal-no-computer"),
        Refusal::NotEnoughSeats { seats, needed } => tr!(
            lang,
            "refusal-not-enough-seats",
            seats = *seats,
            needed = *needed
        ),
        Refusal::NotOpener => tr!(lang, "refusal-not-opener"),
        Refusal::Stale { sent, now } => tr!(lang, "refusal-stale", sent = *sent, now = *now),
        Refusal::Illegal(e) => illegal(e, lang),
        Refusal::LeaveDuringGame => tr!(lang, "refusal-leave-during-game"),
        Refusal::NotHandedOver => tr!(lang, "refusal-not-handed-over"),
        Refusal::AlreadyVoted => tr!(lang, "refusal-already-voted"),
        Refusal::HintsOff => tr!(lang, "refusal-hints-off"),
        Refusal::DailyOnce => tr!(lang, "refusal-daily-once"),
        Refusal::NoDecision => tr!(lang, "refusal-no-decision"),
        Refusal::AlreadyWaiting => tr!(lang, "refusal-already-waiting"),
        Refusal::NotWaiting => tr!(lang, "refusal-not-waiting"),
        Refusal::LobbyOpen => tr!(lang, "refusal-lobby-open"),
        Refusal::NothingDue => tr!(lang, "refusal-nothing-due"),
        Refusal::SystemOnly => tr!(lang, "refusal-system-only"),
        Refusal::InvalidSettings(reason) => {
            tr!(lang, "refusal-invalid-settings", reason = reason.as_str())
        }
        Refusal::OtherShard { shard, total } => {
            tr!(lang, "refusal-other-shard", shard = *shard, total = *total)
        }
        Refusal::OtherProcess => tr!(lang, "refusal-other-process"),
    }
}

/// A move the game's rules refuse (the engine's [`ActionError`]).
fn illegal(e: &ActionError, lang: Lang) -> String {
    use ActionError as A;
    match e {
        A::GameOver => tr!(lang, "refusal-game-over"),
        A::HandOver => tr!(lang, "refusal-hand-over"),
        A::HandNotOver => tr!(lang, "refusal-hand-not-over"),
        A::NotYourTurn { turn } => tr!(lang, "refusal-not-your-turn", turn = *turn),
        A::MustDrawFirst => tr!(lang, "refusal-must-draw-first"),
        A::AlreadyDrew => tr!(lang, "refusal-already-drew"),
        A::NoDiscard => tr!(lang, "refusal-no-discard"),
        A::UpcardNotUsable { card } => {
            tr!(lang, "refusal-upcard-not-usable", card = card.to_string())
        }
        A::CardNotInHand { card } => tr!(lang, "refusal-card-not-in-hand", card = card.to_string()),
        A::CannotDiscardTaken { card } => tr!(
            lang,
            "refusal-cannot-discard-taken",
            card = card.to_string()
        ),
        A::KnockAfterBreak => tr!(lang, "refusal-knock-after-break"),
        A::KnockTooHigh {
            card,
            deadwood,
            limit,
        } => tr!(
            lang,
            "refusal-knock-too-high",
            card = card.to_string(),
            deadwood = *deadwood,
            limit = *limit
        ),
        A::NoSuchSeat { seat } => tr!(lang, "refusal-no-such-seat", seat = *seat),
        A::SeatOutOfRange { seat, seats } => tr!(
            lang,
            "refusal-seat-out-of-range",
            seat = *seat,
            seats = *seats,
            last = seats.saturating_sub(1)
        ),
        A::NotInThisGame { game } => tr!(lang, "refusal-not-in-this-game", game = game.as_str()),
        A::SittingOut => tr!(lang, "refusal-sitting-out"),
        A::WaitingForOtherTable => tr!(lang, "refusal-waiting-for-other-table"),
        A::TakeOrPassUpcard { card } => {
            tr!(lang, "refusal-take-or-pass-upcard", card = card.to_string())
        }
        A::NoUpcardOffer => tr!(lang, "refusal-no-upcard-offer"),
        A::MustDrawStock => tr!(lang, "refusal-must-draw-stock"),
        A::NoDrawOnOpening => tr!(lang, "refusal-no-draw-on-opening"),
        A::GinOnly { card, deadwood } => tr!(
            lang,
            "refusal-gin-only",
            card = card.to_string(),
            deadwood = *deadwood
        ),
        A::NoDoubling => tr!(lang, "refusal-no-doubling"),
        A::DoubleUsed => tr!(lang, "refusal-double-used"),
        A::DoubleNotNow => tr!(lang, "refusal-double-not-now"),
        A::NoDoubleOffered => tr!(lang, "refusal-no-double-offered"),
        A::AnswerDouble => tr!(lang, "refusal-answer-double"),
        A::NoRedouble => tr!(lang, "refusal-no-redouble"),
        A::NotAMeld { cards } => tr!(lang, "refusal-not-a-meld", cards = cards.to_string()),
        A::CannotLayOff { cards, onto } => tr!(
            lang,
            "refusal-cannot-lay-off",
            cards = cards.to_string(),
            meld = onto.to_string()
        ),
        A::NoSuchMeld { onto } => tr!(lang, "refusal-no-such-meld", meld = onto.to_string()),
        A::WouldStrandTaken { card } => {
            tr!(lang, "refusal-would-strand-taken", card = card.to_string())
        }
        A::DiscardOnlyToGoOut => tr!(lang, "refusal-discard-only-to-go-out"),
        A::EndTurnNotNow => tr!(lang, "refusal-end-turn-not-now"),
        A::ChallengeNotNow => tr!(lang, "refusal-challenge-not-now"),
        A::NoChallenge => tr!(lang, "refusal-no-challenge"),
        A::AnswerChallenge => tr!(lang, "refusal-answer-challenge"),
    }
}
