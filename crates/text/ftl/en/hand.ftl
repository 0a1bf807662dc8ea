### A person's private hand view: their cards, what they may do, counts.
### And the confirmation of a knock or a gin. In the viewer's language.

cards-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}

## The hand
hand-your-hand = **Your hand** · hand { $number }
hand-seat = seat { $number }
hand-against = against { $name }
hand-melds = Melds: { $melds }
hand-to-lay-off = to lay off: { $cards }
hand-deadwood = Deadwood: { $deadwood }
hand-left-after-laying-down = Left after laying down: { $cards }
hand-between-hands = **Hand { $number } is over.** Scores: { $scores }
hand-sitting-out = **Hand { $number }**: you sit this hand out.
hand-took-from-pile = You took **{ $card }** from the pile: you may not throw it back this turn.
hand-waiting-for = Waiting for { $name }.

## What the player is asked to do
hand-prompt-discard-or-knock = ➡️ **Your turn**: discard, or knock.
hand-prompt-discard = ➡️ **Your turn**: discard.
hand-prompt-draw-or-upcard = ➡️ **Your turn**: draw from the stock or take the upcard.
hand-prompt-draw-or-challenge = ➡️ **Your turn**: draw from the stock or take the top discard — or challenge.
hand-prompt-challenged = ➡️ **You are challenged**: accept (both hands are counted now) or refuse (play goes on).
hand-prompt-meld-lay-off-discard = ➡️ **Your turn**: meld, lay off onto any meld on the table, then discard.
hand-prompt-upcard-offer = ➡️ **Your turn**: take the upcard, or pass.
hand-prompt-forced-draw = ➡️ **Your turn**: both passed, so draw from the stock.
hand-prompt-opening-or-knock = ➡️ **Your turn**: you hold eleven cards: discard, or knock.
hand-prompt-opening = ➡️ **Your turn**: you hold eleven cards: discard.
hand-prompt-draw-or-double = ➡️ **Your turn**: draw from the stock or take the top discard — or first offer to double the stake.
hand-prompt-draw = ➡️ **Your turn**: draw from the stock or take the top discard.
hand-prompt-double-offered = ➡️ **You are offered a double**: accept it, redouble, or resign the hand.
hand-prompt-redoubled = ➡️ **Your double was redoubled**: accept it, or resign the hand.

## The controls (buttons ≤ 80 characters, options ≤ 100)
hand-deal-next = Deal the next hand
hand-refresh = Refresh
hand-draw-stock = Draw from stock
hand-take-card = Take { $card }
hand-take-upcard = Take the upcard
hand-take-discard = Take the discard
hand-pass = Pass
hand-offer-double = Offer a double
hand-accept-double = Accept the double
hand-redouble = Redouble
hand-resign = Resign the hand
hand-challenge = Challenge
hand-accept-challenge = Accept the challenge
hand-refuse-challenge = Refuse the challenge
hand-end-turn = End my turn
hand-meld-placeholder = Meld…
hand-meld-option = Meld { $cards }
hand-lay-off-placeholder = Lay off…
hand-lay-off-option = Lay off { $cards } onto { $onto }
hand-discard-placeholder = Discard…
hand-discard-after-draw = Discard… (after you draw)
hand-discard-option = Discard { $card }
hand-knock-placeholder = Knock, throwing…
hand-knock-disabled = Knock…
hand-knock-option = Knock throwing { $card } (count { $count })
hand-gin-option = Gin! (throw { $card })

## The knock confirmation
hand-confirm-question = Do you want to { $gin ->
    [yes] go **gin**
   *[no] **knock**
}, throwing **{ $card }** face down?
hand-your-melds = Your melds: { $melds }
hand-confirm-gin = Yes, gin!
hand-confirm-knock = Yes, knock
hand-cancel = Cancel

# The coach (issue 41): the hand view's button, and its private answer.
hand-hint = Hint
hand-hint-title = 💡 **The coach's view** (from your cards and what you have seen, nothing else):
hand-hint-line = { $rank }. { $action }: { $chance }% to win the { $what ->
    [match] match
   *[game] game
  }, { $points } points expected this hand
hand-hint-none = No hint now: you have no decision to make.

# The coach's review of a hand and a game's summary (issue 41).
hand-review = Review
hand-summary = Game summary
hand-review-title = 🔎 **The coach's review of hand { $number }** (your decisions, judged from what you could see then): { $decisions ->
    [0] no decision to judge.
    [one] 1 decision.
   *[other] { $decisions } decisions.
  }
hand-review-line-best = { $number }. { $played } ({ $chance }%): the coach's choice too ✓
hand-review-line = { $number }. { $played } ({ $chance }%); best { $best } ({ $best_chance }%); { $loss } points of chance lost: { $grade ->
    [good] good
    [inaccuracy] an inaccuracy
    [mistake] a mistake
   *[blunder] a blunder
  }
hand-review-good-unlisted = …and { $count ->
    [one] 1 more decision
   *[other] { $count } more decisions
  } graded good.
hand-review-summary = Accuracy { $accuracy }%: { $good } good, { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
  }, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
  }, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
  }. Luck (the cards and the other players, your decisions apart): { $luck } points of chance.
hand-review-worst = The picture shows your hand at decision { $number }, the one that cost the most.
hand-review-stale = That button belongs to a hand or game that is not over yet, or no longer at this table: nothing to review.
hand-review-not-played = Only the people who played this game can review it.
hand-summary-title = 📊 **The game's summary**: each player's accuracy (100: every decision was the coach's choice).
hand-summary-line = { $name }: accuracy { $accuracy }% over { $decisions ->
    [one] 1 decision
   *[other] { $decisions } decisions
  } ({ $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
  }, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
  })
